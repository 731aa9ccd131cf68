/**
 * Takes an API answer the shell started fetching before any JavaScript of this remote arrived
 * (shell/src/app/prefetch-route-data.ts writes them on window under this name). Each one is used once and only
 * while fresh; without one, or when it failed, `load` makes the normal call, so errors and retries behave exactly
 * as before. Standalone runs and tests have no shell: `load` every time.
 */
const PREFETCH_GLOBAL = '__PETFOSTER_PREFETCH__';
const PREFETCH_TTL_MS = 15000;

interface PrefetchEntry {
  at: number;
  data: Promise<unknown>;
}

function takePrefetched<T>(path: string): Promise<T> | undefined {
  if (typeof window === 'undefined') return undefined;
  const store = (window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL];
  if (!(store instanceof Map)) return undefined;
  const entry = store.get(path) as PrefetchEntry | undefined;
  if (!entry) return undefined;
  store.delete(path);
  if (Date.now() - entry.at > PREFETCH_TTL_MS) return undefined;
  return entry.data as Promise<T>;
}

export async function withPrefetch<T>(path: string, load: () => Promise<T>): Promise<T> {
  const early = takePrefetched<T>(path);
  if (early) {
    try {
      return await early;
    } catch {
      // The normal call below reports the failure the usual way (status, message, retry).
    }
  }
  return load();
}
