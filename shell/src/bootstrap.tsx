import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRemoteModule, QueryProvider, seedStartupData, sessionStore } from '@petfoster/platform';
import { REMOTE_ROUTES } from './routes/route-table';
import { App } from './app/app';
import { takeStartupData } from './app/prefetch-route-data';
import './styles/global.css';

/** A route pattern ('/a/:id/b') as a RegExp (/^\/a\/[^/]+\/b\/?$/): the route table only uses plain ':param' segments. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}

// SPEC 4: a stored, still valid token restores the session before the first render.
sessionStore.getState().restore();

// The answers main.js started fetching go into the query cache now (after the session, whose change empties it).
seedStartupData(takeStartupData());

// Start fetching the opened page's remote module now rather than once React has rendered the shell around it.
// The federation runtime keeps the load, so RemoteComponent's own call reuses it; a failure is reported there.
const openedRoute = REMOTE_ROUTES.find((route) => routePattern(route.path).test(window.location.pathname));
if (openedRoute && !openedRoute.role) loadRemoteModule(openedRoute.remote, openedRoute.module).catch(() => undefined);

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  // A transition lets React yield to the browser every few milliseconds during the first render instead of
  // blocking the main thread for the whole tree (Lighthouse counts such long tasks as blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryProvider>
      </StrictMode>,
    ),
  );
}
