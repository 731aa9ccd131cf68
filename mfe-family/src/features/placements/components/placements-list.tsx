import { PLACEMENT_MESSAGES as M, type PlacementSummary } from '@petfoster/contracts';
import { RETRY_LABEL, Spinner, uiStyles as ui } from '@petfoster/platform';
import { currentFirst } from '../placement-next-step';
import { PlacementCard } from './placement-card';
import styles from './placements.module.css';

export interface PlacementsListProps {
  placements: readonly PlacementSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** At most this many, current first (the dashboard's short list). */
  limit?: number;
}

/** The family's placements, current first, with their loading, failure and empty states. */
export function PlacementsList({ placements, loading, failed, onRetry, limit }: PlacementsListProps) {
  if (loading) return <Spinner />;
  if (failed || !placements) {
    return (
      <div role="alert" className={styles.failure}>
        <p>{M.listLoadFailed}</p>
        <button type="button" className={ui.button} onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  if (placements.length === 0) return <p className={ui.empty}>{M.noPlacements}</p>;
  const shown = currentFirst(placements).slice(0, limit);
  return (
    <ul className={styles.list}>
      {shown.map((placement) => (
        <li key={placement.id}>
          <PlacementCard placement={placement} />
        </li>
      ))}
    </ul>
  );
}
