import * as z from 'zod/mini';
import { dayInParis } from '../matching';
import { EXPENSE_CATEGORIES, EXPENSE_DECISIONS, EXPENSE_LIMITS, EXPENSE_MESSAGES as E } from '../expenses';
import { VET_AUTHORISATION_LIMITS, VET_AUTHORISATION_MESSAGES as V } from '../vet-authorisations';
import { daysBetween } from './placements';
import { day, oneOf, parsed, text } from './fields';

/* Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses). Days count in Europe/Paris. */

const AMOUNT = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** Euros as a JSON number or the text a form sends ('12,50'): more than 0, at most `max`, two decimals at most. */
function euros(presence: { required: string }, max: number, message: string) {
  return parsed<number, number | string>(
    presence,
    (raw) => {
      const written = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw;
      if (typeof written !== 'string' || !AMOUNT.test(written.trim())) return null;
      const value = Number(written.trim().replace(',', '.'));
      return value > 0 && value <= max ? value : null;
    },
    message,
    { type: 'number', exclusiveMinimum: 0, maximum: max, multipleOf: 0.01 },
  );
}

/** POST /api/placements/{id}/vet-authorisations (the association). */
export const vetAuthorisationSchema = z.object({
  reason: text({ required: V.reasonRequired }, { label: 'motif', max: VET_AUTHORISATION_LIMITS.reasonMax }),
  max_amount_eur: euros({ required: V.amountInvalid }, VET_AUTHORISATION_LIMITS.maxAmountEur, V.amountInvalid),
  valid_until: z.pipe(
    day({ required: V.validUntilRequired }, { message: V.validUntilInvalid }),
    z.string().check(
      z.refine((until) => {
        const days = daysBetween(dayInParis(), until);
        return days >= 0 && days <= VET_AUTHORISATION_LIMITS.validityDaysMax;
      }, V.validUntilInvalid),
    ),
  ),
  vet_name: text('nullable', { label: 'vétérinaire', max: VET_AUTHORISATION_LIMITS.vetNameMax }),
});

/** A receipt as a data URL (its bytes are checked by the API: an image or a PDF, 5 MB at most). */
const receipt = z.string({
  error: (issue) => (issue.input === undefined || issue.input === null ? E.receiptRequired : E.receiptInvalid),
});

/** POST /api/placements/{id}/expenses (the family). */
export const expenseSchema = z.object({
  date: day({ required: E.dateRequired }, { message: E.dateInvalid, latest: () => dayInParis() }),
  category: oneOf({ required: E.categoryInvalid }, EXPENSE_CATEGORIES, E.categoryInvalid),
  amount_eur: euros({ required: E.amountInvalid }, EXPENSE_LIMITS.amountMaxEur, E.amountInvalid),
  receipt: z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw)),
    receipt,
  ),
  note: text('nullable', { label: 'note', max: EXPENSE_LIMITS.noteMax }),
});

/** PUT /api/expenses/{id} (the association). */
export const expenseDecisionSchema = z.object({
  status: oneOf({ required: E.statusInvalid }, EXPENSE_DECISIONS, E.statusInvalid),
  reason: text('nullable', { label: 'motif', max: EXPENSE_LIMITS.reasonMax }),
});

/** GET /api/expenses/{id}/receipt: the link's token decides who asks (a missing one is refused by the API, 403). */
export const receiptQuerySchema = z.object({
  token: z.optional(z.string()),
});

/** GET /api/associations/{id}/expenses.csv: the period, on the expenses' dates. */
export const expensesCsvQuerySchema = z
  .object({
    from: day({ required: E.periodInvalid }, { message: E.periodInvalid }),
    to: day({ required: E.periodInvalid }, { message: E.periodInvalid }),
  })
  .check(z.refine((query) => query.from <= query.to, { message: E.periodInvalid, path: ['to'] }));

export type VetAuthorisationInput = z.output<typeof vetAuthorisationSchema>;
export type ExpenseInput = z.output<typeof expenseSchema>;
export type ExpenseDecisionInput = z.output<typeof expenseDecisionSchema>;
export type ReceiptQuery = z.output<typeof receiptQuerySchema>;
export type ExpensesCsvQuery = z.output<typeof expensesCsvQuerySchema>;
