import {
  animalFiltersOf,
  animalListPath,
  animalPath,
  cataloguePageQuery,
  homeAnimalsQuery,
  queryKeys,
  type QueryKey,
} from '@petfoster/platform/query-keys';
// The module itself, not the shared @petfoster/contracts: this runs before any shared module is available.
import { paths } from '@petfoster/contracts/paths';
import { FIRST_VIEW_DATA_ID } from '@petfoster/platform/first-view-data';

/**
 * Starts the public API calls of the page being opened while the JavaScript is still downloading: without it they
 * wait for the shell, the catalog's remoteEntry.js, the page chunk and a render (the longest part of the home's LCP).
 * Runs in main.js before any shared module, so only the platform's key module and the paths module (neither has an
 * import) and plain fetch. The bootstrap hands the pending answers to the query cache (takeStartupData, then
 * seedStartupData of @petfoster/platform) under the keys the catalog pages ask for. A failed call is simply made
 * again by the page.
 */
export interface RouteData {
  /** API path from the origin. */
  path: string;
  queryKey: QueryKey;
  /** The first page of an infinite list ('Voir plus'). */
  infinite?: boolean;
  /** The data is the list with its X-Total-Count ('12 animaux'), `{animals, total}`, as animalsApi.listWithTotal. */
  total?: boolean;
}

/**
 * What a cold load of `pathname` + `search` asks for first: the same keys and requests as the catalog pages. Also
 * what the server reads for a first view (docs/decisions/first-view.md), so both starts fill the same cache entries.
 */
export function routeData(pathname: string, search: string): RouteData[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) {
    return (['Chat', 'Chien'] as const).map((species) => {
      const query = homeAnimalsQuery(species);
      return { path: `/${animalListPath(query)}`, queryKey: queryKeys.animalList(query) };
    });
  }
  if (path === paths.animals) {
    const params = new URLSearchParams(search);
    const selected = params.get('species');
    const species = selected && selected !== 'all' ? selected : undefined;
    const filters = animalFiltersOf(params);
    const firstPage = cataloguePageQuery(species, 0, filters);
    // One request: the first page and the count of the filter set ('12 animaux') from the same answer.
    return [
      {
        path: `/${animalListPath(firstPage)}`,
        queryKey: queryKeys.animalCataloguePages(species, filters),
        infinite: true,
        total: true,
      },
    ];
  }
  const detailPrefix = paths.animalDetails('');
  const detailId = path.startsWith(detailPrefix) ? path.slice(detailPrefix.length) : '';
  const id = /^\d+$/.test(detailId) ? Number(detailId) : 0;
  if (id > 0) {
    return [{ path: `/${animalPath(id)}`, queryKey: queryKeys.animal(id) }];
  }
  return [];
}

export function routeDataPaths(pathname: string, search: string): string[] {
  return routeData(pathname, search).map((entry) => entry.path);
}

export interface StartedRouteData extends RouteData {
  data: Promise<unknown>;
}

/** Started by prefetchRouteData, taken once by the bootstrap (same module instance: both are the shell's own code). */
let started: StartedRouteData[] = [];

export function takeStartupData(): StartedRouteData[] {
  const taken = started;
  started = [];
  return taken;
}

interface ImageFields {
  url_image?: string | null;
  url_thumbnail?: string | null;
}

/** Same rule as mediumImageUrl in @petfoster/contracts (a shared module cannot be imported before bootstrap). */
export function detailImageUrl(urlImage: string | null | undefined): string | null {
  const match = /^(.*\/uploads\/[\w-]+)\.(jpg|png|gif)$/.exec(urlImage ?? '');
  return match ? `${match[1]}-800.webp` : urlImage || null;
}

/**
 * The page's largest image (its LCP element): the first card's thumbnail on a list, the 800 px variant on a
 * detail page. Known as soon as the data is, so it no longer waits for the page's JavaScript to render.
 */
export function leadImageUrl(path: string, data: unknown): string | null {
  const list = Array.isArray(data) ? data : (data as { animals?: unknown } | null)?.animals;
  if (Array.isArray(list)) {
    const first = list[0] as ImageFields | undefined;
    return first ? first.url_thumbnail || first.url_image || null : null;
  }
  if (/^\/api\/animals\/\d+$/.test(path) && data && typeof data === 'object') {
    return detailImageUrl((data as ImageFields).url_image);
  }
  return null;
}

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

export function prefetchRouteData(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  if (typeof fetch !== 'function') return;
  // A server-rendered page brings its data in the HTML (docs/decisions/first-view.md): nothing to fetch.
  if (document.getElementById(FIRST_VIEW_DATA_ID)) return;
  const entries = routeData(location.pathname, location.search);
  if (entries.length === 0) return;
  started = entries.map((entry) => {
    const data = fetch(entry.path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then(
      (response) => {
        if (!response.ok) return Promise.reject(new Error(`HTTP ${response.status}`));
        if (!entry.total) return response.json();
        return response.json().then((animals: unknown[]) => ({
          animals,
          total: Number(response.headers.get('X-Total-Count') ?? animals.length),
        }));
      },
    );
    // The page handles (or ignores) the failure; no unhandled-rejection noise in the console meanwhile.
    data.catch(() => undefined);
    return { ...entry, data };
  });
  // Only the first path's image: on the home that is the cats' first card, the one above the fold on a phone.
  const [first] = started;
  first.data
    .then((data) => {
      const image = leadImageUrl(first.path, data);
      if (image) preloadImage(image);
    })
    .catch(() => undefined);
}
