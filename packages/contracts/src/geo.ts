/*
 * Postal codes and communes: what the API checks at registration and profile edits, and what the forms and the
 * 'Près de' fields tell people. The postal code data itself stays in the API (api/geo/communes-fr.json).
 */

/** The API's answers about a postal code and its city, shown under the fields. */
export const GEO_MESSAGES = {
  postalCodeUnknown: 'Code postal inconnu',
  cityMismatch: 'Cette ville ne correspond pas au code postal',
  /** Above the communes offered when the city typed is not one of them. */
  chooseCommune: (postalCode: string) => `Communes du code postal ${postalCode}`,
} as const;

/**
 * A commune name as people type it and as La Poste or INSEE write it, reduced to one form: no accents or case,
 * hyphens and apostrophes as spaces, "Saint"/"St" and "Sainte"/"Ste" alike, ordinals as numbers ('11e' is '11'),
 * "Cedex ..." dropped. scripts/generate-geo-data.js repeats these rules (it has no build step).
 */
export function normalizeCommuneName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\bcedex\b.*$/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(\d+)\s*(er|e|eme)\b/g, '$1')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The forms of a commune name that count as that commune: its normalised name, the same without spaces ('St Lo',
 * 'Saint-Lô', 'Saintlo'), and for an arrondissement ('Paris 11e Arrondissement') also 'Paris 11'.
 */
export function communeNameKeys(name: string): string[] {
  const normalised = normalizeCommuneName(name);
  const keys = [normalised, normalised.replace(/ /g, '')];
  const arrondissement = /^(.*) (\d+) arrondissement$/.exec(normalised);
  if (arrondissement)
    keys.push(`${arrondissement[1]} ${arrondissement[2]}`, `${arrondissement[1]}${arrondissement[2]}`);
  return keys;
}

/** Whether a typed city is one of these commune names, forgivingly (case, accents, hyphens, Saint/St). */
export function cityMatches(city: string, communes: readonly string[]): boolean {
  const typed = normalizeCommuneName(city);
  if (!typed) return false;
  const compact = typed.replace(/ /g, '');
  return communes.some((name) => communeNameKeys(name).some((key) => key === typed || key === compact));
}

/** Paris, Lyon and Marseille have one postal code per arrondissement; '75000' and the like are none of them. */
const ARRONDISSEMENT_CODES = [
  { prefix: '75', city: 'Paris', first: '75001', last: '75020' },
  { prefix: '69', city: 'Lyon', first: '69001', last: '69009' },
  { prefix: '13', city: 'Marseille', first: '13001', last: '13016' },
] as const;

/**
 * The hint under a refused postal code that looks like a big city's ('75000', '69000', '13000', '75021'): the
 * range of its arrondissements' codes. Undefined for any other code.
 */
export function postalCodeHint(postalCode: string): string | undefined {
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) return undefined;
  const city = ARRONDISSEMENT_CODES.find((candidate) => code.startsWith(`${candidate.prefix}0`));
  if (!city) return undefined;
  return `${city.city}\u00a0: un code postal par arrondissement, de ${city.first} à ${city.last}.`;
}

/** GET /api/geo/communes?postal_code=…: the communes to choose from (empty for an unknown postal code). */
export interface PostalCodeCommunes {
  postal_code: string;
  communes: string[];
}
