import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_ACTIONS, ACTIONS_ON_SHARED_ROUTES, type AccessAction } from '../access-actions';
import { ENDPOINT_SCHEMAS } from './schemas';
import { ENDPOINTS } from './table';
import { pathOf } from './define';

const entries = Object.entries(ENDPOINTS);
const route = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;
/** The action whose route carries `action`: itself, or the host of an action asked on a shared route. */
const routedAs = (action: AccessAction): AccessAction => ACTIONS_ON_SHARED_ROUTES[action] ?? action;

describe('endpoint table', () => {
  it('names each route once', () => {
    const routes = entries.map(([, endpoint]) => route(endpoint));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every access action at least one route', () => {
    const used = new Set(entries.map(([, endpoint]) => endpoint.action));
    expect(ACCESS_ACTIONS.filter((action) => !used.has(routedAs(action)))).toEqual([]);
  });

  it('agrees with the route each access action names in its comment', () => {
    const source = readFileSync(join(__dirname, '..', 'access-actions.ts'), 'utf8');
    const commented = new Map<string, string[]>();
    for (const [, action, method, rest] of source.matchAll(/^\s*'([\w.]+)', \/\/ (GET|POST|PUT|DELETE) (.*)$/gm))
      commented.set(
        action,
        (rest.replace(/\(.*\)/, '').match(/\/[\w\-/:.]*\w/g) ?? []).map((p) => `${method} ${p}`),
      );
    expect(commented.size).toBe(ACCESS_ACTIONS.length);
    for (const action of ACCESS_ACTIONS) {
      const routes = entries
        .filter(([, endpoint]) => endpoint.action === routedAs(action))
        .map(([, endpoint]) => route(endpoint));
      expect({ action, routes: routes.sort() }).toEqual({ action, routes: commented.get(action)?.sort() });
    }
  });

  it('attaches schema objects to exactly the endpoints whose entry names a body or a query', () => {
    for (const [name, endpoint] of entries) {
      const schemas: Record<string, unknown> =
        (ENDPOINT_SCHEMAS as Record<string, Record<string, unknown>>)[name] ?? {};
      expect({ name, parts: Object.keys(schemas).sort() }).toEqual({
        name,
        parts: ['body', 'query'].filter((part) => part in endpoint),
      });
      for (const part of Object.keys(schemas))
        expect(typeof (schemas[part] as { safeParse?: unknown }).safeParse).toBe('function');
    }
  });
});

describe('endpoint table in the package index', () => {
  it('loads no zod: the home page imports the index, the schema objects stay in the schemas entry', () => {
    jest.isolateModules(() => {
      jest.doMock('zod/mini', () => {
        throw new Error('zod/mini was loaded');
      });
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(Object.keys(require('../index').ENDPOINTS)).toContain('login');
    });
  });
});

describe('pathOf', () => {
  it('fills and encodes path parameters, relative to the origin', () => {
    expect(pathOf(ENDPOINTS.familyRequests.path, { id: 3 })).toBe('api/families/3/requests');
    expect(pathOf(ENDPOINTS.readAnimal.path, { id: 'a/b' })).toBe('api/animals/a%2Fb');
    expect(pathOf(ENDPOINTS.login.path)).toBe('login');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => pathOf(ENDPOINTS.readAnimal.path, {})).toThrow('Missing path parameter id');
  });
});
