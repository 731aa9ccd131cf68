/**
 * Every cached read of the front ends: its query key, the API path it reads, and which keys a write changes.
 * The shell's start-up prefetch (main.js, before any shared module is loaded) and the screens both build their
 * keys here, so a page finds the data the prefetch started under the key it asks for.
 *
 * Deliberately free of shared imports (only the constants file of @petfoster/contracts, by path): main.js imports
 * it directly, and a shared module cannot be consumed before the bootstrap chunk.
 */
import type { ConversationMessage, Endpoints, QueryOf } from '@petfoster/contracts';
import { HOME_ANIMALS_PER_SPECIES } from '@petfoster/contracts/enums';

/** Animals per 'Voir plus' page on /animals. */
export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The catalogue's filters (docs/matching.md) as the URL and the API spell them; every value is the query string's text.
 * ANIMAL_FILTER_KEYS is their one order, so two equal filter sets give the same path and the same cache key.
 */
export const ANIMAL_FILTER_KEYS = [
  'sex',
  'age',
  'size',
  'good_with',
  'department',
  'near',
  'radius_km',
  'sort',
  'available',
  'urgent',
] as const;
export type AnimalFilterKey = (typeof ANIMAL_FILTER_KEYS)[number];
export type AnimalFilters = Partial<Record<AnimalFilterKey, string>>;

export interface AnimalListQuery extends AnimalFilters {
  species?: string;
  limit?: number;
  offset?: number;
}

/** The filters present in a query string (the /animals URL), in their fixed order. */
export function animalFiltersOf(search: URLSearchParams): AnimalFilters {
  const filters: AnimalFilters = {};
  for (const key of ANIMAL_FILTER_KEYS) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** Home sections (docs/product.md#constants: up to 3 cats and 3 dogs). */
export function homeAnimalsQuery(species: 'Chat' | 'Chien'): AnimalListQuery {
  // The urgent animals first (docs/product.md#urgent-appeals).
  return { species, sort: 'urgent', limit: HOME_ANIMALS_PER_SPECIES };
}

/** One page of the /animals catalogue; `species` undefined is every species. */
export function cataloguePageQuery(
  species: string | undefined,
  offset: number,
  filters: AnimalFilters = {},
): AnimalListQuery {
  return { species, ...filters, limit: CATALOGUE_PAGE_SIZE, offset };
}

/** The query of a list request, in one order (so that equal queries give the same path and cache entry). */
export function animalListParams(query: AnimalListQuery = {}): QueryOf<Endpoints['listAnimals']> {
  const params: Record<string, string> = {};
  if (query.species && query.species !== 'all') params.species = query.species;
  for (const key of ANIMAL_FILTER_KEYS) {
    const value = query[key];
    if (value) params[key] = value;
  }
  if (query.limit !== undefined) params.limit = String(query.limit);
  if (query.offset !== undefined) params.offset = String(query.offset);
  return params;
}

/** 'api/animals?species=…&limit=…&offset=…' (relative to the origin): the one spelling of a list request. */
export function animalListPath(query: AnimalListQuery = {}): string {
  const search = new URLSearchParams(animalListParams(query) as Record<string, string>).toString();
  return search ? `api/animals?${search}` : 'api/animals';
}

export function animalPath(id: number | string): string {
  return `api/animals/${encodeURIComponent(String(id))}`;
}

type Id = number | string | null | undefined;

/** The association's family search (docs/matching.md), spelled as its query string. */
export type FamilySearchParams = Partial<
  Record<'species' | 'department' | 'near' | 'radius_km' | 'housing' | 'garden' | 'available_on' | 'children', string>
>;
export const FAMILY_SEARCH_KEYS = [
  'species',
  'department',
  'near',
  'radius_km',
  'housing',
  'garden',
  'available_on',
  'children',
] as const;

/** The family search's query, in the one order of FAMILY_SEARCH_KEYS. */
export function familySearchParams(query: FamilySearchParams): QueryOf<Endpoints['searchFamilies']> {
  const params: Record<string, string> = {};
  for (const key of FAMILY_SEARCH_KEYS) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

export function familySearchPath(query: FamilySearchParams): string {
  const search = new URLSearchParams(familySearchParams(query) as Record<string, string>).toString();
  return search ? `api/families/search?${search}` : 'api/families/search';
}

/**
 * Keys are arrays whose prefixes are the groups a write invalidates: ['animals'] covers every animal list and
 * detail, ['associations', id] an association's profile, animals and requests.
 */
export const queryKeys = {
  animals: () => ['animals'] as const,
  animalList: (query: AnimalListQuery) => ['animals', 'list', query] as const,
  /**
   * The /animals infinite list for one species and filter set, each page with its total (pages of
   * cataloguePageQuery(species, offset, filters)); without filters the key is the species alone, the one the shell's
   * start-up prefetch fills.
   */
  animalCataloguePages: (species: string | undefined, filters: AnimalFilters = {}) =>
    Object.keys(filters).length
      ? (['animals', 'catalogue-pages', species ?? 'all', filters] as const)
      : (['animals', 'catalogue-pages', species ?? 'all'] as const),
  /**
   * Kept for the previous release's catalogue, which reads this shared package from the shell that runs it: its
   * pages are plain lists under this key, beside a separate count. A new shape needs a new key, or an older remote
   * would read this release's pages as its own (docs/operations/releases.md#shared-platform).
   */
  animalCatalogue: (species: string | undefined, filters: AnimalFilters = {}) =>
    Object.keys(filters).length
      ? (['animals', 'catalogue', species ?? 'all', filters] as const)
      : (['animals', 'catalogue', species ?? 'all'] as const),
  /** Kept for the previous release's catalogue (see animalCatalogue): X-Total-Count of a filtered list. */
  animalCount: (query: AnimalListQuery) => ['animals', 'count', query] as const,
  /** GET /api/families/search (associations). */
  familySearch: (query: FamilySearchParams) => ['families', 'search', query] as const,
  /** GET /api/invitations: the caller's, received (family) or sent (association). */
  invitations: (role: string | null | undefined, id: Id) => ['invitations', role, id] as const,
  animal: (id: Id) => ['animals', 'detail', id] as const,
  associations: () => ['associations'] as const,
  associationList: () => ['associations', 'list'] as const,
  association: (id: Id) => ['associations', id] as const,
  associationProfile: (id: Id) => ['associations', id, 'profile'] as const,
  associationAnimals: (id: Id) => ['associations', id, 'animals'] as const,
  associationRequests: (id: Id) => ['associations', id, 'requests'] as const,
  families: () => ['families'] as const,
  family: (id: Id) => ['families', id] as const,
  familyProfile: (id: Id) => ['families', id, 'profile'] as const,
  familyByUser: (userId: Id) => ['families', 'user', userId] as const,
  familyRequests: (id: Id) => ['families', id, 'requests'] as const,
  /** 'Mon compte' (docs/mail.md): the signed-in user's own account. */
  account: (userId: Id) => ['me', userId, 'account'] as const,
  /** The header's count beside 'Mes demandes' / 'Nos demandes' (docs/mail.md). */
  notificationsCount: (userId: Id) => ['me', userId, 'notifications-count'] as const,
  me: () => ['me'] as const,
  /** GET /api/me/conversations (docs/product.md#conversations): the caller's conversations, newest activity first. */
  conversations: (userId: Id) => ['me', userId, 'conversations'] as const,
  /**
   * GET /api/requests/{id}/messages as an infinite list: pages of ConversationMessage[], the newest page first, each
   * next page the one `before` the oldest message shown; the live event stream adds new messages to the first page.
   */
  conversationMessages: (userId: Id, requestId: Id) => ['me', userId, 'conversations', String(requestId)] as const,
  /** GET /api/geo/communes: the communes of a postal code, offered by the address forms (never changes). */
  postalCodeCommunes: (postalCode: string) => ['geo', 'communes', postalCode] as const,
};

export type QueryKey = readonly unknown[];

/** The cache shape under queryKeys.conversationMessages (TanStack Query's infinite data): the newest page first. */
export interface MessagePages {
  pages: ConversationMessage[][];
  /** The `before` of each page: null for the newest. */
  pageParams: (number | null)[];
}

/** Adds a message to its conversation's newest page, once (the sender's own answer and its event both bring it). */
export function withMessage(data: MessagePages | undefined, message: ConversationMessage): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.some((shown) => shown.id === message.id))) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message], ...older] };
}

interface RequestRef {
  /** Null once the animal was deleted. */
  animal_id: number | null;
  family_id: number;
  association_id: number;
}

/** What each write changes on the server, as the keys to invalidate once it succeeded. */
export const changedBy = {
  /** An animal added, edited or deleted: every animal list and detail, and its association's list. */
  animal: (associationId: Id): QueryKey[] => [queryKeys.animals(), queryKeys.associationAnimals(associationId)],
  /** A request created, decided, edited or deleted: both sides' request lists and the animal (its requests). */
  request: (request: RequestRef): QueryKey[] => [
    // Whoever acted, a count of pending requests or unseen decisions may have moved.
    queryKeys.me(),
    queryKeys.associationRequests(request.association_id),
    queryKeys.familyRequests(request.family_id),
    queryKeys.animal(request.animal_id),
    queryKeys.associationAnimals(request.association_id),
  ],
  /** An association's profile: its pages, the list of associations and the animals that show its name. */
  associationProfile: (associationId: Id): QueryKey[] => [
    queryKeys.association(associationId),
    queryKeys.associationList(),
    queryKeys.animals(),
  ],
  /** A family's profile: its pages and its dashboard data. */
  familyProfile: (familyId: Id, userId: Id): QueryKey[] => [queryKeys.family(familyId), queryKeys.familyByUser(userId)],
  /** An invitation sent, declined, or answered by a request: both sides' lists, and the family's count. */
  invitation: (): QueryKey[] => [['invitations'], queryKeys.me()],
};
