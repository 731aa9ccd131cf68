import * as z from 'zod/mini';
import {
  ANIMAL_IDENTITY_MESSAGES as M,
  IDENTIFICATION_NUMBER_MAX,
  identificationNumberFits,
  isIdentificationNumber,
  normalizeIdentificationNumber,
} from '../animal-identification';
import { ANIMAL_IDENTIFICATION_TYPES, type AnimalIdentificationType } from '../placements';
import { parsed, text } from './fields';
import { triStateField } from './matching';

/* The animal's identification and sterilisation in its create and edit bodies (docs/product.md#animal-identification). */

/** puce or tatouage; blank or null is none. */
const identificationType = parsed<AnimalIdentificationType, string | null>(
  'nullable',
  (raw) => {
    const typed = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    return (ANIMAL_IDENTIFICATION_TYPES as readonly string[]).includes(typed)
      ? (typed as AnimalIdentificationType)
      : null;
  },
  M.typeInvalid,
  { type: 'string', enum: [...ANIMAL_IDENTIFICATION_TYPES], nullable: true },
);

/** Spaces dropped and letters upper-cased before the format rule: stored as the registry writes it. */
const identificationNumber = text('nullable', {
  label: "numéro d'identification",
  max: IDENTIFICATION_NUMBER_MAX,
  normalize: normalizeIdentificationNumber,
  checks: [z.refine<string>(isIdentificationNumber, { message: M.numberInvalid, abort: true })],
});

export const animalIdentityFields = {
  identification_type: identificationType,
  identification_number: identificationNumber,
  sterilised: triStateField(M.sterilisedInvalid),
};

type Identity = { identification_type?: AnimalIdentificationType | null; identification_number?: string | null };

/**
 * The type and the number go together: sending one sends the other (null clears both), and the number has its
 * type's format. A body with neither leaves them as they are.
 */
export const identityChecks = [
  z.refine<Identity>((body) => !body.identification_type || !!body.identification_number, {
    message: M.numberRequired,
    path: ['identification_number'],
  }),
  z.refine<Identity>((body) => !!body.identification_type || !body.identification_number, {
    message: M.typeRequired,
    path: ['identification_type'],
  }),
  z.superRefine<Identity>((body, context) => {
    const { identification_type: type, identification_number: number } = body;
    if (type && number && !identificationNumberFits(type, number))
      context.addIssue({
        code: 'custom',
        message: M.numberFormat[type],
        path: ['identification_number'],
        input: number,
      });
  }),
];
