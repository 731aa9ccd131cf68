import {
  NEAR_RADIUS_DEFAULT_KM,
  SAVED_SEARCH_FILTERS,
  SPECIES,
  savedSearchQueryString,
  type SavedSearch,
} from '@petfoster/contracts';
import type { SavedSearchQuery } from '@petfoster/contracts/schemas';
import type { SavedSearchRow } from '../data-model/saved-search.entity';
import { boundingBox } from '../geo/normalize';

/** A search's filters as matching reads them: the columns of saved_searches beside its query string. */
export type FilterColumns = Pick<
  SavedSearchRow,
  | 'query'
  | 'species_id'
  | 'gender'
  | 'size'
  | 'age_group'
  | 'department'
  | 'needs_children'
  | 'needs_cats'
  | 'needs_dogs'
  | 'latitude'
  | 'longitude'
  | 'radius_km'
  | 'min_lat'
  | 'max_lat'
  | 'min_lon'
  | 'max_lon'
>;

/** Without near the box is the whole earth, so that every search passes through the same box predicate. */
const EVERYWHERE = { min_lat: -90, max_lat: 90, min_lon: -360, max_lon: 360 };

/**
 * The validated filters as the catalogue's query string (what GET answers and the mails link to) and as matching's
 * columns. `centre`: near's point, which the caller found (an unknown postal code is its 400).
 */
export function filterColumns(
  query: SavedSearchQuery,
  centre: { latitude: number; longitude: number } | null,
): FilterColumns {
  const text: SavedSearch['query'] = {};
  if (query.species) text.species = SPECIES.find((species) => species.id === query.species)?.name;
  if (query.sex) text.sex = query.sex;
  if (query.age) text.age = query.age;
  if (query.size) text.size = query.size;
  if (query.good_with?.length) text.good_with = [...query.good_with].sort().join(',');
  if (query.department) text.department = query.department;
  const radius = query.near ? (query.radius_km ?? NEAR_RADIUS_DEFAULT_KM) : null;
  if (query.near) {
    text.near = query.near;
    text.radius_km = String(radius);
  }
  const box = centre && radius ? boundingBox(centre.latitude, centre.longitude, radius) : null;
  return {
    query: savedSearchQueryString(text),
    species_id: query.species ?? 0,
    gender: query.sex ?? '',
    size: query.size ?? '',
    age_group: query.age ?? '',
    department: query.department ?? '',
    needs_children: Boolean(query.good_with?.includes('children')),
    needs_cats: Boolean(query.good_with?.includes('cats')),
    needs_dogs: Boolean(query.good_with?.includes('dogs')),
    latitude: centre?.latitude ?? null,
    longitude: centre?.longitude ?? null,
    radius_km: radius,
    ...(box ? { min_lat: box.minLat, max_lat: box.maxLat, min_lon: box.minLon, max_lon: box.maxLon } : EVERYWHERE),
  };
}

/** The stored query string back as the API's `query` object. */
export function queryOf(stored: string): SavedSearch['query'] {
  const params = new URLSearchParams(stored);
  const query: SavedSearch['query'] = {};
  for (const key of SAVED_SEARCH_FILTERS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}
