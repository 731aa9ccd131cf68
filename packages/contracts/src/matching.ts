import type { Gender } from './enums';

/* Matching (docs/matching.md): what families filter animals by, the foster profile, invitations. Labels are what users read. */

export const ANIMAL_SIZES = ['petit', 'moyen', 'grand'] as const;
export type AnimalSize = (typeof ANIMAL_SIZES)[number];
export const ANIMAL_SIZE_LABELS: Record<AnimalSize, string> = { petit: 'Petit', moyen: 'Moyen', grand: 'Grand' };

/** Age groups of GET /api/animals?age=, from date_of_birth on the day of the query. */
export const AGE_GROUPS = ['young', 'adult', 'senior'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  young: 'Jeune (moins d’un an)',
  adult: 'Adulte (1 à 7 ans)',
  senior: 'Senior (8 ans et plus)',
};

/** good_with=children,cats,dogs and the animal columns they read. */
export const GOOD_WITH = ['children', 'cats', 'dogs'] as const;
export type GoodWith = (typeof GOOD_WITH)[number];
export const GOOD_WITH_COLUMNS = {
  children: 'good_with_children',
  cats: 'good_with_cats',
  dogs: 'good_with_dogs',
} as const satisfies Record<GoodWith, string>;
export const GOOD_WITH_LABELS: Record<GoodWith, string> = {
  children: 'les enfants',
  cats: 'les chats',
  dogs: 'les chiens',
};
/** 'Oui' / 'Non' / 'Inconnu' for a good_with_* value (null is unknown, never "no"). */
export const goodWithText = (value: boolean | null | undefined): string =>
  value === true ? 'Oui' : value === false ? 'Non' : 'Inconnu';

/** A family's availability in words ('du 01/01/2030 au 30/06/2030', 'sans limite de dates'), dates YYYY-MM-DD. */
export function availabilityText(from: string | null, until: string | null): string {
  const day = (value: string) => new Date(`${value}T00:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'UTC' });
  if (from && until) return `du ${day(from)} au ${day(until)}`;
  if (from) return `à partir du ${day(from)}`;
  if (until) return `jusqu'au ${day(until)}`;
  return 'sans limite de dates';
}

export const NEAR_RADIUS_DEFAULT_KM = 50;
export const NEAR_RADIUS_MAX_KM = 500;
export const FOSTER_CAPACITY_MAX = 10;
export const FAMILY_SEARCH_PAGE_MAX = 50;
/** After a family declines an animal, the association waits this long before proposing it to that family again. */
export const INVITATION_DECLINE_COOLDOWN_DAYS = 30;
/** The foster profile's opt-in, word for word wherever it is offered or named (forms, welcome mail). */
export const FOSTER_VISIBLE_LABEL = 'Je souhaite être visible des associations';
/** The optional reason a family gives when it declines a proposal. */
export const DECLINE_REASON_MAX_LENGTH = 500;
/** How much of a family's presentation a search result carries. */
export const FAMILY_PRESENTATION_EXCERPT = 240;

/**
 * The start of a text, at most `max` characters, cut between words with an ellipsis: the first lines of a family's
 * presentation on the foster finder's cards.
 */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Today's date in Europe/Paris (YYYY-MM-DD): day-based rules count calendar days there (ARCHITECTURE 3). */
export function dayInParis(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A département code: 01-95 (2A and 2B, never 20), 971-978, 984-989. */
export const DEPARTMENT_PATTERN = /^(0[1-9]|1\d|2[1-9AB]|[3-8]\d|9[0-5]|97[1-8]|98[4-9])$/;

export const INVITATION_STATUS = { pending: 'pending', accepted: 'accepted', declined: 'declined' } as const;
export type InvitationStatus = (typeof INVITATION_STATUS)[keyof typeof INVITATION_STATUS];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'En attente de réponse',
  accepted: 'Demande faite',
  declined: 'Déclinée',
};

/** The API's French messages for matching (400 name the parameter; 409 say why). */
export const MATCHING_MESSAGES = {
  sex: 'Le paramètre sex doit être mâle ou femelle',
  age: 'Le paramètre age doit être young, adult ou senior',
  size: 'Le paramètre size doit être petit, moyen ou grand',
  goodWith: 'Le paramètre good_with doit lister children, cats ou dogs, séparés par des virgules',
  department: 'Le paramètre department doit être un code de département (14, 2A, 971...)',
  near: 'Le paramètre near doit être un code postal de 5 chiffres',
  nearUnknown: 'Le paramètre near ne correspond à aucun code postal connu',
  radius: `Le paramètre radius_km doit être un nombre entier entre 1 et ${NEAR_RADIUS_MAX_KM}`,
  sort: 'Le paramètre sort accepte seulement distance ou urgent',
  sortNeedsNear: 'Le paramètre sort=distance demande aussi le paramètre near',
  available: 'Le paramètre available doit être true ou false',
  housing: 'Le paramètre housing doit être un type de logement entre 1 et 4',
  garden: 'Le paramètre garden doit être true ou false',
  children: 'Le paramètre children doit être true ou false',
  availableOn: 'Le paramètre available_on doit être une date AAAA-MM-JJ',
  species: 'Le paramètre species doit être Chien, Chat ou Lapin',
  animalSize: 'La taille doit être petit, moyen ou grand',
  goodWithValue: (field: string) => `Le champ ${field} doit être true, false ou null (inconnu)`,
  fosterSpecies: 'Les espèces acceptées doivent être parmi Chien, Chat et Lapin',
  availabilityDate: 'La date de disponibilité est invalide',
  availabilityOrder: 'La date de fin de disponibilité doit suivre la date de début',
  availabilityPast:
    'Cette période de disponibilité est déjà passée\u00a0: choisissez une date de fin à venir, ou laissez-la vide.',
  capacity: `La capacité d'accueil doit être un nombre entre 1 et ${FOSTER_CAPACITY_MAX}`,
  invitationOpen: 'Une proposition est déjà en attente de réponse pour cette famille et cet animal.',
  invitationAnswered: 'Cette proposition a déjà reçu une réponse.',
  invitationDeclinedRecently: `Cette famille a décliné cet animal il y a moins de ${INVITATION_DECLINE_COOLDOWN_DAYS} jours : vous ne pouvez pas le lui proposer de nouveau avant la fin de ce délai.`,
  familyNotVisible: "Cette famille n'est pas visible des associations.",
  messageRequired: 'Le message est requis',
} as const;

/** One result of GET /api/families/search: what a stranger may see of a family that opted in, nothing more. */
export interface FamilySearchResult {
  id: number;
  firstname: string;
  /** The family's photo (public on its profile too); null without one. */
  url_thumbnail?: string | null;
  /** The first lines of its presentation (FAMILY_PRESENTATION_EXCERPT characters at most, cut between words). */
  presentation?: string;
  city: string;
  department: string | null;
  housing_type_id: number;
  houseType: string;
  garden: boolean;
  species: string[];
  available_from: string | null;
  available_until: string | null;
  capacity: number;
  /** Only with near: km between the family's commune and the postal code searched, rounded. */
  distance_km?: number;
}

/** The family's own foster profile (GET /api/families/{id} for the family itself). */
export interface FosterProfile {
  species: string[];
  available_from: string | null;
  available_until: string | null;
  capacity: number;
  children_at_home: boolean;
  visible: boolean;
  /** 'Recevoir les appels urgents' (docs/product.md#urgent-appeals). */
  accepts_urgent_appeals: boolean;
}

export interface Invitation {
  id: number;
  status: InvitationStatus;
  message: string;
  created_at: string;
  answered_at: string | null;
  request_id: number | null;
  /** gender: what the sentences naming the animal agree with (agreement.ts). */
  animal: { id: number; name: string; gender: Gender; url_thumbnail: string | null; housed: boolean };
  association: { id: number; name_association: string };
  /** deleted: the family deleted its account; only the proposal that led to its kept placement remains. */
  family: { id: number; firstname: string; city: string; deleted?: boolean };
  /** What the family wrote when it declined, if anything. */
  decline_reason: string | null;
}

/** POST /api/invitations/{id}/decline: an optional reason, up to DECLINE_REASON_MAX_LENGTH characters. */
export interface InvitationDeclineBody {
  reason?: string | null;
}

/** POST /api/invitations (the association comes from the token). */
export interface InvitationBody {
  family_id: number;
  animal_id: number;
  message: string;
}
