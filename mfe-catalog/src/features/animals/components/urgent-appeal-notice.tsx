import { UrgentBadge } from '@petfoster/platform';
import type { Animal } from '@petfoster/contracts';
import styles from './urgent-appeal-notice.module.css';

/** The detail page's urgent badge with the association's reason (docs/product.md#urgent-appeals); nothing otherwise. */
export function UrgentAppealNotice({ animal }: { animal: Animal }) {
  if (!animal.urgent) return null;
  return (
    <div className={styles.notice}>
      <UrgentBadge animal={animal} />
      {/* Plain text: the reason is the association's input. */}
      {animal.urgent_reason ? <p className={styles.reason}>{animal.urgent_reason}</p> : null}
    </div>
  );
}
