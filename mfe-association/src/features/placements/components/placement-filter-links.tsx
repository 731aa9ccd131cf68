import { Link } from 'react-router-dom';
import { PLACEMENT_MESSAGES as M } from '@petfoster/contracts';
import { filterSearch, PLACEMENT_FILTER_LIST, type PlacementFilter } from '../placement-filters';
import styles from '../placements.module.css';

/**
 * 'Tous', 'À signer', 'En cours', 'Se terminant sous 14 jours', 'Terminés': each a link to the filtered list, so the
 * URL says the filter (shared, bookmarked, reached by the keyboard like any link).
 */
export function PlacementFilterLinks({ current }: { current: PlacementFilter | null }) {
  const entries: Array<{ key: string; label: string; filter: PlacementFilter | null }> = [
    { key: 'all', label: M.filterAll, filter: null },
    ...PLACEMENT_FILTER_LIST.map((filter) => ({ key: filter.key, label: filter.label, filter })),
  ];
  return (
    <nav aria-label={M.filtersLabel}>
      <ul className={styles.filters}>
        {entries.map(({ key, label, filter }) => (
          <li key={key}>
            <Link
              className={styles.filter}
              to={{ search: filterSearch(filter) }}
              aria-current={filter?.key === current?.key ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
