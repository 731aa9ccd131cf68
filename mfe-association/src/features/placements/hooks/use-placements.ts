import { useQuery } from '@petfoster/platform';
import { placementQueryKey, placementsApi, placementsQueryKey } from '@petfoster/platform/screens';
import type { PlacementListQuery } from '../placement-filters';

/** The association's placements matching the query (the API lists the caller's own). */
export function usePlacements(query: PlacementListQuery = {}) {
  return useQuery({ queryKey: placementsQueryKey(query), queryFn: () => placementsApi.list(query) });
}

/** One placement, as GET /api/placements/{id} reads it. */
export function usePlacement(id: number) {
  return useQuery({
    queryKey: placementQueryKey(id),
    queryFn: () => placementsApi.read(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
