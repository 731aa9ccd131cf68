/**
 * The shell's first-view renderer for the server (docs/decisions/first-view.md): the page as a visitor first sees it (header, the
 * route's screen, footer), drawn by the same components as the browser from data the server read itself. Built for
 * Node by the shell's production build (dist-server/first-view.js); the API's first-view module calls it with the
 * catalog's Node build as the remote modules.
 */
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { paths } from '@petfoster/contracts';
import * as platform from '@petfoster/platform';
import {
  createQueryClient,
  preloadRemoteComponent,
  QueryProvider,
  seedFirstViewData,
  setRemoteLoader,
  type FirstViewEntry,
} from '@petfoster/platform';
import { App } from '../app/app';
import { routeData } from '../app/prefetch-route-data';
import { REMOTE_ROUTES } from '../routes/route-table';
import { routePattern } from '../routes/route-pattern';

export { routeData };

// The share scope of the server (create-rspack-config.js): the remotes' Node builds use this platform module, the
// one the shell provides in the browser too. Set when this build is loaded, before any remote's build is.
(globalThis as Record<string, unknown>)[process.env.PETFOSTER_FIRST_VIEW_SHARED as string] = {
  '@petfoster/platform': platform,
};

/** Pages with a first view: the public catalogue (docs/decisions/first-view.md). Any other route is left to the browser. */
export const FIRST_VIEW_MODULES: ReadonlySet<string> = new Set(['./HomePage', './AnimalsPage', './AnimalDetailsPage']);

export interface FirstViewPage {
  remote: string;
  module: string;
  /** The tab title, as usePageTitle writes it. */
  title: string;
}

const documentTitle = (title: string) => `${title} · PetFoster`;

/** The first-view page at `pathname`, or null when the browser draws it (not public, or not the catalogue). */
export function firstViewPage(pathname: string): FirstViewPage | null {
  const route = REMOTE_ROUTES.find((entry) => routePattern(entry.path).test(pathname));
  if (!route || route.access || route.role || !FIRST_VIEW_MODULES.has(route.module)) return null;
  return { remote: route.remote, module: route.module, title: documentTitle(route.title) };
}

/** Where the shell sends a failed detail load (docs/product.md#messages), and its title. */
export const NOT_FOUND_PAGE = { path: paths.notFound, title: documentTitle('Page introuvable') };

/** The remote modules the server renders with: the catalog's Node build (its `exposes`). */
export function provideRemoteModules(modules: Record<string, Record<string, ComponentType>>): void {
  setRemoteLoader((remote, module) => {
    const component = modules[remote]?.[module];
    return component ? Promise.resolve(component) : Promise.reject(new Error(`${remote}/${module}: no first view`));
  });
}

/** The markup of #root for `url` (path and query) with the data of routeData already read. */
export async function renderFirstView(url: string, entries: FirstViewEntry[], page?: FirstViewPage): Promise<string> {
  if (page) await preloadRemoteComponent(page.remote, page.module);
  const client = createQueryClient();
  seedFirstViewData(entries, client);
  try {
    // The same tree as the browser's (bootstrap.tsx), so that the client hydrates it as it is.
    return renderToString(
      <StrictMode>
        <QueryProvider client={client}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </QueryProvider>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
}

export { firstViewDocument } from './first-view-document';
