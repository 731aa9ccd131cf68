import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
} from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';

export interface SavedSearchFieldsProps {
  name: string;
  frequency: SavedSearchFrequency;
  onNameChange(name: string): void;
  onFrequencyChange(frequency: SavedSearchFrequency): void;
}

/**
 * A saved search's name and its alerts (docs/product.md#saved-searches), as the catalogue's 'Enregistrer cette
 * recherche' and 'Mes recherches' both ask for them; the API checks both and answers in French.
 */
export function SavedSearchFields({ name, frequency, onNameChange, onFrequencyChange }: SavedSearchFieldsProps) {
  return (
    <>
      <label className={ui.field}>
        Nom de la recherche
        <input
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(event) => onNameChange(event.target.value)}
          required
        />
      </label>
      <label className={ui.field}>
        Alertes par e-mail
        <select value={frequency} onChange={(event) => onFrequencyChange(event.target.value as SavedSearchFrequency)}>
          {SAVED_SEARCH_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {SAVED_SEARCH_FREQUENCY_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
