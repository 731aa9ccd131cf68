import { hashKey, QueryClient, type Query, type QueryClientConfig } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import type { QueryKey } from './query-keys';
import type { FirstViewEntry } from '../first-view/first-view-data';

/** How long data the shell fetched at start-up counts as fresh, so the page that asked for it does not ask again. */
export const STARTUP_DATA_FRESH_MS = 15000;

/** Queries seeded from the start-up prefetch (hash -> when), whose first data a page takes without a second call. */
const startupSeeds = new Map<string, number>();

function startupStaleTime(query: Query): number {
  const seededAt = startupSeeds.get(query.queryHash);
  // Only the prefetched answer itself (first data of the query), and only shortly after start-up: any later fetch
  // is judged like every other query.
  if (seededAt === undefined || query.state.dataUpdateCount > 1) return 0;
  return Math.max(0, seededAt + STARTUP_DATA_FRESH_MS - query.state.dataUpdatedAt);
}

/**
 * The behaviour of the screens before the cache, kept: every visit asks the server again (stale at once, the cached
 * answer is shown meanwhile), no retry (a failure shows its message at once, docs/product.md#messages) and no refetch on focus.
 */
export const QUERY_DEFAULTS: QueryClientConfig['defaultOptions'] = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: startupStaleTime },
  mutations: { retry: false },
};

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const overrides = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS?.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS?.mutations, ...overrides.mutations },
    },
  });
}

/**
 * The one cache of the page: @petfoster/platform is a Module Federation singleton, so the shell and every remote
 * read and invalidate this same client (the shell's QueryClientProvider, or StandaloneFrame, provides it).
 */
export const queryClient = createQueryClient();

// Another account (or none) may see other fields of the same resources (a family's contact details): a login or a
// logout drops every cached answer, as a page load would.
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

export interface StartupData {
  queryKey: QueryKey;
  data: Promise<unknown>;
  /** An infinite query's first page (offset 0) rather than a plain query. */
  infinite?: boolean;
}

/**
 * Hands the answers the shell started fetching before the JavaScript arrived to the cache, under the keys the pages
 * ask for: a page that mounts while one is in flight waits for it, one that mounts later takes it without a call.
 * A failed prefetch leaves nothing: the page makes its normal call and reports a failure the usual way.
 */
export function seedStartupData(entries: StartupData[], client: QueryClient = queryClient): void {
  for (const { queryKey, data, infinite } of entries) {
    startupSeeds.set(hashKey(queryKey), Date.now());
    const queryFn = () => data;
    if (infinite) void client.prefetchInfiniteQuery({ queryKey, queryFn, initialPageParam: 0 });
    else void client.prefetchQuery({ queryKey, queryFn });
  }
}

/**
 * The answers a server-rendered page was drawn with (its data block, the first view (docs/decisions/first-view.md)), in the cache at once, so the first
 * client render shows exactly what the HTML shows. Counted as fresh like start-up data: no second call right away.
 */
export function seedFirstViewData(entries: FirstViewEntry[], client: QueryClient = queryClient): void {
  for (const { queryKey, data, infinite } of entries) {
    startupSeeds.set(hashKey(queryKey), Date.now());
    client.setQueryData(queryKey, infinite ? { pages: [data], pageParams: [0] } : data);
  }
}
