import { getInstance } from '@module-federation/enhanced/runtime';

/**
 * The registry of apps (packages/platform/apps.json), as types only: app and remote names and the modules each
 * remote exposes. The Node side (build/apps.js) reads the same file.
 */
type Apps = typeof import('../../apps.json');
export type AppName = keyof Apps;
export type RemoteName = Exclude<AppName, 'shell'>;
/** What remote R exposes ('./HomePage'...); for a union of remotes, every module of each. */
export type RemoteModule<R extends RemoteName = RemoteName> = R extends RemoteName
  ? Extract<keyof Apps[R]['exposes'], string>
  : never;

/**
 * Every remote, in registry order: what the host registers with the federation runtime. Written into the build by
 * create-rspack-config.js (DefinePlugin, as a few bytes instead of the whole registry) and into Jest by its setup.
 */
export function remoteNames(): RemoteName[] {
  return (process.env.PETFOSTER_REMOTES ?? '').split(',').filter(Boolean) as RemoteName[];
}

/** Marker set by the offline-remote runtime plugin on the stand-in module it returns for a failed load. */
export const REMOTE_LOAD_FAILED = '__petfosterRemoteLoadFailed';

/** Same-origin URL, computed in the browser, so one build serves any host (ARCHITECTURE 2). */
export function remoteEntryUrl(remote: RemoteName, origin: string = window.location.origin): string {
  return `${origin}/mfe/${remote}/remoteEntry.js`;
}

type FederationHost = NonNullable<ReturnType<typeof getInstance>>;

function federationHost(): FederationHost | null {
  const own = getInstance();
  if (own) return own;
  // The bundler runtime registers every instance globally; the first one is the page's host.
  const globalFederation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }).__FEDERATION__;
  return globalFederation?.__INSTANCES__?.[0] ?? null;
}

let registered = false;

/** Registers every remote of the registry once (except the app itself when it runs standalone). */
export function ensureRemotesRegistered(): FederationHost {
  const host = federationHost();
  if (!host) throw new Error('Module Federation runtime is not initialised');
  if (!registered) {
    const self = process.env.PETFOSTER_APP;
    const known = new Set((host.options.remotes ?? []).map((remote) => remote.name));
    const remotes = remoteNames()
      .filter((name) => name !== self && !known.has(name))
      .map((name) => ({ name, entry: remoteEntryUrl(name) }));
    if (remotes.length) host.registerRemotes(remotes);
    registered = true;
  }
  return host;
}

/** Loads `remote/module` (e.g. 'family', './AnimalRequestArea'); rejects when the remote is unavailable. */
export async function loadRemoteModule<T = unknown>(remote: RemoteName | string, module: string): Promise<T> {
  const host = ensureRemotesRegistered();
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const loaded = await host.loadRemote<T>(id);
  if (!loaded) throw new Error(`Remote module ${id} is unavailable`);
  const failure = (loaded as Record<string, unknown>)[REMOTE_LOAD_FAILED];
  if (failure) throw failure instanceof Error ? failure : new Error(`Remote module ${id} failed to load`);
  return loaded;
}
