import { paths, PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { uiStyles as ui, useLogError } from '@petfoster/platform';
import { PageHeader, RequireAccess } from '@petfoster/platform/screens';
import { PlacementsList, useFamilyPlacements } from '../features/placements';

function FamilyPlacements() {
  const { data, error, isPending, refetch } = useFamilyPlacements();
  useLogError(error);
  return (
    <section className={ui.page}>
      <PageHeader title={M.familyListTitle} backTo={paths.familyDashboard} />
      <PlacementsList placements={data} loading={isPending} failed={Boolean(error)} onRetry={() => void refetch()} />
    </section>
  );
}

/** paths.familyPlacements, 'Mes accueils' (docs/product.md#placements): every placement of the family, current first. */
export default function FamilyPlacementsPage() {
  return (
    <RequireAccess action="family.requests">
      <FamilyPlacements />
    </RequireAccess>
  );
}
