import * as z from 'zod/mini';
import { REQUEST_STATUS } from '../enums';
import { API_MESSAGES } from '../messages';
import { MAX_LENGTHS } from '../validation';
import { integer, oneOf, text } from './fields';

/* The bodies of the docs/product.md#calls foster-request routes (all declared by the API's RequestsController). */

/** Ids the token decides (family, association) may be sent; a different one is refused by the service (403). */
const id = (label: string) => integer('optional', { label, min: 1 });
const animalId = integer({ required: API_MESSAGES.requiredField('animal_id') }, { label: 'animal_id', min: 1 });
const requestId = integer({ required: API_MESSAGES.requiredField('id') }, { label: 'id', min: 1 });
const motivation = text('nullable', { label: 'motivation', max: MAX_LENGTHS.motivation });

export const createRequestSchema = z.object({
  animal_id: animalId,
  family_id: id('family_id'),
  association_id: id('association_id'),
  motivation,
});

export const checkRequestSchema = z.object({
  animal_id: animalId,
  family_id: id('family_id'),
});

export const decisionSchema = z.object({
  id: requestId,
  status: oneOf(
    { required: API_MESSAGES.invalidStatus },
    [REQUEST_STATUS.approved, REQUEST_STATUS.refused],
    API_MESSAGES.invalidStatus,
  ),
  /** Optional, with a refusal only: it reaches the family's mail and its request card (kept as typed, escaped). */
  reason: text('nullable', { label: 'motif', max: MAX_LENGTHS.refusal_reason }),
});

export const motivationSchema = z.object({
  id: requestId,
  motivation,
});

// Référent of a request (docs/product.md#association-team)
/** The member who follows the request; null (sent as such) leaves the request without référent. */
export const referentSchema = z.object({
  user_id: z.nullable(
    integer(
      { required: API_MESSAGES.referentRequired },
      { label: 'user_id', min: 1, message: API_MESSAGES.referentInvalid },
    ),
  ),
});

export type CreateRequestInput = z.output<typeof createRequestSchema>;
export type CheckRequestInput = z.output<typeof checkRequestSchema>;
export type DecisionInput = z.output<typeof decisionSchema>;
export type MotivationInput = z.output<typeof motivationSchema>;
export type ReferentInput = z.output<typeof referentSchema>;
