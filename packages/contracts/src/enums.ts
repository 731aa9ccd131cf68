/** Species ids are fixed by the product (docs/product.md#entities and #constants). */
export const SPECIES = [
  { id: 1, name: 'Chien', plural: 'Chiens' },
  { id: 2, name: 'Chat', plural: 'Chats' },
  { id: 3, name: 'Lapin', plural: 'Lapins' },
] as const;
export type SpeciesName = (typeof SPECIES)[number]['name'];
export type SpeciesId = (typeof SPECIES)[number]['id'];

export const GENDERS = ['mâle', 'femelle'] as const;
export type Gender = (typeof GENDERS)[number];

export const HOUSING_TYPES = [
  { id: 1, houseType: 'Maison' },
  { id: 2, houseType: 'Appartement' },
  { id: 3, houseType: 'Ferme' },
  { id: 4, houseType: 'Studio' },
] as const;
export type HousingTypeId = (typeof HOUSING_TYPES)[number]['id'];

export const REQUEST_STATUS = {
  pending: 'En attente',
  approved: 'Approuvée',
  refused: 'Refusée',
} as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];
export const REQUEST_STATUSES: readonly RequestStatus[] = Object.values(REQUEST_STATUS);
/**
 * Why a request is 'Refusée' without a decision of its own (docs/behaviour.md): the association accepted another family for
 * the animal. The SPEC status texts stay as they are; this reason is shown beside them.
 */
export const REQUEST_CLOSED_REASONS = {
  otherFamilyChosen: 'other_family_chosen',
  /** The association deleted the animal while the request was pending: kept, 'Refusée', rather than deleted. */
  animalWithdrawn: 'animal_withdrawn',
} as const;
export type RequestClosedReason = (typeof REQUEST_CLOSED_REASONS)[keyof typeof REQUEST_CLOSED_REASONS];
export const REQUEST_CLOSED_REASON_TEXT: Record<RequestClosedReason, string> = {
  other_family_chosen: 'Une autre famille a été choisie',
  animal_withdrawn: 'Animal retiré',
};
/** What a request whose animal was deleted says, whatever its status (its animal is no longer proposed). */
export const ANIMAL_WITHDRAWN_TEXT = 'Animal retiré';

/** The name an anonymised family carries once it deleted its account, a placement keeping its row (docs/behaviour.md). */
export const DELETED_FAMILY_LASTNAME = 'supprimée';
/** How lists name such a family. */
export const DELETED_FAMILY_NAME = `Famille ${DELETED_FAMILY_LASTNAME}`;

/** The statuses an association may decide (docs/product.md#calls PUT /api/associations/requests-mods). */
export const DECISION_STATUSES: readonly RequestStatus[] = [REQUEST_STATUS.approved, REQUEST_STATUS.refused];

/** Registration sends '5+', the edit form sends '5' (docs/product.md#entities); both mean "five or more". */
export const OWNED_ANIMALS_OPTIONS = ['0', '1', '2', '3', '4', '5+'] as const;
export const OWNED_ANIMALS_EDIT_OPTIONS = ['0', '1', '2', '3', '4', '5'] as const;
export const OWNED_ANIMALS_MAX = 5;

/** Turns '0'..'4', '5' or '5+' (or a number) into the stored count; null when not one of those. */
export function parseOwnedAnimals(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= OWNED_ANIMALS_MAX) return value;
  if (typeof value !== 'string') return null;
  const match = /^([0-5])(\+)?$/.exec(value.trim());
  if (!match) return null;
  if (match[2] && match[1] !== '5') return null;
  return Number(match[1]);
}

/**
 * The kinds of account. `admin` is a platform administrator, the operator's side (docs/administration.md): neither a
 * family nor an association, created on the server only, and signed in with two-factor always.
 */
export const ROLES = { family: 'family', association: 'association', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The roles of an association's members (docs/product.md#association-team): `admin` manages everything including the
 * team, `referent` follows foster families (requests, decisions), `benevole` posts and edits animals and reads
 * requests. What each may do is the access policy's `members` (access-policy.ts).
 */
export const ASSOCIATION_ROLES = { admin: 'admin', referent: 'referent', benevole: 'benevole' } as const;
export type AssociationRole = (typeof ASSOCIATION_ROLES)[keyof typeof ASSOCIATION_ROLES];
export const ASSOCIATION_ROLE_VALUES = Object.values(ASSOCIATION_ROLES) as [AssociationRole, ...AssociationRole[]];
export const ASSOCIATION_ROLE_LABELS: Record<AssociationRole, string> = {
  admin: 'Administrateur',
  referent: 'Référent',
  benevole: 'Bénévole',
};
/**
 * Which request mails a member receives (docs/mail.md#request-mails): 'all' (those of its association that reach it),
 * 'followed' (only those of the requests it is the référent of).
 */
export const MAIL_SCOPES = { all: 'all', followed: 'followed' } as const;
export type MailScope = (typeof MAIL_SCOPES)[keyof typeof MAIL_SCOPES];

/** Business constants of docs/product.md#constants. */
export const HOME_ANIMALS_PER_SPECIES = 3;
export const TOAST_DURATION_MS = 5000;
export const ANIMALS_PAGE_MAX = 100;
