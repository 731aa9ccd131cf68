import { VERIFICATION_MESSAGES } from '@petfoster/contracts';
import styles from './verified-association.module.css';

/** The rosette with its tick: decoration only, the text beside it says what it means. */
function VerifiedIcon() {
  return (
    <svg className={styles.mark} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 0.8 9.9 2.3 12.3 2.2 13 4.5 15 5.9 14.2 8.2 15 10.5 13 11.8 12.3 14.2 9.9 14 8 15.4 6.1 14 3.7 14.2 3 11.8 1 10.5 1.8 8.2 1 5.9 3 4.5 3.7 2.2 6.1 2.3Z" />
      <path d="M4.8 8.3 7 10.4 11.3 6" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * 'Association vérifiée le {date}' (docs/product.md#verified-associations) where the association is named: its profile
 * and its animals' pages (its cards: VerifiedCardMark). Nothing before the platform verified it.
 */
export function VerifiedAssociation({ verifiedAt }: { verifiedAt: string | null | undefined }) {
  if (!verifiedAt) return null;
  return (
    <span className={styles.verified}>
      <VerifiedIcon />
      {VERIFICATION_MESSAGES.verifiedOn(verifiedAt)}
    </span>
  );
}

/**
 * 'Association vérifiée le {date}' under a card: an association's, or an animal's whose association is verified. It
 * sits beside the card's link, never inside it: the link's accessible name stays the animal's or the association's
 * (the journeys and screen readers find cards by it).
 */
export function VerifiedCardMark({ verifiedAt }: { verifiedAt: string | null | undefined }) {
  if (!verifiedAt) return null;
  return (
    <p className={`${styles.verified} ${styles.onCard}`}>
      <VerifiedIcon />
      {VERIFICATION_MESSAGES.verifiedOn(verifiedAt)}
    </p>
  );
}
