import * as z from 'zod/mini';
import {
  CARE_DUE_LIMITS,
  HEALTH_LIMITS as LIMITS,
  HEALTH_MESSAGES as M,
  HEALTH_TEST_RESULTS,
  type HealthEntryType,
} from '../health';
import { day, oneOf, parsed, text } from './fields';

/*
 * The health record's bodies (docs/product.md#health-record): one object per entry type, told apart by `type`. Which
 * dates may lie in the future is the API's rule (it reads today from its clock); the schemas read the values.
 */

const typeOf = <const T extends HealthEntryType>(type: T) => z.literal(type, { error: M.typeInvalid });
const careDate = day({ required: M.dateRequired }, { message: M.dateInvalid });
const requiredNextDue = day({ required: M.nextDueRequired }, { message: M.nextDueInvalid });
const optionalNextDue = day('nullable', { message: M.nextDueInvalid });

const named = (required: string, label: string) => text({ required }, { label, max: LIMITS.nameMax });

/** A next due date comes after the care it follows. */
const nextDueAfterDate = z.refine<{ date: string; next_due?: string | null }>(
  (body) => typeof body.next_due !== 'string' || body.next_due > body.date,
  { message: M.nextDueBeforeDate, path: ['next_due'] },
);

const KG = /^\d{1,3}(?:[.,]\d{1,3})?$/;
/** Kilograms as a JSON number or as typed ('3,25'), from 0.05 to 120. */
const kilograms = parsed<number, number | string>(
  { required: M.kgInvalid },
  (raw) => {
    const value =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && KG.test(raw.trim())
          ? Number(raw.trim().replace(',', '.'))
          : NaN;
    return Number.isFinite(value) && value >= LIMITS.kgMin && value <= LIMITS.kgMax ? value : null;
  },
  M.kgInvalid,
  { type: 'number', minimum: LIMITS.kgMin, maximum: LIMITS.kgMax },
);

export const vaccinationEntrySchema = z
  .object({
    type: typeOf('vaccination'),
    name: named(M.vaccineRequired, 'nom du vaccin'),
    date: careDate,
    next_due: optionalNextDue,
  })
  .check(nextDueAfterDate);

export const antiparasiticEntrySchema = z
  .object({
    type: typeOf('antiparasitaire'),
    product: text({ required: M.productRequired }, { label: 'produit', max: LIMITS.productMax }),
    date: careDate,
    next_due: requiredNextDue,
  })
  .check(nextDueAfterDate);

export const dewormingEntrySchema = z
  .object({
    type: typeOf('vermifuge'),
    product: text({ required: M.productRequired }, { label: 'produit', max: LIMITS.productMax }),
    date: careDate,
    next_due: requiredNextDue,
  })
  .check(nextDueAfterDate);

export const testEntrySchema = z.object({
  type: typeOf('test'),
  name: named(M.testNameRequired, 'nom du test'),
  result: oneOf({ required: M.resultInvalid }, HEALTH_TEST_RESULTS, M.resultInvalid),
  date: careDate,
});

export const sterilisationEntrySchema = z.object({ type: typeOf('sterilisation'), date: careDate });

export const visitEntrySchema = z.object({
  type: typeOf('visite'),
  date: careDate,
  vet: text({ required: M.vetRequired }, { label: 'vétérinaire', max: LIMITS.vetMax }),
  note: text({ required: M.noteRequired }, { label: 'note', max: LIMITS.noteMax }),
});

export const weightEntrySchema = z.object({ type: typeOf('poids'), date: careDate, kg: kilograms });

export const treatmentEntrySchema = z
  .object({
    type: typeOf('traitement'),
    name: named(M.treatmentRequired, 'nom du traitement'),
    from: day({ required: M.fromRequired }, { message: M.fromInvalid }),
    to: day({ required: M.toRequired }, { message: M.toInvalid }),
    dosage: text({ required: M.dosageRequired }, { label: 'posologie', max: LIMITS.dosageMax }),
  })
  .check(z.refine((body) => body.to >= body.from, { message: M.toBeforeFrom, path: ['to'] }));

/** Each type's body, for the form of that type. */
export const HEALTH_ENTRY_SCHEMAS = {
  vaccination: vaccinationEntrySchema,
  antiparasitaire: antiparasiticEntrySchema,
  vermifuge: dewormingEntrySchema,
  test: testEntrySchema,
  sterilisation: sterilisationEntrySchema,
  visite: visitEntrySchema,
  poids: weightEntrySchema,
  traitement: treatmentEntrySchema,
} as const satisfies Record<HealthEntryType, z.ZodMiniType>;

/** POST /api/animals/{id}/health and PUT /api/health/{entryId}: an entry of one of the types. */
export const healthEntrySchema = z.discriminatedUnion(
  'type',
  [
    vaccinationEntrySchema,
    antiparasiticEntrySchema,
    dewormingEntrySchema,
    testEntrySchema,
    sterilisationEntrySchema,
    visitEntrySchema,
    weightEntrySchema,
    treatmentEntrySchema,
  ],
  { error: M.typeInvalid },
);

export type HealthEntryInput = z.output<typeof healthEntrySchema>;

/** GET /api/associations/{id}/care-due: the window in days (default 14). */
export const careDueQuerySchema = z.object({
  within_days: parsed<number, string>(
    'optional',
    (raw) =>
      typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) && Number(raw) <= CARE_DUE_LIMITS.withinDaysMax
        ? Number(raw)
        : null,
    M.withinDaysInvalid,
    { type: 'integer', minimum: 0, maximum: CARE_DUE_LIMITS.withinDaysMax },
  ),
});

export type CareDueQuery = z.output<typeof careDueQuerySchema>;
