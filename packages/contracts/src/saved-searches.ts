/**
 * Saved searches and their alerts (docs/product.md#saved-searches): a family keeps the catalogue's filters under a
 * name and is mailed when a new or again available animal matches them. The ceiling keeps alerts readable and the
 * matching table small; a family that wants more broadens one search.
 */
export const SAVED_SEARCHES_MAX = 10;
export const SAVED_SEARCH_NAME_MAX = 80;

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Dès qu’un animal correspond',
  daily: 'Une fois par jour',
  off: 'Pas d’alerte',
};

/** The catalogue's filters a search keeps, as GET /api/animals reads them from its query string. */
export const SAVED_SEARCH_FILTERS = [
  'species',
  'sex',
  'age',
  'size',
  'good_with',
  'department',
  'near',
  'radius_km',
] as const;
export type SavedSearchFilter = (typeof SAVED_SEARCH_FILTERS)[number];

/** A saved search as the API answers it: its filters as the catalogue's URL writes them. */
export interface SavedSearch {
  id: number;
  name: string;
  frequency: SavedSearchFrequency;
  query: Partial<Record<SavedSearchFilter, string>>;
  created_at: string;
}

export const SAVED_SEARCH_MESSAGES = {
  full: `Vous avez déjà ${SAVED_SEARCHES_MAX} recherches enregistrées : supprimez-en une pour en enregistrer une autre.`,
  nameRequired: 'Le nom de la recherche est requis',
  frequency: 'La fréquence doit être instant, daily ou off',
  query: 'Les critères de la recherche doivent être un objet',
  saved: 'Recherche enregistrée',
  updated: 'Recherche modifiée',
  deleted: 'Recherche supprimée',
  /** The alert mail's subject: one animal, several, or the day's digest. */
  alertSubject: (name: string, count: number, digest: boolean) =>
    digest
      ? `Les animaux du jour pour votre recherche « ${name} »`
      : count === 1
        ? `Un nouvel animal pour votre recherche « ${name} »`
        : `${count} nouveaux animaux pour votre recherche « ${name} »`,
} as const;

/** The catalogue's query string of a search's filters, in SAVED_SEARCH_FILTERS' order (its link in mails and lists). */
export function savedSearchQueryString(query: SavedSearch['query']): string {
  const params = new URLSearchParams();
  for (const key of SAVED_SEARCH_FILTERS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}
