/**
 * Starts the public API calls of the page being opened while the JavaScript is still downloading: without it they
 * wait for the shell, the catalog's remoteEntry.js, the page chunk and a render (the longest part of the home's LCP).
 * Runs in main.js before any shared module, so no import: plain fetch, results left on window under
 * PREFETCH_GLOBAL for the catalog pages to take once (mfe-catalog/src/lib/prefetched.ts); anything not taken within
 * PREFETCH_TTL_MS is ignored, so a later visit never sees old data. A failed call is simply made again by the page.
 */
export const PREFETCH_GLOBAL = '__PETFOSTER_PREFETCH__';
export const PREFETCH_TTL_MS = 15000;

export interface PrefetchEntry {
  at: number;
  data: Promise<unknown>;
}

/** The API paths a cold load of `pathname` + `search` asks for first (same queries as the catalog pages). */
export function routeDataPaths(pathname: string, search: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') {
    return ['/api/animals?species=Chat&limit=3', '/api/animals?species=Chien&limit=3'];
  }
  if (path === '/animals') {
    const species = new URLSearchParams(search).get('species');
    if (species && species !== 'all') {
      return [`/api/animals?species=${encodeURIComponent(species)}&limit=12&offset=0`];
    }
    return ['/api/animals?limit=12&offset=0'];
  }
  const detail = /^\/animals-details\/(\d+)$/.exec(path);
  if (detail && Number(detail[1]) > 0) return [`/api/animals/${Number(detail[1])}`];
  return [];
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
  if (Array.isArray(data)) {
    const first = data[0] as ImageFields | undefined;
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
  const paths = routeDataPaths(location.pathname, location.search);
  if (paths.length === 0) return;
  const store = new Map<string, PrefetchEntry>();
  for (const path of paths) {
    const data = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
    );
    // The page handles (or ignores) the failure; no unhandled-rejection noise in the console meanwhile.
    data.catch(() => undefined);
    store.set(path, { at: Date.now(), data });
  }
  // Only the first path's image: on the home that is the cats' first card, the one above the fold on a phone.
  store
    .get(paths[0])!
    .data.then((data) => {
      const image = leadImageUrl(paths[0], data);
      if (image) preloadImage(image);
    })
    .catch(() => undefined);
  (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store;
}
