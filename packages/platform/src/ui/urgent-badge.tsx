import { URGENT_BADGE_LABEL, type Animal } from '@petfoster/contracts';
import styles from './urgent-badge.module.css';

export interface UrgentBadgeProps {
  animal: Pick<Animal, 'urgent'>;
  /** On a card's photo rather than in the text flow (the detail page). */
  overlay?: boolean;
}

/**
 * 'Recherche famille d'accueil en urgence' on an urgent animal's card and page (docs/product.md#urgent-appeals);
 * nothing for the others. A component of its own, so that the cards' other badges evolve beside it.
 */
export function UrgentBadge({ animal, overlay = false }: UrgentBadgeProps) {
  if (!animal.urgent) return null;
  return (
    <span className={overlay ? `${styles.badge} ${styles.overlay}` : styles.badge} data-testid="urgent-badge">
      {URGENT_BADGE_LABEL}
    </span>
  );
}
