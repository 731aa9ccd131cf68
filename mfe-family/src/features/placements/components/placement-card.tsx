import { Link } from 'react-router-dom';
import { paths, type PlacementSummary } from '@petfoster/contracts';
import { PlacementStatusBadge } from '@petfoster/platform/screens';
import { familyNextStep, periodText } from '../placement-next-step';
import styles from './placements.module.css';

/** One placement of 'Mes accueils': the animal (a link to its page), the association, dates, and what comes next. */
export function PlacementCard({ placement }: { placement: PlacementSummary }) {
  const period = periodText(placement);
  const next = familyNextStep(placement);
  return (
    <article className={styles.card} aria-label={placement.animal.name}>
      <div className={styles.cardHeader}>
        <Link className={styles.cardLink} to={paths.familyPlacement(placement.id)}>
          {placement.animal.name}
        </Link>
        <PlacementStatusBadge status={placement.status} />
      </div>
      <p className={styles.cardLine}>{placement.association.name_association}</p>
      {period ? <p className={styles.cardLine}>{period}</p> : null}
      {next ? <p className={styles.next}>{next}</p> : null}
    </article>
  );
}
