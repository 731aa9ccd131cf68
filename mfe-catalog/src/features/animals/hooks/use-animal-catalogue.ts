import { useCallback, useEffect, useRef, useState } from 'react';
import { animalsApi, useAsync } from '@petfoster/platform';
import type { Animal, SpeciesName } from '@petfoster/contracts';
import { withPrefetch } from '../../../lib/prefetched';

export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The /animals list, one page at a time ("Voir plus"). The first page follows the species filter (and so the
 * URL); further pages are appended. A full page means there may be more; a short page means the end.
 */
export function useAnimalCatalogue(species: SpeciesName | undefined) {
  const first = useAsync(
    () =>
      withPrefetch(
        `/api/animals?${species ? `species=${encodeURIComponent(species)}&` : ''}limit=${CATALOGUE_PAGE_SIZE}&offset=0`,
        () => animalsApi.list({ species, limit: CATALOGUE_PAGE_SIZE, offset: 0 }),
      ),
    [species],
  );
  const [more, setMore] = useState<Animal[]>([]);
  const [lastPageFull, setLastPageFull] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  // Bumped on every filter change so a late "more" answer for the previous filter is dropped.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    setMore([]);
    setLastPageFull(true);
    setLoadingMore(false);
    setLoadMoreFailed(false);
  }, [species]);

  const firstPage = first.data ?? [];
  const animals = first.data ? [...firstPage, ...more] : undefined;
  const hasMore =
    first.data !== undefined &&
    firstPage.length >= CATALOGUE_PAGE_SIZE &&
    (more.length === 0 || lastPageFull);

  const offset = firstPage.length + more.length;
  const loadMore = useCallback(async () => {
    const token = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await animalsApi.list({ species, limit: CATALOGUE_PAGE_SIZE, offset });
      if (token !== generation.current) return;
      setMore((previous) => [...previous, ...page]);
      setLastPageFull(page.length >= CATALOGUE_PAGE_SIZE);
    } catch (error) {
      if (token !== generation.current) return;
      console.error(error);
      setLoadMoreFailed(true);
    } finally {
      if (token === generation.current) setLoadingMore(false);
    }
  }, [species, offset]);

  return {
    animals,
    loading: first.loading,
    error: first.error,
    reload: first.reload,
    hasMore,
    loadMore,
    loadingMore,
    loadMoreFailed,
  };
}
