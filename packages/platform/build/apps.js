'use strict';
/**
 * The front ends, for Node: build scripts, rspack configs, dev servers, the gateways and their tests. The list
 * itself is ../apps.json, the one registry of apps (also read by src/federation/remotes.ts in the browser and by
 * the API's static-web.ts): name (Module Federation name, /mfe/<name>/), workspace folder, dev port, exposed modules,
 * and optionally
 *   routes  the pages the shell mounts for it, by key of the paths module (@petfoster/contracts/paths):
 *           { "<paths key>": { "module": "./SomePage", "title": "Titre de l'onglet" } }
 *   role    the one role allowed on those routes: anyone else gets the shell's 404 screen and the remote is never
 *           fetched (ROLES of @petfoster/contracts)
 *   nav     the header's entry for that role: { "label": "…", "path": "<paths key>" }
 * Adding a front end = one entry there, its folder and its paths (README, "Add a front end"): the workspaces, the
 * compose services, the gateway's upstreams and locations and the Dockerfiles' manifests follow
 * (scripts/lib/deploy-files.js writes them, scripts/lib/gateway.test.js checks them).
 */
const APPS = require('../apps.json');

/** The host app: it owns the router and is served at /; every other app is a remote served at /mfe/<name>/. */
const SHELL = 'shell';
const APP_NAMES = Object.keys(APPS);
const REMOTE_NAMES = APP_NAMES.filter((name) => name !== SHELL);
/** Workspace folders (= npm workspace names), shell first. */
const APP_DIRS = APP_NAMES.map((name) => APPS[name].dir);

/**
 * The routes the registry declares (see above), for the shell: written into its build by create-rspack-config.js
 * (DefinePlugin) and into Jest by its setup, as PETFOSTER_REGISTRY_ROUTES.
 */
const REGISTRY_ROUTES = {
  routes: REMOTE_NAMES.flatMap((name) =>
    Object.entries(APPS[name].routes ?? {}).map(([path, route]) => ({
      path,
      remote: name,
      module: route.module,
      title: route.title,
      ...(APPS[name].role ? { role: APPS[name].role } : {}),
    })),
  ),
  nav: REMOTE_NAMES.filter((name) => APPS[name].nav && APPS[name].role).map((name) => ({
    role: APPS[name].role,
    label: APPS[name].nav.label,
    path: APPS[name].nav.path,
  })),
};

/** Each remote's container entry, which the shell loads from /mfe/<name>/. */
const REMOTE_ENTRY = 'remoteEntry.js';

/** What the app's production build writes last; missing = not built. Relative to the repository root. */
function buildOutput(name) {
  return `${APPS[name].dir}/dist/${name === SHELL ? 'index.html' : REMOTE_ENTRY}`;
}

/**
 * Shared singletons (ARCHITECTURE 2); a trailing slash shares every subpath (react/jsx-runtime, react-dom/client).
 * The query cache (TanStack Query) and the stores (zustand) are not on the list: only @petfoster/platform uses them
 * (eslint.config.mjs forbids them elsewhere), so they live inside the platform singleton, one copy per page, and
 * the bundler keeps only what the platform calls instead of the whole libraries a shared module must carry
 * (the first view's start-up bytes). @petfoster/contracts and @petfoster/platform/screens are not shared either: they hold
 * no state (constants, rules, stateless screens' parts), so each front end bundles the parts it uses, built with
 * the version it was built with.
 */
const SHARED_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-hot-toast',
  '@petfoster/platform',
];

/** Libraries only @petfoster/platform may import: they are not shared on their own (see above). */
const PLATFORM_ONLY_PACKAGES = ['@tanstack/react-query', '@tanstack/query-core', 'zustand'];

/**
 * Shared singletons that no page needs at start-up, fetched with their first use (docs/decisions/first-view.md): kept out of the shell's
 * start-up 'vendors' chunk and its preloads. react-hot-toast comes with the first toast (src/toast/notify.tsx).
 */
const LAZY_SHARED_PACKAGES = ['react-hot-toast'];

const API_PROXY_PATHS = ['/api', '/login', '/uploads'];
const API_TARGET = process.env.PETFOSTER_API_URL || 'http://localhost:8080';

module.exports = {
  APPS,
  SHELL,
  APP_NAMES,
  REMOTE_NAMES,
  APP_DIRS,
  REMOTE_ENTRY,
  REGISTRY_ROUTES,
  buildOutput,
  SHARED_PACKAGES,
  PLATFORM_ONLY_PACKAGES,
  LAZY_SHARED_PACKAGES,
  API_PROXY_PATHS,
  API_TARGET,
};
