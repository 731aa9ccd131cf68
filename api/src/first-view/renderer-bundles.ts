import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One query of the page and its data, as the browser's query cache holds it (packages/platform first-view-data). */
export interface FirstViewEntry {
  queryKey: unknown[];
  data: unknown;
  infinite?: boolean;
}

export interface RouteDataEntry {
  /** API path from the origin, e.g. /api/animals?species=Chat&limit=3. */
  path: string;
  queryKey: unknown[];
  infinite?: boolean;
  /** The data is `{animals, total}`: the list and its X-Total-Count. */
  total?: boolean;
}

export interface FirstViewPage {
  remote: string;
  module: string;
  title: string;
}

/** What shell/src/server/first-view.tsx exports. */
export interface ShellFirstView {
  routeData(pathname: string, search: string): RouteDataEntry[];
  firstViewPage(pathname: string): FirstViewPage | null;
  NOT_FOUND_PAGE: { path: string; title: string };
  provideRemoteModules(modules: Record<string, Record<string, unknown>>): void;
  renderFirstView(url: string, entries: FirstViewEntry[], page?: FirstViewPage): Promise<string>;
  firstViewDocument(document: {
    template: string;
    markup: string;
    data: { entries: FirstViewEntry[]; location?: string };
    title: string;
    stylesheets: string[];
    startScript?: string;
  }): string;
}

/** What a remote's src/server/first-view.ts exports. */
export interface RemoteFirstView {
  exposes: Record<string, unknown>;
}

/** build.json, written by the same build as the browser files it matches (create-rspack-config.js). */
export interface BuildIdentity {
  app: string;
  file: string;
  sha256: string;
  /** A remote's CSS files per exposed module, split chunks included (the manifest's own lists leave those out). */
  stylesheets?: Record<string, string[]>;
  /** The shell's first-view starter, a file of its dist (first-view/start.ts). */
  startScript?: string;
}

export interface LoadedBuild<T> {
  identity: BuildIdentity;
  module: T;
}

/**
 * The first-view Node build of one app (<root>/<dir>/dist-server), loaded once and again whenever its build.json
 * changes (a rebuild in place), so the code that renders is always the one the identity describes.
 */
export class RendererBuild<T> {
  private loaded: (LoadedBuild<T> & { stamp: string }) | null = null;

  constructor(private readonly folder: string) {}

  /** Loads the build again on next use (a remote's build holds the shell's platform module it was loaded with). */
  reset(): void {
    this.loaded = null;
  }

  get(): LoadedBuild<T> | null {
    const identityFile = path.join(this.folder, 'build.json');
    const bundle = path.join(this.folder, 'first-view.js');
    let stamp: string;
    try {
      const info = statSync(identityFile);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch {
      return null;
    }
    if (this.loaded?.stamp === stamp) return this.loaded;
    const identity = JSON.parse(readFileSync(identityFile, 'utf8')) as BuildIdentity;
    const resolved = require.resolve(bundle);
    // A rebuilt bundle has the same path: forget the old one so that require reads the new file.
    delete require.cache[resolved];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(resolved) as T;
    this.loaded = { identity, module, stamp };
    return this.loaded;
  }
}
