import * as z from 'zod/mini';
import { HOUSING_TYPES, parseOwnedAnimals } from '../enums';
import { API_MESSAGES } from '../messages';
import {
  EMAIL_PATTERN,
  MAX_LENGTHS,
  MESSAGES,
  normalizePhone,
  PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
  RNA_CODE_PATTERN,
  ZIP_CODE_PATTERN,
} from '../validation';
import { flag, image, parsed, text, type Field, type OptionalField, type TextOptions } from './fields';
import { availabilityInOrder, fosterProfileFields } from './matching';

/*
 * The account bodies (docs/product.md#entities and #validation): registration of both roles, their profile edits and the login. The registration
 * forms validate with these schemas and the API's pipe parses with them; `role` is not read (the route decides it).
 */

/** A text field (docs/product.md#validation): its rules, and the message when it is missing where it is required. */
type TextRule = TextOptions & { required: string };

const rule = (label: string, required: string, options: Omit<TextOptions, 'label'> = {}): TextRule => ({
  label,
  required,
  max: (MAX_LENGTHS as Record<string, number>)[label],
  ...options,
});

const NAME_RULES = {
  lastname: rule('lastname', MESSAGES.lastnameRequired, { checks: [z.minLength(2, MESSAGES.lastnameMin)] }),
  firstname: rule('firstname', MESSAGES.firstnameRequired, { checks: [z.minLength(2, MESSAGES.firstnameMin)] }),
};

const PROFILE_RULES = {
  address: rule('address', MESSAGES.addressRequired),
  city: rule('city', MESSAGES.cityRequired),
  zip_code: rule('zip_code', MESSAGES.zipCodeRequired, {
    max: 5,
    checks: [z.regex(ZIP_CODE_PATTERN, MESSAGES.zipCodeFormat)],
  }),
  phone_number: rule('phone_number', MESSAGES.phoneRequired, {
    max: 10,
    normalize: normalizePhone,
    checks: [z.regex(PHONE_NUMBER_PATTERN, MESSAGES.phoneFormat)],
  }),
  description: rule('description', MESSAGES.descriptionRequired),
};

const ASSOCIATION_RULES = {
  name_association: rule('name_association', MESSAGES.nameAssociationRequired),
  RNA_code: rule('RNA_code', MESSAGES.rnaRequired, {
    max: 10,
    checks: [z.regex(RNA_CODE_PATTERN, MESSAGES.rnaFormat)],
  }),
};

/** Every rule of a group as required fields (registration). */
function requiredFields<K extends string>(rules: Record<K, TextRule>): Record<K, Field<string>> {
  const entries = Object.entries<TextRule>(rules).map(([key, options]) => [
    key,
    text({ required: options.required }, options),
  ]);
  return Object.fromEntries(entries) as Record<K, Field<string>>;
}

/** Every rule of a group as optional fields: the edit screens send untouched fields blank, which keeps the value. */
function editableFields<K extends string>(rules: Record<K, TextRule>): Record<K, OptionalField<string>> {
  const entries = Object.entries<TextRule>(rules).map(([key, options]) => [key, text('optional', options)]);
  return Object.fromEntries(entries) as Record<K, OptionalField<string>>;
}

/** The password rule (docs/product.md#validation); `extra` adds the checks of a password being chosen (the common-password list). */
export function choosePassword(extra: z.core.$ZodCheck<string>[] = []): Field<string> {
  return text(
    { required: MESSAGES.passwordRequired },
    {
      label: 'password',
      max: MAX_LENGTHS.password,
      keepSpaces: true,
      checks: [z.regex(PASSWORD_PATTERN, MESSAGES.passwordWeak), ...extra],
    },
  );
}

/** An e-mail address someone gives as theirs (docs/product.md#validation). */
export const email = text(
  { required: MESSAGES.emailRequired },
  { label: 'email', max: MAX_LENGTHS.email, checks: [z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid)] },
);

/** The confirmation repeats the password exactly (checked once both fields are read). */
export const confirmationMatches = z.refine<{ password?: unknown; confirmPassword?: unknown }>(
  (body) => body.confirmPassword === undefined || body.confirmPassword === body.password,
  {
    message: MESSAGES.confirmPasswordMismatch,
    path: ['confirmPassword'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  },
);

/** The repeated password, compared by `confirmationMatches` once both are read. */
export const confirmPassword = text(
  { required: MESSAGES.confirmPasswordRequired },
  { label: 'confirmPassword', keepSpaces: true },
);

/** Name, e-mail and the chosen password with its confirmation, in the order of the registration forms. */
function credentials(password: Field<string>) {
  return { ...nameFields(), email, password, confirmPassword };
}

/** Last and first name with their validation rules (docs/product.md#validation) (registration and 'Mon compte'). */
export function nameFields() {
  return requiredFields(NAME_RULES);
}

export function associationRegistration(password: Field<string> = choosePassword()) {
  return z
    .object({
      ...credentials(password),
      ...requiredFields(PROFILE_RULES),
      ...requiredFields(ASSOCIATION_RULES),
      url_image: image(),
    })
    .check(confirmationMatches);
}

/** A housing type id, as a number or the string a select sends. */
function readHousingType(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : NaN;
  return HOUSING_TYPES.some((type) => type.id === id) ? id : null;
}
const HOUSING_DOC = { type: 'integer', enum: HOUSING_TYPES.map((type) => type.id) };
const OWNED_ANIMALS_DOC = { type: 'string', enum: ['0', '1', '2', '3', '4', '5+'], description: 'or an integer 0..5' };

export function familyRegistration(password: Field<string> = choosePassword()) {
  return z
    .object({
      ...credentials(password),
      ...requiredFields(PROFILE_RULES),
      houseType: parsed<number, string | number>(
        { required: MESSAGES.houseTypeRequired },
        readHousingType,
        API_MESSAGES.invalidField('houseType'),
        HOUSING_DOC,
      ),
      owned_animals: parsed<number, string | number>(
        { required: MESSAGES.ownedAnimalsRequired },
        parseOwnedAnimals,
        API_MESSAGES.invalidField('owned_animals'),
        OWNED_ANIMALS_DOC,
      ),
      garden: flag('garden'),
      url_image: image(),
      // 'Je souhaite être visible des associations', offered at sign-up too (off unless ticked).
      visible: flag('visible'),
    })
    .check(confirmationMatches);
}

/** The schemas the registration forms validate with (the API adds the common-password list to the password). */
export const associationRegistrationSchema = associationRegistration();
export const familyRegistrationSchema = familyRegistration();

/** Edit screens (docs/product.md#screens): only filled-in fields change; those given must still follow docs/product.md#validation. */
export const associationUpdateSchema = z.object({
  ...editableFields(NAME_RULES),
  ...editableFields(PROFILE_RULES),
  ...editableFields(ASSOCIATION_RULES),
  url_image: image(),
  // The mail work (docs/mail.md): 'Recevoir les notifications par e-mail'.
  notifications_enabled: flag('notifications_enabled'),
});

/** The family edit form sends housing_type_id (docs/product.md#entities); houseType is accepted as its registration name. */
export const familyUpdateSchema = z
  .object({
    ...editableFields(NAME_RULES),
    ...editableFields(PROFILE_RULES),
    housing_type_id: parsed<number, string | number>(
      'optional',
      readHousingType,
      API_MESSAGES.invalidField('housing_type_id'),
      HOUSING_DOC,
    ),
    houseType: parsed<number, string | number>(
      'optional',
      readHousingType,
      API_MESSAGES.invalidField('houseType'),
      HOUSING_DOC,
    ),
    owned_animals: parsed<number, string | number>(
      'optional',
      parseOwnedAnimals,
      API_MESSAGES.invalidField('owned_animals'),
      OWNED_ANIMALS_DOC,
    ),
    garden: flag('garden'),
    url_image: image(),
    // The mail work (docs/mail.md): 'Recevoir les notifications par e-mail'.
    notifications_enabled: flag('notifications_enabled'),
    ...fosterProfileFields,
  })
  .check(availabilityInOrder);

/** Login has no validation rule (docs/product.md#validation); types and lengths are still checked, and the password is verified exactly as typed. */
export const loginSchema = z.object({
  email: text({ required: MESSAGES.emailRequired }, { label: 'email', max: MAX_LENGTHS.email }),
  password: text(
    { required: MESSAGES.passwordRequired },
    { label: 'password', max: MAX_LENGTHS.password, keepSpaces: true },
  ),
});

export type AssociationRegistrationInput = z.output<typeof associationRegistrationSchema>;
export type FamilyRegistrationInput = z.output<typeof familyRegistrationSchema>;
export type AssociationUpdateInput = z.output<typeof associationUpdateSchema>;
export type FamilyUpdateInput = z.output<typeof familyUpdateSchema>;
export type LoginInput = z.output<typeof loginSchema>;
/** What the registration forms send. */
export type AssociationRegistrationBody = z.input<typeof associationRegistrationSchema> & { role: 'association' };
export type FamilyRegistrationBody = z.input<typeof familyRegistrationSchema> & { role: 'family' };
