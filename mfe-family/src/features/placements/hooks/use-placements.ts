import { useQuery } from '@petfoster/platform';
import { placementQueryKey, placementsApi, placementsQueryKey } from '@petfoster/platform/screens';

/** The family's own placements (GET /api/placements answers the caller's). */
export function useFamilyPlacements() {
  return useQuery({ queryKey: placementsQueryKey(), queryFn: () => placementsApi.list() });
}

/** One placement, by the id in the URL; none is read while the id is not a valid one. */
export function usePlacement(placementId: number | null) {
  return useQuery({
    queryKey: placementQueryKey(placementId ?? ''),
    queryFn: () => placementsApi.read(placementId as number),
    enabled: placementId !== null,
  });
}
