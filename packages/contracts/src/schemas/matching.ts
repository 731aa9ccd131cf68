import * as z from 'zod/mini';
import { HOUSING_TYPES, SPECIES } from '../enums';
import {
  AGE_GROUPS,
  DECLINE_REASON_MAX_LENGTH,
  ANIMAL_SIZES,
  DEPARTMENT_PATTERN,
  FAMILY_SEARCH_PAGE_MAX,
  FOSTER_CAPACITY_MAX,
  GOOD_WITH,
  MATCHING_MESSAGES as M,
  NEAR_RADIUS_MAX_KM,
  type GoodWith,
} from '../matching';
import { MAX_LENGTHS, ZIP_CODE_PATTERN } from '../validation';
import { day, flag, integer, oneOf, parsed, text } from './fields';

/* Matching (docs/matching.md): the matching filters (GET /api/animals, GET /api/families/search), the foster profile, invitations. */

const digitsIn = (min: number, max: number) => (raw: unknown) =>
  typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) && Number(raw) >= min && Number(raw) <= max
    ? Number(raw)
    : null;

/** A query word among `values`, written exactly (after trimming). */
const word = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  oneOf('optional', values, message);

/** true or false as a query writes it; `false` means "no filter" where the filter only narrows (available). */
export const queryFlag = (message: string) =>
  parsed<boolean, string>(
    'optional',
    (raw) => (raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : null),
    message,
    { type: 'string', enum: ['true', 'false'] },
  );

export const departmentParam = parsed<string, string>(
  'optional',
  (raw) => {
    const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    return DEPARTMENT_PATTERN.test(value) ? value : null;
  },
  M.department,
  { type: 'string', example: '2A' },
);

const near = {
  near: parsed<string, string>(
    'optional',
    (raw) => (typeof raw === 'string' && ZIP_CODE_PATTERN.test(raw.trim()) ? raw.trim() : null),
    M.near,
    { type: 'string', description: 'a French postal code', example: '14000' },
  ),
  radius_km: parsed<number, string>('optional', digitsIn(1, NEAR_RADIUS_MAX_KM), M.radius, {
    type: 'integer',
    minimum: 1,
    maximum: NEAR_RADIUS_MAX_KM,
    default: 50,
  }),
};

function readGoodWith(raw: unknown): GoodWith[] | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.split(',').map((part) => part.trim().toLowerCase());
  if (!parts.length || parts.some((part) => !(GOOD_WITH as readonly string[]).includes(part))) return null;
  return [...new Set(parts)] as GoodWith[];
}

/** The catalogue's filters, added to the species filter and paging of animalListQuerySchema. */
export const animalFilterFields = {
  sex: word(['mâle', 'femelle'], M.sex),
  age: word(AGE_GROUPS, M.age),
  size: word(ANIMAL_SIZES, M.size),
  good_with: parsed<GoodWith[], string>('optional', readGoodWith, M.goodWith, {
    type: 'string',
    description: 'comma-separated: children, cats, dogs',
    example: 'children,cats',
  }),
  department: departmentParam,
  ...near,
  // urgent: the urgent animals first (the home page), then by id.
  sort: word(['distance', 'urgent'], M.sort),
  available: queryFlag(M.available),
};

/** sort=distance has nothing to measure from without near. */
export const sortNeedsNear = z.refine<{ sort?: unknown; near?: unknown }>(
  (query) => query.sort !== 'distance' || query.near !== undefined,
  { message: M.sortNeedsNear, path: ['sort'] },
);

/** 'Chien', 'chiens', '1'... */
export function readSpeciesId(raw: unknown): number | null {
  if (typeof raw === 'number') return SPECIES.some((s) => s.id === raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const value = raw.trim().toLowerCase();
  const species = SPECIES.find(
    (candidate) =>
      candidate.name.toLowerCase() === value ||
      candidate.plural.toLowerCase() === value ||
      String(candidate.id) === value,
  );
  return species ? species.id : null;
}

const page = (label: string, min: number, max: number) =>
  parsed<number, string>(
    'optional',
    digitsIn(min, max),
    `Le paramètre ${label} doit être un entier entre ${min} et ${max}`,
    {
      type: 'integer',
      minimum: min,
      maximum: max,
    },
  );

/** GET /api/families/search (associations only). */
export const familySearchQuerySchema = z.object({
  species: parsed<number, string>('optional', readSpeciesId, M.species, {
    type: 'string',
    enum: SPECIES.map((s) => s.name),
  }),
  department: departmentParam,
  ...near,
  housing: parsed<number, string>('optional', digitsIn(1, HOUSING_TYPES.length), M.housing, {
    type: 'integer',
    minimum: 1,
    maximum: HOUSING_TYPES.length,
  }),
  garden: queryFlag(M.garden),
  available_on: day('optional', { message: M.availableOn }),
  children: queryFlag(M.children),
  limit: page('limit', 1, FAMILY_SEARCH_PAGE_MAX),
  offset: z.optional(
    parsed<number, string>(
      'optional',
      (raw) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null),
      'Le paramètre offset doit être un entier positif',
      { type: 'integer', minimum: 0 },
    ),
  ),
});

/** A size, or blank/null to clear it (the edit form's "Non précisée"). */
export const sizeField = parsed<(typeof ANIMAL_SIZES)[number], string | null>(
  'nullable',
  (raw) =>
    (typeof raw === 'string' && (ANIMAL_SIZES as readonly string[]).includes(raw.trim()) ? raw.trim() : null) as
      (typeof ANIMAL_SIZES)[number] | null,
  M.animalSize,
  { type: 'string', enum: [...ANIMAL_SIZES], nullable: true },
);

const UNKNOWN_WORDS = ['unknown', 'inconnu', 'null'];
/** true, false, or null (blank, 'inconnu'): unknown is not "no". `message` for anything else. */
export const triStateField = (message: string) =>
  z.optional(
    z.pipe(
      z.transform((raw: unknown) =>
        typeof raw === 'string' && UNKNOWN_WORDS.includes(raw.trim().toLowerCase()) ? null : raw,
      ),
      parsed<boolean, string | boolean | null>(
        'nullable',
        (raw) =>
          (raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : null) as boolean | null,
        message,
        { type: 'boolean', nullable: true },
      ),
    ),
  );

export const goodWithField = (label: string) => triStateField(M.goodWithValue(label));

export const animalMatchingFields = {
  size: sizeField,
  good_with_children: goodWithField('good_with_children'),
  good_with_cats: goodWithField('good_with_cats'),
  good_with_dogs: goodWithField('good_with_dogs'),
};

function readSpeciesList(raw: unknown): number[] | null {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',').filter((s) => s.trim()) : null;
  if (!items) return null;
  const ids = items.map(readSpeciesId);
  if (ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])].sort();
}

const availabilityDay = { message: M.availabilityDate };

/** The foster profile, part of the family edit body; blank dates clear them (no limit). */
export const fosterProfileFields = {
  foster_species: z.optional(
    z.pipe(
      // An empty list is a choice (no species ticked), not "unchanged".
      z.transform((raw: unknown) => (Array.isArray(raw) && raw.length === 0 ? 'none' : raw)),
      parsed<number[], string | (string | number)[]>(
        'optional',
        (raw) => (raw === 'none' ? [] : readSpeciesList(raw)),
        M.fosterSpecies,
        { type: 'array', items: { type: 'string', enum: SPECIES.map((s) => s.name) } },
      ),
    ),
  ),
  available_from: day('nullable', availabilityDay),
  available_until: day('nullable', availabilityDay),
  capacity: integer('optional', { label: 'capacity', min: 1, max: FOSTER_CAPACITY_MAX, message: M.capacity }),
  children_at_home: flag('children_at_home'),
  visible: flag('visible'),
  // 'Recevoir les appels urgents' (docs/product.md#urgent-appeals), on unless the family turns it off.
  accepts_urgent_appeals: flag('accepts_urgent_appeals'),
};

export const availabilityInOrder = z.refine<{ available_from?: unknown; available_until?: unknown }>(
  (body) =>
    typeof body.available_from !== 'string' ||
    typeof body.available_until !== 'string' ||
    body.available_from <= body.available_until,
  { message: M.availabilityOrder, path: ['available_until'] },
);

/** POST /api/invitations: the association comes from the token. */
export const createInvitationSchema = z.object({
  family_id: integer({ required: 'Le champ family_id est requis' }, { label: 'family_id', min: 1 }),
  animal_id: integer({ required: 'Le champ animal_id est requis' }, { label: 'animal_id', min: 1 }),
  message: text({ required: M.messageRequired }, { label: 'message', max: MAX_LENGTHS.motivation }),
});

/** POST /api/invitations/{id}/decline: the family may say why; the association reads it. */
export const declineInvitationSchema = z.object({
  reason: text('nullable', { label: 'reason', max: DECLINE_REASON_MAX_LENGTH }),
});

export type FamilySearchQuery = z.output<typeof familySearchQuerySchema>;
export type InvitationCreateInput = z.output<typeof createInvitationSchema>;
export type InvitationDeclineInput = z.output<typeof declineInvitationSchema>;
