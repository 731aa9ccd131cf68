import { PLACEMENT_STATUS_LABELS, type PlacementStatus } from '@petfoster/contracts';
import styles from './placements.module.css';

/** A placement's status as its French label, coloured by step (docs/product.md#placements). */
export function PlacementStatusBadge({ status }: { status: PlacementStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`} data-status={status}>
      {PLACEMENT_STATUS_LABELS[status]}
    </span>
  );
}
