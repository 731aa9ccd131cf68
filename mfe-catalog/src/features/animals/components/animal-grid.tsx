import { AnimalCard } from '@petfoster/platform';
import type { Animal } from '@petfoster/contracts';
import styles from '../../../components/card-grid.module.css';
import { VerifiedCardMark } from '../../../components/verified-association';
import { FavouriteButton } from './favourite-button';

interface AnimalGridProps {
  animals: Animal[];
  /** How many leading cards are above the fold and should load their image eagerly. */
  eagerCount?: number;
  /** At most three columns, for rows of three (the home's species sections). */
  threeColumns?: boolean;
}

export function AnimalGrid({ animals, eagerCount = 0, threeColumns = false }: AnimalGridProps) {
  return (
    <ul
      className={threeColumns ? `${styles.grid} ${styles.threeColumns}` : styles.grid}
      data-columns={threeColumns ? 3 : undefined}
    >
      {animals.map((animal, index) => (
        <li key={animal.id} className={styles.item}>
          <AnimalCard animal={animal} eager={index < eagerCount} />
          <FavouriteButton animal={animal} placement="card" />
          <VerifiedCardMark verifiedAt={animal.association?.verified_at} />
        </li>
      ))}
    </ul>
  );
}
