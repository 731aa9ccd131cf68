import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { uiStyles as ui, useLoginPrompt, useSession, type AnimalFilters } from '@petfoster/platform';
import { ROLES, SAVED_SEARCH_FILTERS, type SavedSearch } from '@petfoster/contracts';
import styles from './save-search-button.module.css';

// The dialog and its form load on the first tap: the catalogue's first view carries the button only.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** The catalogue's current filters as a saved search keeps them (no sort, no paging). */
export function savedFiltersOf(species: string | undefined, filters: AnimalFilters): SavedSearch['query'] {
  const all: Record<string, string | undefined> = { species, ...filters };
  const query: SavedSearch['query'] = {};
  for (const key of SAVED_SEARCH_FILTERS) if (all[key]) query[key] = all[key];
  return query;
}

interface SaveSearchButtonProps {
  species: string | undefined;
  filters: AnimalFilters;
}

/**
 * 'Enregistrer cette recherche' (docs/product.md#saved-searches): a family names the current filters and chooses its
 * alerts; a visitor is asked to log in first and comes back to the same filters. Associations do not see it.
 */
export function SaveSearchButton({ species, filters }: SaveSearchButtonProps) {
  const session = useSession();
  const showLogin = useLoginPrompt((state) => state.show);
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // The role, not sessionCan(): the shell's copy of the access policy may be a release older than this remote and
  // not know the saved searches' action (docs/operations/releases.md); the API checks the action on every call.
  if (session.isLoggedIn && session.role !== ROLES.family) return <div className={styles.slot} />;
  const start = () => (session.isLoggedIn ? setOpen(true) : showLogin(`${pathname}${search}`));
  return (
    <div className={styles.slot}>
      <button type="button" className={ui.button} onClick={start}>
        Enregistrer cette recherche
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog query={savedFiltersOf(species, filters)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
