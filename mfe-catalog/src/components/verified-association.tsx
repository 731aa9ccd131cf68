import { VERIFICATION_MESSAGES } from '@petfoster/contracts';
import styles from './verified-association.module.css';

/**
 * 'Association vérifiée le {date}' (docs/product.md#verified-associations) where the association is named: its profile
 * and its animals' pages. Nothing before the platform verified it.
 */
export function VerifiedAssociation({ verifiedAt }: { verifiedAt: string | null | undefined }) {
  if (!verifiedAt) return null;
  return (
    <span className={styles.verified}>
      <svg className={styles.mark} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M8 0.8 9.9 2.3 12.3 2.2 13 4.5 15 5.9 14.2 8.2 15 10.5 13 11.8 12.3 14.2 9.9 14 8 15.4 6.1 14 3.7 14.2 3 11.8 1 10.5 1.8 8.2 1 5.9 3 4.5 3.7 2.2 6.1 2.3Z" />
        <path d="M4.8 8.3 7 10.4 11.3 6" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {VERIFICATION_MESSAGES.verifiedOn(verifiedAt)}
    </span>
  );
}
