import * as z from 'zod/mini';
import { ANIMALS_PAGE_MAX, GENDERS, SPECIES } from '../enums';
import { API_MESSAGES } from '../messages';
import { MAX_LENGTHS } from '../validation';
import { animalIdentityFields, identityChecks } from './animal-identity';
import { day, image, integer, oneOf, parsed, text } from './fields';
import { videoUrlField } from './gallery';
import { animalUrgentFields, urgentFilterField } from './urgent';
import { animalFilterFields, animalMatchingFields, readSpeciesId, sortNeedsNear } from './matching';

/* The animal bodies of the association area (docs/product.md#entities) and the catalogue's list query (docs/product.md#calls). */

const speciesIds = SPECIES.map((species) => species.id);
const speciesRange = {
  label: 'species_id',
  min: Math.min(...speciesIds),
  max: Math.max(...speciesIds),
  message: API_MESSAGES.unknownSpecies,
};
/** The association comes from the token; a body that names another one is refused by the service (403). */
const ownerId = (label: string) => integer('optional', { label, min: 1 });
const today = () => new Date().toISOString().slice(0, 10);
const birthDate = { message: API_MESSAGES.invalidDate, latest: today };

export const createAnimalSchema = z
  .object({
    name: text({ required: API_MESSAGES.requiredField('nom') }, { label: 'nom', max: MAX_LENGTHS.name }),
    breed: text('nullable', { label: 'race', max: MAX_LENGTHS.breed }),
    gender: oneOf({ required: API_MESSAGES.invalidGender }, GENDERS, API_MESSAGES.invalidGender),
    date_of_birth: day({ required: API_MESSAGES.invalidDate }, birthDate),
    description: text('nullable', { label: 'description', max: MAX_LENGTHS.description }),
    url_image: image(),
    species_id: integer({ required: API_MESSAGES.unknownSpecies }, speciesRange),
    association_id: ownerId('association_id'),
    associationID: ownerId('associationID'),
    ...animalMatchingFields,
    ...animalIdentityFields,
    video_url: videoUrlField,
  })
  .check(...identityChecks);

/** Edit: every field optional; blanks keep the current value of the required ones. */
export const updateAnimalSchema = z
  .object({
    name: text('optional', { label: 'nom', max: MAX_LENGTHS.name }),
    breed: text('nullable', { label: 'race', max: MAX_LENGTHS.breed }),
    gender: oneOf('optional', GENDERS, API_MESSAGES.invalidGender),
    date_of_birth: day('optional', birthDate),
    description: text('nullable', { label: 'description', max: MAX_LENGTHS.description }),
    url_image: image(),
    species_id: integer('optional', speciesRange),
    association_id: ownerId('association_id'),
    associationID: ownerId('associationID'),
    ...animalMatchingFields,
    ...animalIdentityFields,
    video_url: videoUrlField,
    ...animalUrgentFields,
  })
  .check(...identityChecks);

/** A paging bound written as digits only. */
const bound = (label: string, min: number, max: number) =>
  parsed<number, string>(
    'optional',
    (raw) =>
      typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : null,
    API_MESSAGES.invalidField(label),
    { type: 'integer', minimum: min, maximum: max },
  );

/** GET /api/animals: the species filter and paging (docs/product.md#calls), and the matching filters (docs/matching.md). */
/** The catalogue's species filter; saved searches read it too (schemas/saved-searches.ts). */
export const speciesQueryField = z.optional(
  z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' && raw.trim().toLowerCase() === 'all' ? '' : raw)),
    parsed<number, string>('optional', readSpeciesId, API_MESSAGES.unknownSpecies, {
      type: 'string',
      description: "Chien, Chat, Lapin (or their plural or id); blank or 'all' for every species",
    }),
  ),
);

export const animalListQuerySchema = z
  .object({
    species: speciesQueryField,
    limit: bound('limit', 1, ANIMALS_PAGE_MAX),
    offset: bound('offset', 0, 1_000_000_000),
    ...animalFilterFields,
    urgent: urgentFilterField,
  })
  .check(sortNeedsNear);

export type AnimalCreateInput = z.output<typeof createAnimalSchema>;
export type AnimalUpdateInput = z.output<typeof updateAnimalSchema>;
/** What the animal form sends. */
export type AnimalBody = z.input<typeof createAnimalSchema>;
export type AnimalListQuery = z.output<typeof animalListQuerySchema>;
