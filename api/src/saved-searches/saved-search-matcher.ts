import type { EntityManager } from 'typeorm';
import { haversineKm } from '../geo/normalize';

/** What matching reads of one animal: its own filter columns and its association's place. */
export interface AnimalToMatch {
  species_id: number;
  gender: string;
  size: string | null;
  /** A string on SQLite, a Date at UTC midnight on MariaDB (the connection's timezone is Z). */
  date_of_birth: string | Date;
  good_with_children: boolean | number | null;
  good_with_cats: boolean | number | null;
  good_with_dogs: boolean | number | null;
  department: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The animal's columns and its association's place, in one read. */
export const ANIMAL_TO_MATCH_SQL = `SELECT a.species_id, a.gender, a.size, a.date_of_birth, a.good_with_children,
  a.good_with_cats, a.good_with_dogs, asso.department, asso.latitude, asso.longitude
  FROM animals a JOIN associations asso ON asso.id = a.association_id WHERE a.id = ?`;

/** The day `years` years before `today` (YYYY-MM-DD, UTC), as the catalogue's age filter counts it. */
function yearsBefore(today: Date, years: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (day.getUTCMonth() !== today.getUTCMonth()) day.setUTCDate(0);
  return day.toISOString().slice(0, 10);
}

/** The catalogue's age group of a birth date on `today`: young < 1 year, adult 1 to 7, senior 8 and more. */
export function ageGroupOf(dateOfBirth: string | Date, today: Date): 'young' | 'adult' | 'senior' {
  const born = (dateOfBirth instanceof Date ? dateOfBirth.toISOString() : String(dateOfBirth)).slice(0, 10);
  if (born > yearsBefore(today, 1)) return 'young';
  if (born > yearsBefore(today, 8)) return 'adult';
  return 'senior';
}

const isTrue = (value: boolean | number | null) => value === true || value === 1;

/**
 * The searches one animal matches, as one SQL statement (docs/performance.md#saved-search-matching): each filter is
 * `column IN (any, the animal's value)`, ranges of IDX_saved_searches_match (species, sex, size, age group,
 * département, frequency, min_lat), so that the database reads only the index entries of searches that can match,
 * never every search; a good_with the animal is not known for excludes the searches that ask it; `near` is the
 * search's bounding box around its point (a search without near has the whole earth). The exact distance is then
 * computed for the few candidates with a radius.
 */
export function matchStatement(animal: AnimalToMatch, today: Date): { sql: string; params: unknown[] } {
  const clauses = [
    'species_id IN (0, ?)',
    "gender IN ('', ?)",
    "size IN ('', ?)",
    "age_group IN ('', ?)",
    "department IN ('', ?)",
    "frequency IN ('instant', 'daily')",
  ];
  const params: unknown[] = [
    animal.species_id,
    animal.gender,
    animal.size ?? '',
    ageGroupOf(animal.date_of_birth, today),
    animal.department ?? '',
  ];
  if (!isTrue(animal.good_with_children)) clauses.push('needs_children = 0');
  if (!isTrue(animal.good_with_cats)) clauses.push('needs_cats = 0');
  if (!isTrue(animal.good_with_dogs)) clauses.push('needs_dogs = 0');
  if (animal.latitude === null || animal.longitude === null) clauses.push('latitude IS NULL');
  else {
    clauses.push('min_lat <= ? AND max_lat >= ? AND min_lon <= ? AND max_lon >= ?');
    const [lat, lon] = [Number(animal.latitude), Number(animal.longitude)];
    params.push(lat, lat, lon, lon);
  }
  return {
    sql: `SELECT id, latitude, longitude, radius_km FROM saved_searches WHERE ${clauses.join(' AND ')}`,
    params,
  };
}

/** The ids of the searches `animalId` matches today (none when it does not exist). */
export async function matchingSearches(manager: EntityManager, animalId: number, today: Date): Promise<number[]> {
  const [animal] = (await manager.query(ANIMAL_TO_MATCH_SQL, [animalId])) as AnimalToMatch[];
  if (!animal) return [];
  const { sql, params } = matchStatement(animal, today);
  const rows: Array<{
    id: number | string;
    latitude: number | null;
    longitude: number | null;
    radius_km: number | null;
  }> = await manager.query(sql, params);
  return rows
    .filter(
      (row) =>
        row.radius_km === null ||
        row.latitude === null ||
        row.longitude === null ||
        haversineKm(Number(row.latitude), Number(row.longitude), Number(animal.latitude), Number(animal.longitude)) <=
          Number(row.radius_km),
    )
    .map((row) => Number(row.id));
}
