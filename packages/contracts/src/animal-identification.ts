import { ANIMAL_IDENTIFICATION_LABELS, ANIMAL_IDENTIFICATION_TYPES, type AnimalIdentificationType } from './placements';

/*
 * An animal's identification and sterilisation, and its adoption (docs/product.md#animal-identification): the
 * formats the API accepts, how a number is stored, and the French texts of the API, the animal form and its page.
 */

/** ISO 11784: a puce (transponder) number is 15 digits. */
const PUCE_NUMBER = /^\d{15}$/;
/** A tatouage: 3 letters then 3 digits, or 3 digits then 3 letters. */
const TATOUAGE_NUMBER = /^(?:[A-Z]{3}\d{3}|\d{3}[A-Z]{3})$/;

/** The longest number stored (a puce's 15 digits). */
export const IDENTIFICATION_NUMBER_MAX = 15;

/** As typed to as stored: '250 268 712 345 678' is '250268712345678', 'abc123' is 'ABC123'. */
export const normalizeIdentificationNumber = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** Whether a stored (normalised) number has the format of its type. */
export function identificationNumberFits(type: AnimalIdentificationType, number: string): boolean {
  return (type === 'puce' ? PUCE_NUMBER : TATOUAGE_NUMBER).test(number);
}

/** Whether a normalised number has the format of some type. */
export const isIdentificationNumber = (number: string): boolean =>
  ANIMAL_IDENTIFICATION_TYPES.some((type) => identificationNumberFits(type, number));

export const ANIMAL_IDENTITY_MESSAGES = {
  // API and form: each names its field
  typeInvalid: "Le type d'identification doit être puce ou tatouage",
  numberInvalid:
    "Le numéro d'identification doit être une puce de 15 chiffres ou un tatouage de 3 lettres et 3 chiffres",
  numberRequired: "Le numéro d'identification est requis quand un type d'identification est choisi",
  typeRequired: "Le type d'identification est requis avec un numéro d'identification",
  numberFormat: {
    puce: "Le numéro d'identification d'une puce électronique doit compter 15 chiffres",
    tatouage:
      "Le numéro d'identification d'un tatouage doit compter 3 lettres et 3 chiffres (ABC123) ou 3 chiffres et 3 lettres (123ABC)",
  } satisfies Record<AnimalIdentificationType, string>,
  sterilisedInvalid: 'Le champ stérilisé doit être true (oui), false (non) ou null (non renseigné)',
  /** A foster request for an adopted animal. */
  adopted: 'Cet animal a été adopté.',
  // The animal form and the animal page
  typeLabel: 'Identification',
  numberLabel: "Numéro d'identification",
  numberHint: 'Puce : 15 chiffres, espaces acceptés. Tatouage : 3 lettres et 3 chiffres, ou 3 chiffres et 3 lettres.',
  sterilisedLabel: 'Stérilisé',
  noIdentification: 'Aucune',
  identificationUnknown: 'Non renseignée',
  sterilisedUnknown: 'Non renseigné',
} as const;

/** The animal form's choices, in order ('' is none). */
export const IDENTIFICATION_TYPE_OPTIONS: ReadonlyArray<{ value: AnimalIdentificationType | ''; label: string }> = [
  { value: '', label: ANIMAL_IDENTITY_MESSAGES.noIdentification },
  ...ANIMAL_IDENTIFICATION_TYPES.map((type) => ({ value: type, label: ANIMAL_IDENTIFICATION_LABELS[type] })),
];

/** 'Oui' / 'Non' / 'Non renseigné' (null is not known, never "no"). */
export const sterilisedText = (value: boolean | null | undefined): string =>
  value === true ? 'Oui' : value === false ? 'Non' : ANIMAL_IDENTITY_MESSAGES.sterilisedUnknown;
