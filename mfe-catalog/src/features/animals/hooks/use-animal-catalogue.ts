import { useState } from 'react';
import {
  type AnimalFilters,
  animalsApi,
  CATALOGUE_PAGE_SIZE,
  cataloguePageQuery,
  keepPreviousData,
  queryKeys,
  readOrRefusal,
  refusalOf,
  useInfiniteQuery,
  useLogError,
} from '@petfoster/platform';
import type { SpeciesName } from '@petfoster/contracts';

/**
 * The /animals list, one page at a time ("Voir plus"). The first page follows the species filter (and so the
 * URL); further pages are appended. A full page means there may be more; a short page means the end. While a new
 * filter loads, the previous list stays (busy) instead of a blank page. A filter the API refuses (a 'Près de' postal
 * code that does not exist, a hand-edited parameter) is `refused`, with the API's message per parameter, and the
 * last list shown stays: nothing failed that 'Réessayer' would fix.
 */
export function useAnimalCatalogue(species: SpeciesName | undefined, filters: AnimalFilters = {}) {
  // Each page comes with '12 animaux', the X-Total-Count of the same answer: no second request for the count.
  const query = useInfiniteQuery({
    queryKey: queryKeys.animalCataloguePages(species, filters),
    queryFn: ({ pageParam }) =>
      readOrRefusal(() => animalsApi.listWithTotal(cataloguePageQuery(species, pageParam, filters))),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.animals.length >= CATALOGUE_PAGE_SIZE
        ? pages.reduce((count, page) => count + page.animals.length, 0)
        : undefined,
    placeholderData: keepPreviousData,
  });
  // A failed "Voir plus" is only said under the list (docs/product.md#messages: other failures are logged).
  useLogError(query.isFetchNextPageError ? query.error : undefined);
  const refused = query.isFetchNextPageError ? undefined : refusalOf(query.error);
  // The last list the API answered, shown again while a refused filter stands.
  const [kept, setKept] = useState(query.data);
  if (query.data && query.data !== kept) setKept(query.data);
  const shown = refused ? kept : query.data;

  return {
    animals: shown?.pages.flatMap((page) => page.animals),
    loading: query.isFetching && !query.isFetchingNextPage,
    error: query.isFetchNextPageError || refused ? null : query.error,
    refused,
    reload: () => void query.refetch(),
    hasMore: !refused && query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    // The latest page's count: the freshest the API gave.
    total: shown?.pages.at(-1)?.total,
  };
}
