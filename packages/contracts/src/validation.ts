/**
 * SPEC 5 registration rules with their exact French messages. Plain functions so that react-final-form
 * validators and the API's validation pipe read the same rules.
 * A field validator returns the message of the first broken rule, or undefined when the value is valid.
 */

export type FieldValidator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{6,}$/;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is the mail server's job.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP_CODE_PATTERN = /^\d{5}$/;
export const PHONE_NUMBER_PATTERN = /^\d{10}$/;

/**
 * A phone number as people type it ('06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78', '+33 6 12 34 56 78',
 * '0033 6…') reduced to the 10 digits SPEC 5 stores. Anything else is returned without its separators, for the
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

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export const required =
  (message: string): FieldValidator =>
  (value) =>
    isBlank(value) ? message : undefined;

export const minLength =
  (min: number, message: string): FieldValidator =>
  (value) =>
    asText(value).trim().length < min ? message : undefined;

export const matches =
  (pattern: RegExp, message: string): FieldValidator =>
  (value) =>
    pattern.test(asText(value)) ? undefined : message;

/** Runs validators in order and returns the first message. */
export const compose =
  (...validators: FieldValidator[]): FieldValidator =>
  (value, values) => {
    for (const validate of validators) {
      const message = validate(value, values);
      if (message) return message;
    }
    return undefined;
  };

const equalsField =
  (field: string, message: string): FieldValidator =>
  (value, values) =>
    values && value !== values[field] ? message : undefined;

/** Rules shared by both registration forms. */
export const identityRules: Record<string, FieldValidator> = {
  lastname: compose(required(MESSAGES.lastnameRequired), minLength(2, MESSAGES.lastnameMin)),
  firstname: compose(required(MESSAGES.firstnameRequired), minLength(2, MESSAGES.firstnameMin)),
  email: compose(required(MESSAGES.emailRequired), matches(EMAIL_PATTERN, MESSAGES.emailInvalid)),
  password: compose(required(MESSAGES.passwordRequired), matches(PASSWORD_PATTERN, MESSAGES.passwordWeak)),
  confirmPassword: compose(
    required(MESSAGES.confirmPasswordRequired),
    equalsField('password', MESSAGES.confirmPasswordMismatch),
  ),
  address: required(MESSAGES.addressRequired),
  city: required(MESSAGES.cityRequired),
  zip_code: compose(required(MESSAGES.zipCodeRequired), matches(ZIP_CODE_PATTERN, MESSAGES.zipCodeFormat)),
  phone_number: compose(required(MESSAGES.phoneRequired), (value) =>
    PHONE_NUMBER_PATTERN.test(normalizePhone(asText(value))) ? undefined : MESSAGES.phoneFormat,
  ),
  description: compose(required(MESSAGES.descriptionRequired), (value) =>
    asText(value).length > MAX_LENGTHS.description ? tooLongMessage('description', MAX_LENGTHS.description) : undefined,
  ),
};

export const associationRegistrationRules: Record<string, FieldValidator> = {
  ...identityRules,
  name_association: required(MESSAGES.nameAssociationRequired),
  RNA_code: compose(required(MESSAGES.rnaRequired), matches(RNA_CODE_PATTERN, MESSAGES.rnaFormat)),
};

export const familyRegistrationRules: Record<string, FieldValidator> = {
  ...identityRules,
  houseType: required(MESSAGES.houseTypeRequired),
  owned_animals: required(MESSAGES.ownedAnimalsRequired),
};

export type ValidationErrors = Record<string, string>;

/** Applies a rule set to a whole form; returns only the fields in error (empty object when valid). */
export function validateWith(rules: Record<string, FieldValidator>, values: Record<string, unknown>): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const [field, validate] of Object.entries(rules)) {
    const message = validate(values[field], values);
    if (message) errors[field] = message;
  }
  return errors;
}

export const validateAssociationRegistration = (values: Record<string, unknown>) =>
  validateWith(associationRegistrationRules, values);
export const validateFamilyRegistration = (values: Record<string, unknown>) =>
  validateWith(familyRegistrationRules, values);

export const FAMILY_REGISTRATION_DEFAULTS = { houseType: '1', garden: false, owned_animals: '0' } as const;

/** Message for a text longer than the server accepts. */
export const tooLongMessage = (field: string, max: number) =>
  `Le champ ${field} ne doit pas dépasser ${max} caractères`;
