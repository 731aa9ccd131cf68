import { AnimalCard } from '@petfoster/platform';
import type { Animal } from '@petfoster/contracts';
import styles from '../../../components/card-grid.module.css';

interface AnimalGridProps {
  animals: Animal[];
  /** How many leading cards are above the fold and should load their image eagerly. */
  eagerCount?: number;
}

export function AnimalGrid({ animals, eagerCount = 0 }: AnimalGridProps) {
  return (
    <ul className={styles.grid}>
      {animals.map((animal, index) => (
        <li key={animal.id} className={styles.item}>
          <AnimalCard animal={animal} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
