import * as z from 'zod/mini';
import { ACTIVITY_PAGE_MAX } from '../activity';
import { parsed } from './fields';

/** A query parameter written as digits only, between min and max (the activity log's and the audit log's paging). */
export const digits = (min: number, max: number, message: string) =>
  parsed<number, string>(
    'optional',
    (raw) =>
      typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : null,
    message,
    { type: 'integer', minimum: min, maximum: max },
  );

/**
 * GET /api/associations/:id/activity (docs/product.md#association-team): paging, newest first, and the screen's two
 * filters, the member who wrote (user_id) and the animal written (animal_id).
 */
export const activityQuerySchema = z.object({
  limit: digits(1, ACTIVITY_PAGE_MAX, `Le paramètre limit doit être un entier entre 1 et ${ACTIVITY_PAGE_MAX}`),
  offset: digits(0, 1_000_000_000, 'Le paramètre offset doit être un entier positif'),
  user_id: digits(1, 999_999_999, 'Le paramètre user_id doit être un identifiant de membre'),
  animal_id: digits(1, 999_999_999, "Le paramètre animal_id doit être un identifiant d'animal"),
});

export type ActivityQuery = z.output<typeof activityQuerySchema>;
