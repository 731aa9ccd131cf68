import * as z from 'zod/mini';
import {
  PLACEMENT_COST_BEARERS,
  PLACEMENT_END_OUTCOMES,
  PLACEMENT_LIMITS,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_STATUS_VALUES,
  PLACEMENTS_REGISTER_FORMATS,
} from '../placements';
import { day, flag, integer, oneOf, parsed, text } from './fields';

/* The placement's bodies and queries (docs/product.md#placements). Rules that need today's date or the placement
 * (start within a year, notice, 7 days after the certificate) are the API's: the schemas read the values. */

const costBearer = oneOf({ required: M.costInvalid }, PLACEMENT_COST_BEARERS, M.costInvalid);

/** Each kind of cost names who pays it; a missing one keeps the default (the association). */
const costs = z.optional(
  z.object({
    veterinary: z.optional(costBearer),
    food: z.optional(costBearer),
    supplies: z.optional(costBearer),
  }),
);

/** PUT /api/placements/{id}/terms: the next contract version. */
export const placementTermsSchema = z
  .object({
    start_date: day({ required: M.startRequired }, { message: M.startInvalid }),
    end_date: day('nullable', { message: M.endInvalid }),
    notice_days: integer('optional', {
      label: 'notice_days',
      min: 0,
      max: PLACEMENT_LIMITS.noticeDaysMax,
      message: M.noticeInvalid,
    }),
    costs,
    special_conditions: text('nullable', {
      label: 'conditions particulières',
      max: PLACEMENT_LIMITS.specialConditionsMax,
    }),
  })
  .check(
    z.refine((body) => typeof body.end_date !== 'string' || body.end_date > body.start_date, {
      message: M.endBeforeStart,
      path: ['end_date'],
    }),
  );

/** POST /api/placements/{id}/signatures: the typed name must be the signer's own (checked by the API). */
export const placementSignatureSchema = z.object({
  full_name: text({ required: M.fullNameRequired }, { label: 'full_name', max: PLACEMENT_LIMITS.fullNameMax }),
  accept: z.pipe(
    flag('accept'),
    z.custom<true>((value) => value === true, { message: M.acceptRequired }),
  ),
});

const requiredDay = day({ required: M.dateRequired }, { message: M.dateInvalid });

/** POST /api/placements/{id}/start. */
export const placementStartSchema = z.object({ date: requiredDay });

/** POST /api/placements/{id}/end-request (the family): the notice is checked by the API. */
export const placementEndRequestSchema = z.object({
  date: requiredDay,
  reason: text('nullable', { label: 'reason', max: PLACEMENT_LIMITS.reasonMax }),
});

/** POST /api/placements/{id}/end (the association). */
export const placementEndSchema = z.object({
  date: requiredDay,
  outcome: oneOf({ required: M.outcomeRequired }, PLACEMENT_END_OUTCOMES, M.outcomeInvalid),
  note: text('nullable', { label: 'note', max: PLACEMENT_LIMITS.reasonMax }),
});

/** POST /api/placements/{id}/adoption (the association): the 7-day rule is checked here and by the API. */
export const placementAdoptionSchema = z
  .object({
    certificate_issued_on: day({ required: M.certificateDateRequired }, { message: M.certificateDateInvalid }),
    certificate_issuer: text(
      { required: M.certificateIssuerRequired },
      { label: 'certificate_issuer', max: PLACEMENT_LIMITS.fullNameMax },
    ),
    adoption_date: day({ required: M.adoptionDateRequired }, { message: M.adoptionDateInvalid }),
  })
  .check(
    z.refine(
      (body) => daysBetween(body.certificate_issued_on, body.adoption_date) >= PLACEMENT_LIMITS.adoptionCoolingDays,
      {
        message: M.adoptionTooSoon,
        path: ['adoption_date'],
      },
    ),
  );

/** Whole days from one YYYY-MM-DD to another (negative when the second is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const digitsIn = (min: number, max: number, message: string) =>
  parsed<number, string>(
    'optional',
    (raw) =>
      typeof raw === 'string' && /^\d{1,4}$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : null,
    message,
    { type: 'integer', minimum: min, maximum: max },
  );

/** GET /api/placements: the caller's own, by status, or ending within N days. */
export const placementListQuerySchema = z.object({
  status: oneOf('optional', PLACEMENT_STATUS_VALUES, M.statusInvalid),
  ending_within_days: digitsIn(0, 366, M.endingWithinInvalid),
});

/** GET /api/placements/{id}/contract.pdf: a past version by its number (the current one by default). */
export const contractQuerySchema = z.object({
  version: digitsIn(1, 9999, M.versionUnknown),
});

/** GET /api/associations/{id}/placements-register: the period and the format. */
export const placementsRegisterQuerySchema = z
  .object({
    from: day({ required: M.periodInvalid }, { message: M.periodInvalid }),
    to: day({ required: M.periodInvalid }, { message: M.periodInvalid }),
    format: oneOf('optional', PLACEMENTS_REGISTER_FORMATS, M.formatInvalid),
  })
  .check(z.refine((query) => query.from <= query.to, { message: M.periodInvalid, path: ['to'] }));

export type PlacementTermsInput = z.output<typeof placementTermsSchema>;
export type PlacementSignatureInput = z.output<typeof placementSignatureSchema>;
export type PlacementStartInput = z.output<typeof placementStartSchema>;
export type PlacementEndRequestInput = z.output<typeof placementEndRequestSchema>;
export type PlacementEndInput = z.output<typeof placementEndSchema>;
export type PlacementAdoptionInput = z.output<typeof placementAdoptionSchema>;
export type PlacementListQuery = z.output<typeof placementListQuerySchema>;
export type ContractQuery = z.output<typeof contractQuerySchema>;
export type PlacementsRegisterQuery = z.output<typeof placementsRegisterQuerySchema>;
