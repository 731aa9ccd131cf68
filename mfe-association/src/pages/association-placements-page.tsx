import { useSearchParams } from 'react-router-dom';
import { paths, PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { uiStyles as ui, useLogError, useSession } from '@petfoster/platform';
import { PageHeader, RequireAccess, sessionCan } from '@petfoster/platform/screens';
import { PlacementCard } from '../features/placements/components/placement-card';
import { PlacementFilterLinks } from '../features/placements/components/placement-filter-links';
import { RegisterExportForm } from '../features/placements/components/register-export-form';
import { usePlacements } from '../features/placements/hooks/use-placements';
import { filterOfSearch } from '../features/placements/placement-filters';
import styles from '../features/placements/placements.module.css';

function AssociationPlacements() {
  const session = useSession();
  const associationId = Number(session.associationId);
  const [search] = useSearchParams();
  const filter = filterOfSearch(search);
  const { data: placements, error, isPending } = usePlacements(filter?.query ?? {});
  useLogError(error);
  // A bénévole reads the list; a placement's page and the register are its admins' and référents'.
  const mayOpen = sessionCan(session, 'placement.read', { associationId });
  const mayExport = sessionCan(session, 'placement.register', { associationId });

  return (
    <section className={ui.page}>
      <PageHeader title={M.associationListTitle} backTo={paths.associationDashboard} />
      <PlacementFilterLinks current={filter} />
      {isPending ? <p role="status">Chargement…</p> : null}
      {error ? (
        <p className={ui.error} role="alert">
          {M.listLoadFailed}
        </p>
      ) : null}
      {placements ? (
        placements.length > 0 ? (
          <ul className={styles.list} aria-label={filter?.label ?? M.associationListTitle}>
            {placements.map((placement) => (
              <PlacementCard key={placement.id} placement={placement} linked={mayOpen} />
            ))}
          </ul>
        ) : (
          <p className={ui.empty}>{filter ? M.noPlacementsFiltered : M.noPlacements}</p>
        )
      ) : null}
      {mayExport ? <RegisterExportForm associationId={associationId} /> : null}
    </section>
  );
}

/** paths.associationPlacements, 'Nos accueils' (docs/product.md#placements): any member of the association. */
export default function AssociationPlacementsPage() {
  return (
    <RequireAccess action="association.requests">
      <AssociationPlacements />
    </RequireAccess>
  );
}
