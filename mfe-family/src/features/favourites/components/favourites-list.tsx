import { Link } from 'react-router-dom';
import { paths, type Animal } from '@petfoster/contracts';
import { AnimalCard, RETRY_LABEL, Spinner, uiStyles as ui } from '@petfoster/platform';
import { FAVOURITE_SCREEN_TEXTS as T } from '@petfoster/platform/screens';
import { favouriteState, favouriteStateLabel } from '../favourite-state';
import styles from './favourites.module.css';

export interface FavouritesListProps {
  animals: readonly Animal[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onRemove(animal: Animal): void;
}

/** The kept animals as cards, each with its state today and a way to drop it; loading, failure and empty states. */
export function FavouritesList({ animals, loading, failed, onRetry, onRemove }: FavouritesListProps) {
  if (loading) return <Spinner />;
  if (failed || !animals) {
    return (
      <div role="alert" className={styles.failure}>
        <p>{T.loadFailed}</p>
        <button type="button" className={ui.button} onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  if (animals.length === 0) {
    return (
      <div className={styles.emptyState}>
        <p className={ui.empty}>{T.empty}</p>
        <Link className={ui.button} to={paths.animals}>
          {T.browse}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={T.title}>
      {animals.map((animal) => (
        <li key={animal.id} className={styles.item}>
          <AnimalCard animal={animal} />
          <p className={styles.state} data-state={favouriteState(animal)}>
            {favouriteStateLabel(animal)}
          </p>
          <button type="button" className={ui.button} onClick={() => onRemove(animal)}>
            {T.removeButton}
            <span className={styles.srOnly}> : {animal.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
