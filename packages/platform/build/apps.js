'use strict';
/**
 * The front ends, for Node: build scripts, rspack configs, dev servers, the gateways and their tests. The list
 * itself is ../apps.json, the one registry of apps (also read by src/federation/remotes.ts in the browser and by
 * the API's static-web.ts): name (Module Federation name, /mfe/<name>/), workspace folder, dev port, exposed modules.
 * Adding a front end = one entry there (plus its service in docker-compose.yml and its upstream in nginx.conf,
 * which scripts/lib/gateway.test.js checks against this list).
 */
const APPS = require('../apps.json');

/** The host app: it owns the router and is served at /; every other app is a remote served at /mfe/<name>/. */
const SHELL = 'shell';
const APP_NAMES = Object.keys(APPS);
const REMOTE_NAMES = APP_NAMES.filter((name) => name !== SHELL);
/** Workspace folders (= npm workspace names), shell first. */
const APP_DIRS = APP_NAMES.map((name) => APPS[name].dir);

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
  buildOutput,
  SHARED_PACKAGES,
  PLATFORM_ONLY_PACKAGES,
  LAZY_SHARED_PACKAGES,
  API_PROXY_PATHS,
  API_TARGET,
};
