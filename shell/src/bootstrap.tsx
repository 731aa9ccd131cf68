import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import {
  preloadRemoteComponent,
  QueryProvider,
  readFirstViewData,
  seedFirstViewData,
  seedStartupData,
  sessionStore,
} from '@petfoster/platform';
import { REMOTE_ROUTES } from './routes/route-table';
import { routePattern } from './routes/route-pattern';
import { App } from './app/app';
import { takeStartupData } from './app/prefetch-route-data';
import './styles/global.css';

// A server-rendered first view (docs/decisions/first-view.md) brings the data it was drawn with; the 404 page says where it really is.
const firstView = readFirstViewData();
if (firstView?.location) window.history.replaceState(window.history.state, '', firstView.location);

// docs/product.md#states: a stored, still valid token restores the session before the first render.
sessionStore.getState().restore();

// The data goes into the query cache now (after the session, whose change empties it): the first view's, or the
// answers main.js started fetching.
if (firstView) seedFirstViewData(firstView.entries);
else seedStartupData(takeStartupData());

// Start fetching the opened page's remote module now rather than once React has rendered the shell around it.
// The federation runtime keeps the load, so RemoteComponent's own call reuses it; a failure is reported there.
const openedRoute = REMOTE_ROUTES.find((route) => routePattern(route.path).test(window.location.pathname));
const pageModule =
  openedRoute && !openedRoute.access && !openedRoute.role
    ? preloadRemoteComponent(openedRoute.remote, openedRoute.module).catch(() => undefined)
    : Promise.resolve();

const container = document.getElementById('root');

/** Resolves in a later task, so that what follows does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const page = (
  <StrictMode>
    <QueryProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryProvider>
  </StrictMode>
);

if (container) {
  // A transition lets React yield to the browser every few milliseconds during the first render (or hydration)
  // instead of blocking the main thread for the whole tree (Lighthouse counts such long tasks as blocking time).
  if (firstView) {
    // Hydrated once the page's module is there and its data in the cache: the first client render is then the
    // server's markup, so React attaches to it instead of drawing it again.
    // A task of its own: the module's evaluation and the hydration's first slice are not one long task.
    void pageModule.then(nextTask).then(() => startTransition(() => void hydrateRoot(container, page)));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(page));
  }
}
