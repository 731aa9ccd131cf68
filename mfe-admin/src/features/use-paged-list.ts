import { useInfiniteQuery, useLogError } from '@petfoster/platform';
import type { Page } from './admin-api';

/** Entries fetched at a time; 'Plus d'entrées' asks for the next ones. */
export const PAGE_SIZE = 20;

/** A list read a page at a time (limit/offset), its total from X-Total-Count. */
export function usePagedList<T>(
  queryKey: readonly unknown[],
  fetchPage: (query: { limit: number; offset: number }) => Promise<Page<T>>,
) {
  const list = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage({ limit: PAGE_SIZE, offset: pageParam }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, one) => sum + one.entries.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  useLogError(list.error);
  return {
    list,
    entries: list.data?.pages.flatMap((one) => one.entries) ?? [],
    total: list.data?.pages[0]?.total,
  };
}

/** '3 entrées', 'Aucune entrée'. */
export function countLabel(total: number, one: string, many: string, none: string): string {
  return total === 0 ? none : `${total} ${total > 1 ? many : one}`;
}
