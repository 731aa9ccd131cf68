import {
  paths,
  PLACEMENT_LIMITS,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_STATUSES,
  type Endpoints,
  type QueryOf,
} from '@petfoster/contracts';

export type PlacementListQuery = QueryOf<Endpoints['listPlacements']>;

export interface PlacementFilter {
  key: string;
  label: string;
  /** The list's query, and the page's URL query alike: a filtered list is a link (the dashboard's counts use it). */
  query: Record<string, string>;
}

/** 'Nos accueils' filters (docs/product.md#placements), in the order the page offers them. */
export const PLACEMENT_FILTERS = {
  toSign: { key: 'to_sign', label: M.filterToSign, query: { status: PLACEMENT_STATUSES.toSign } },
  active: { key: 'active', label: M.filterActive, query: { status: PLACEMENT_STATUSES.active } },
  endingSoon: {
    key: 'ending_soon',
    label: M.filterEndingSoon,
    query: { ending_within_days: String(PLACEMENT_LIMITS.endingSoonDays) },
  },
  ended: { key: 'ended', label: M.filterEnded, query: { status: PLACEMENT_STATUSES.ended } },
} as const satisfies Record<string, PlacementFilter>;

export const PLACEMENT_FILTER_LIST: readonly PlacementFilter[] = Object.values(PLACEMENT_FILTERS);

/** The URL's search part for a filter ('' for every placement). */
export const filterSearch = (filter: PlacementFilter | null): string =>
  filter ? `?${new URLSearchParams(filter.query).toString()}` : '';

/** 'Nos accueils' narrowed by a filter. */
export const placementsLink = (filter: PlacementFilter): string =>
  `${paths.associationPlacements}${filterSearch(filter)}`;

/**
 * The filter the URL names, exactly: any other query (a hand-edited URL) shows every placement rather than sending the
 * API a query it would refuse.
 */
export function filterOfSearch(search: URLSearchParams): PlacementFilter | null {
  const given = [...search.entries()];
  return (
    PLACEMENT_FILTER_LIST.find(
      (filter) =>
        given.length === Object.keys(filter.query).length &&
        given.every(([name, value]) => filter.query[name] === value),
    ) ?? null
  );
}
