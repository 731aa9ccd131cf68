/**
 * docs/product.md#validation: the patterns, bounds and exact French messages of the registration rules. The rules themselves are zod
 * schemas (./schemas), which the forms and the API's validation pipe both use.
 */

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{6,}$/;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is the mail server's job.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP_CODE_PATTERN = /^\d{5}$/;
export const PHONE_NUMBER_PATTERN = /^\d{10}$/;

/**
 * A phone number as people type it ('06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33 6 12 34 56 78',
 * '0033 6…') reduced to the 10 digits docs/product.md#validation stores. Anything else is returned without its separators, for the
 * SPEC message to refuse.
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s.\-()]/g, '');
  const international = /^(?:\+33|0033)(\d{9})$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

/** Longest phone entry the forms accept before normalising ('+33 (0)6 12 34 56 78' and the like). */
export const PHONE_INPUT_MAX_LENGTH = 20;
export const RNA_CODE_PATTERN = /^[A-Z]\d{9}$/;

/** Upper bounds the server enforces so that over-long input is a 400, not a database error. */
export const MAX_LENGTHS = {
  lastname: 100,
  firstname: 100,
  email: 254,
  password: 128,
  address: 255,
  city: 100,
  description: 5000,
  name_association: 150,
  name: 100,
  breed: 100,
  motivation: 5000,
  /** The optional reason an association gives with a refusal (PUT /api/associations/requests-mods). */
  refusal_reason: 500,
} as const;

export const MESSAGES = {
  lastnameRequired: 'Le nom est requis',
  lastnameMin: 'Le nom doit contenir au moins 2 caractères',
  firstnameRequired: 'Le prénom est requis',
  firstnameMin: 'Le prénom doit contenir au moins 2 caractères',
  emailRequired: "L'email est requis",
  emailInvalid: 'Email invalide',
  passwordRequired: 'Le mot de passe est requis',
  passwordWeak:
    "Le mot de passe doit contenir au moins 6 caractères, une majuscule, une minuscule, un chiffre et pas d'espace",
  confirmPasswordRequired: 'La confirmation du mot de passe est requise',
  confirmPasswordMismatch: 'Les mots de passe doivent correspondre',
  addressRequired: "L'adresse est requise",
  cityRequired: 'La ville est requise',
  zipCodeFormat: 'Le code postal doit contenir exactement 5 chiffres',
  zipCodeRequired: 'Le code postal est requis',
  phoneFormat: 'Le numéro de téléphone doit contenir exactement 10 chiffres',
  phoneRequired: 'Le numéro de téléphone est requis',
  descriptionRequired: 'La description est requise',
  nameAssociationRequired: "Le nom d'association est requis",
  rnaFormat: "Le code RNA doit être composé d'une lettre majuscule suivie de 9 chiffres",
  rnaRequired: 'Le code RNA est requis',
  houseTypeRequired: "Le type d'habitation est requis",
  ownedAnimalsRequired: "Le nombre d'animaux est requis",
} as const;

/**
 * The one hint shown under every field where a password is chosen (registration, 'Mon compte', reset), before
 * anything is typed: the validation rule (docs/product.md#validation) in plain words, and the common-password list the server also applies.
 */
export const PASSWORD_HINT =
  'Au moins 6 caractères, dont une majuscule, une minuscule et un chiffre\u00a0; lettres sans accent et chiffres ' +
  'uniquement, sans espace. Les mots de passe trop courants (comme Azerty123) sont refusés.';

export const FAMILY_REGISTRATION_DEFAULTS = { houseType: '1', garden: false, owned_animals: '0' } as const;

/** Message for a text longer than the server accepts. */
export const tooLongMessage = (field: string, max: number) =>
  `Le champ ${field} ne doit pas dépasser ${max} caractères`;
