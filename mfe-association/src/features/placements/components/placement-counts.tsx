import { Link } from 'react-router-dom';
import { PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { useLogError } from '@petfoster/platform';
import { usePlacements } from '../hooks/use-placements';
import { PLACEMENT_FILTERS, placementsLink, type PlacementFilter } from '../placement-filters';

/** How many placements a filter holds, linking to them; the list's own query, so opening it is already cached. */
function PlacementCount({ filter, label }: { filter: PlacementFilter; label(count: number): string }) {
  const { data, error } = usePlacements(filter.query);
  useLogError(error);
  if (!data) return null;
  return <Link to={placementsLink(filter)}>{label(data.length)}</Link>;
}

/** The dashboard's placements needing attention: contracts to sign, placements ending soon (docs/product.md#placements). */
export function PlacementCounts() {
  return (
    <>
      <PlacementCount filter={PLACEMENT_FILTERS.toSign} label={M.toSignCount} />
      <PlacementCount filter={PLACEMENT_FILTERS.endingSoon} label={M.endingSoonCount} />
    </>
  );
}
