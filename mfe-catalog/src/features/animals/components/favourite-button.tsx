import { useLocation } from 'react-router-dom';
import { SESSION_DEPENDENT_ATTRIBUTE } from '@petfoster/platform';
import { askLoginToKeep, FAVOURITE_SCREEN_TEXTS as T, useFavourites } from '@petfoster/platform/screens';
import type { Animal } from '@petfoster/contracts';
import styles from './favourite-button.module.css';

interface FavouriteButtonProps {
  animal: Animal;
  /** On a card's photo (the card's link stays the whole tile), or beside the animal page's 'Partager'. */
  placement: 'card' | 'page';
}

/**
 * The heart of docs/product.md#favourites: a toggle for a family, kept or dropped at once; for a visitor, the login,
 * after which the family comes back here with the animal kept. Associations have none. The server draws a visitor's
 * heart hidden (like the page's other session-dependent parts), so it neither flashes nor moves anything.
 */
export function FavouriteButton({ animal, placement }: FavouriteButtonProps) {
  const favourites = useFavourites();
  const { pathname, search } = useLocation();
  if (!favourites.isVisitor && !favourites.canKeep) return null;
  const kept = favourites.canKeep && favourites.isKept(animal.id);
  const label = kept ? T.remove(animal.name) : T.add(animal.name);
  const onClick = () => {
    if (favourites.isVisitor) askLoginToKeep(animal.id, `${pathname}${search}`);
    else void favourites.setKept(animal, !kept);
  };
  return (
    <button
      type="button"
      className={`${styles.heart} ${placement === 'card' ? styles.onCard : styles.onPage}`}
      aria-pressed={kept}
      aria-label={label}
      title={label}
      onClick={onClick}
      {...(favourites.isVisitor ? { [SESSION_DEPENDENT_ATTRIBUTE]: '' } : {})}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.3 4.5 6.9 4.5c2.1 0 3.9 1.3 5.1 3 1.2-1.7 3-3 5.1-3 3.6 0 5.4 3.7 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
