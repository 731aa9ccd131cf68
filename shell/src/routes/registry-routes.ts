import { paths, type Role } from '@petfoster/contracts';
import type { RemoteName } from '@petfoster/platform';

/**
 * What the remotes declare in the registry of apps (packages/platform/apps.json: "routes", "role", "nav";
 * packages/platform/build/apps.js), written into the build as PETFOSTER_REGISTRY_ROUTES: a front end added there
 * is mounted here without a line of the shell. Paths are keys of the one paths module (@petfoster/contracts).
 */
interface DeclaredRoutes {
  routes: { path: string; remote: string; module: string; title: string; role?: Role }[];
  nav: { role: Role; label: string; path: string }[];
}

const declared: DeclaredRoutes = JSON.parse(process.env.PETFOSTER_REGISTRY_ROUTES || '{"routes":[],"nav":[]}');

/** A key of `paths` whose value is a plain path (a route without parameters). */
function pathOf(key: string): string {
  const value = (paths as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`apps.json: "${key}" is not a plain path of the paths module`);
  return value;
}

export interface DeclaredRoute {
  path: string;
  remote: RemoteName;
  module: string;
  title: string;
  /** Only this role may open it; anyone else gets the 404 screen and the remote is never fetched. */
  role?: Role;
}

export const DECLARED_ROUTES: readonly DeclaredRoute[] = declared.routes.map((route) => ({
  ...route,
  remote: route.remote as RemoteName,
  path: pathOf(route.path),
}));

/** The header's entries of a role ('Administration' for an administrator), from the registry's "nav". */
export function roleNavigation(role: Role | null): { to: string; label: string }[] {
  return declared.nav
    .filter((entry) => entry.role === role)
    .map((entry) => ({ to: pathOf(entry.path), label: entry.label }));
}
