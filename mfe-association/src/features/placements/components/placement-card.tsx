import { Link } from 'react-router-dom';
import {
  frenchDay,
  paths,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  PLACEMENT_STATUSES,
  type PlacementSummary,
} from '@petfoster/contracts';
import { PlacementStatusBadge } from '@petfoster/platform/screens';
import styles from '../placements.module.css';

/** The dates of a placement as its line says them: from…to, open-ended, or still to be set. */
function datesText(placement: PlacementSummary): string {
  if (!placement.start_date) return M.datesToSet;
  return M.period(frenchDay(placement.start_date), placement.end_date ? frenchDay(placement.end_date) : null);
}

/** What waits for a signature: who signed the current version, while there is one to sign. */
function signaturesText(placement: PlacementSummary): string | null {
  if (placement.status !== PLACEMENT_STATUSES.toSign) return null;
  if (placement.signed_by.length === 0) return M.signedByNobody;
  return placement.signed_by.map((party) => M.signedBy(party)).join(' · ');
}

export interface PlacementCardProps {
  placement: PlacementSummary;
  /** Whether the viewer may open the placement's page (its admins and référents; a bénévole reads the list only). */
  linked: boolean;
}

/** One placement of 'Nos accueils': the animal, the family, the status, the dates and what waits. */
export function PlacementCard({ placement, linked }: PlacementCardProps) {
  const signatures = signaturesText(placement);
  const title = `${placement.animal.name} (${placement.animal.species})`;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        {linked ? (
          <Link className={styles.animal} to={paths.associationPlacement(placement.id)}>
            {title}
          </Link>
        ) : (
          <span className={styles.animal}>{title}</span>
        )}
        <PlacementStatusBadge status={placement.status} />
      </div>
      <p>{M.familyName(placement.family.firstname, placement.family.lastname)}</p>
      <p>{datesText(placement)}</p>
      {signatures ? <p>{signatures}</p> : null}
      {placement.outcome ? <p>{PLACEMENT_OUTCOME_LABELS[placement.outcome]}</p> : null}
      {placement.end_request_date && placement.status === PLACEMENT_STATUSES.active ? (
        <p>{M.nextEndRequested(frenchDay(placement.end_request_date))}</p>
      ) : null}
    </li>
  );
}
