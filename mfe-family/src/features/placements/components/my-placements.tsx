import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths, PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { uiStyles as ui, useLogError } from '@petfoster/platform';
import { useFamilyPlacements } from '../hooks/use-placements';
import { PlacementsList } from './placements-list';
import styles from './placements.module.css';

/** How many placements the dashboard lists; 'Voir tous mes accueils' leads to the rest. */
const SHOWN = 3;

/** 'Mes accueils' on the family's dashboard: current placements first, each with its dates and what to do next. */
export function MyPlacements() {
  const headingId = useId();
  const { data, error, isPending, refetch } = useFamilyPlacements();
  useLogError(error);
  return (
    <section className={`${styles.section} ${styles.dashboardSection}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {M.familyListTitle}
      </h2>
      <PlacementsList
        placements={data}
        loading={isPending}
        failed={Boolean(error)}
        onRetry={() => void refetch()}
        limit={SHOWN}
      />
      {data && data.length > 0 ? (
        <Link className={ui.button} to={paths.familyPlacements}>
          {M.seeAllPlacements}
        </Link>
      ) : null}
    </section>
  );
}
