import * as z from 'zod/mini';
import {
  SAVED_SEARCH_FILTERS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCH_NAME_MAX,
} from '../saved-searches';
import { speciesQueryField } from './animals';
import { oneOf, text } from './fields';
import { animalFilterFields } from './matching';

/**
 * A saved search's filters: the very fields of GET /api/animals (species and the catalogue's filters, their French
 * messages included), without paging, sorting or `available` (an alert is only ever about animals to foster). The
 * values are the query string's; a JSON number (radius_km: 30) is read as its digits.
 */
export const savedSearchQuerySchema = z.pipe(
  z.transform((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    const strings: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw as Record<string, unknown>))
      strings[key] = typeof value === 'number' ? String(value) : value;
    return strings;
  }),
  z.object(
    {
      species: speciesQueryField,
      sex: animalFilterFields.sex,
      age: animalFilterFields.age,
      size: animalFilterFields.size,
      good_with: animalFilterFields.good_with,
      department: animalFilterFields.department,
      near: animalFilterFields.near,
      radius_km: animalFilterFields.radius_km,
    },
    { error: M.query },
  ),
);

const savedSearchFields = {
  name: text({ required: M.nameRequired }, { label: 'nom de la recherche', max: SAVED_SEARCH_NAME_MAX }),
  frequency: oneOf({ required: M.frequency }, SAVED_SEARCH_FREQUENCIES, M.frequency),
};

/** POST /api/me/saved-searches. */
export const savedSearchCreateSchema = z.object({ ...savedSearchFields, query: savedSearchQuerySchema });
/** PUT /api/me/saved-searches/{id}: rename, change the frequency, or the filters; what is left out stays. */
export const savedSearchUpdateSchema = z.object({
  name: z.optional(savedSearchFields.name),
  frequency: z.optional(savedSearchFields.frequency),
  query: z.optional(savedSearchQuerySchema),
});

export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;
export type SavedSearchCreateInput = z.output<typeof savedSearchCreateSchema>;
export type SavedSearchUpdateInput = z.output<typeof savedSearchUpdateSchema>;
/** Keys the saved filters may hold, for the stored query string. */
export const savedSearchFilterKeys = SAVED_SEARCH_FILTERS;
