import * as z from 'zod/mini';
import { MATCHING_MESSAGES as M } from '../matching';
import { PUBLIC_ANIMALS_PAGE_DEFAULT, PUBLIC_ANIMALS_PAGE_MAX } from '../public-api';
import { parsed } from './fields';
import { queryFlag, readSpeciesId } from './matching';

/* The public API's queries (docs/public-api.md). */

const whole = (label: string, min: number, max: number, extra: Record<string, unknown> = {}) =>
  parsed<number, string>(
    'optional',
    (raw) =>
      typeof raw === 'string' && /^\d{1,10}$/.test(raw) && Number(raw) >= min && Number(raw) <= max
        ? Number(raw)
        : null,
    `Le paramètre ${label} doit être un entier entre ${min} et ${max}`,
    { type: 'integer', minimum: min, maximum: max, ...extra },
  );

/** GET /api/public/v1/animals. */
export const publicAnimalListQuerySchema = z.object({
  association_id: whole('association_id', 1, 2_147_483_647),
  species: parsed<number, string>('optional', readSpeciesId, M.species, {
    type: 'string',
    description: 'Chien, Chat, Lapin (or their plural or id)',
  }),
  urgent: queryFlag('Le paramètre urgent doit être true ou false'),
  available: queryFlag(M.available),
  limit: whole('limit', 1, PUBLIC_ANIMALS_PAGE_MAX, { default: PUBLIC_ANIMALS_PAGE_DEFAULT }),
  offset: whole('offset', 0, 1_000_000_000, { default: 0 }),
});

export type PublicAnimalListQuery = z.output<typeof publicAnimalListQuerySchema>;
