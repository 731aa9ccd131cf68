import { useId } from 'react';
import { REFERENT_MESSAGES, REQUEST_STATUSES, type FosterRequest } from '@petfoster/contracts';
import styles from './request-filters.module.css';

/** The animal a request is for, as the filter spells it: its id, or its name once the animal was deleted. */
export const animalKey = (request: FosterRequest): string =>
  request.animal_id === null ? `retire:${request.animal?.name ?? ''}` : String(request.animal_id);

export interface RequestFilterValues {
  status?: string;
  animal?: string;
  /** 'Suivies par moi': only the requests whose référent is the viewer (docs/product.md#association-team). */
  followed?: boolean;
}

/**
 * The requests that pass the filters ('Nos demandes'), in the list's order (newest first). `viewerId`: the signed-in
 * member, for 'Suivies par moi'.
 */
export function filterRequests(
  requests: readonly FosterRequest[],
  filters: RequestFilterValues,
  viewerId?: number | null,
): FosterRequest[] {
  return requests.filter(
    (request) =>
      (!filters.status || request.status === filters.status) &&
      (!filters.animal || animalKey(request) === filters.animal) &&
      (!filters.followed || (viewerId != null && request.referent?.user_id === viewerId)),
  );
}

export interface RequestFiltersProps {
  requests: readonly FosterRequest[];
  filters: RequestFilterValues;
  onChange(filters: RequestFilterValues): void;
}

/** 'Nos demandes' grows long: narrow it by status and by animal (the page keeps them in its URL). */
export function RequestFilters({ requests, filters, onChange }: RequestFiltersProps) {
  const id = useId();
  const animals = new Map<string, string>();
  for (const request of requests)
    animals.set(
      animalKey(request),
      request.animal_id === null ? `${request.animal?.name ?? ''} (retiré)` : (request.animal?.name ?? ''),
    );
  const options = [...animals].sort(([, a], [, b]) => a.localeCompare(b, 'fr'));
  return (
    <div className={styles.filters} role="group" aria-label="Filtrer les demandes">
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>Statut</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: event.target.value || undefined })}
        >
          <option value="">Tous les statuts</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-animal`}>Animal</label>
        <select
          id={`${id}-animal`}
          value={filters.animal ?? ''}
          onChange={(event) => onChange({ ...filters, animal: event.target.value || undefined })}
        >
          <option value="">Tous les animaux</option>
          {options.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={Boolean(filters.followed)}
          onChange={(event) => onChange({ ...filters, followed: event.target.checked || undefined })}
        />
        {REFERENT_MESSAGES.followedByMe}
      </label>
    </div>
  );
}
