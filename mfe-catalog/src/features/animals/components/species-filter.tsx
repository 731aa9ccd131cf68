import { useId } from 'react';
import { SPECIES, type SpeciesName } from '@petfoster/contracts';
import styles from './species-filter.module.css';

export const ALL_SPECIES = 'all';
export type SpeciesFilterValue = SpeciesName | typeof ALL_SPECIES;

// docs/product.md#screens: values all, Chien, Chat, Lapin; labels 'Tous les animaux', Chiens, Chats, Lapins.
const OPTIONS: ReadonlyArray<{ value: SpeciesFilterValue; label: string }> = [
  { value: ALL_SPECIES, label: 'Tous les animaux' },
  ...SPECIES.map((species) => ({ value: species.name, label: species.plural })),
];

/** Anything that is not a known species name (missing, misspelt) means "all". */
export function toSpeciesFilter(raw: string | null): SpeciesFilterValue {
  return SPECIES.some((species) => species.name === raw) ? (raw as SpeciesName) : ALL_SPECIES;
}

interface SpeciesFilterProps {
  value: SpeciesFilterValue;
  onChange(value: SpeciesFilterValue): void;
}

export function SpeciesFilter({ value, onChange }: SpeciesFilterProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        Espèce
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as SpeciesFilterValue)}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
