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
  useQuery,
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
  const query = useInfiniteQuery({
    queryKey: queryKeys.animalCatalogue(species, filters),
    queryFn: ({ pageParam }) => readOrRefusal(() => animalsApi.list(cataloguePageQuery(species, pageParam, filters))),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length >= CATALOGUE_PAGE_SIZE ? pages.reduce((count, page) => count + page.length, 0) : undefined,
    placeholderData: keepPreviousData,
  });
  // A failed "Voir plus" is only said under the list (docs/product.md#messages: other failures are logged).
  useLogError(query.isFetchNextPageError ? query.error : undefined);
  // '12 animaux': X-Total-Count of the same filter set (a one-animal request, cached like the list).
  const countQuery = { species, ...filters };
  const count = useQuery({
    queryKey: queryKeys.animalCount(countQuery),
    queryFn: () => readOrRefusal(() => animalsApi.count(countQuery)),
    placeholderData: keepPreviousData,
  });
  const refused = query.isFetchNextPageError ? undefined : refusalOf(query.error);
  // The last list and count the API answered, shown again while a refused filter stands.
  const [kept, setKept] = useState({ pages: query.data, total: count.data });
  if ((query.data && query.data !== kept.pages) || (count.data !== undefined && count.data !== kept.total))
    setKept({ pages: query.data ?? kept.pages, total: count.data ?? kept.total });

  return {
    animals: (refused ? kept.pages : query.data)?.pages.flat(),
    loading: query.isFetching && !query.isFetchingNextPage,
    error: query.isFetchNextPageError || refused ? null : query.error,
    refused,
    reload: () => void query.refetch(),
    hasMore: !refused && query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
    total: refused ? kept.total : count.data,
  };
}
