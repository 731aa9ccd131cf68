import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { ENDPOINTS } from '@petfoster/contracts';
import { endpointSchemas, openApiSchema, type RequestSchema } from '@petfoster/contracts/schemas';
import { SchemaPipe } from '../../src/common/validation';
import { startApp, type TestApp } from '../support/app';
import { expectStatus } from '../support/http';

/*
 * The endpoint table of @petfoster/contracts is the one description of the API that the front ends' client is typed
 * from: every route the app serves must be in it with the same method and path, and parse its body and query with
 * the table's schema objects.
 */

interface AppRoute {
  route: string;
  handler: string;
  body?: RequestSchema;
  query?: RequestSchema;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The schema a @ValidBody / @ValidQuery parameter parses with, if the handler has one of that kind. */
function parsedWith(controller: Type, handler: string, kind: RouteParamtypes): RequestSchema | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
    string,
    { pipes?: unknown[] }
  >;
  const schemas = Object.entries(args)
    .filter(([key]) => key.startsWith(`${kind}:`))
    .flatMap(([, arg]) => arg.pipes ?? [])
    .filter((pipe): pipe is SchemaPipe<RequestSchema> => pipe instanceof SchemaPipe)
    .map((pipe) => (pipe as unknown as { schema: RequestSchema }).schema);
  expect(schemas.length).toBeLessThanOrEqual(1);
  return schemas[0];
}

/** Every route of every controller the app mounted, as Nest declares it. */
function controllerRoutes(t: TestApp): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
      for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
        const method = (controller.prototype as Record<string, unknown>)[handler];
        if (handler === 'constructor' || typeof method !== 'function') continue;
        const verb = Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod | undefined;
        if (verb === undefined) continue;
        const path = String(Reflect.getMetadata(PATH_METADATA, method) ?? '/');
        routes.push({
          route: `${RequestMethod[verb]} ${joinPath(base, path)}`,
          handler: `${controller.name}.${handler}`,
          body: parsedWith(controller, handler, RouteParamtypes.BODY),
          query: parsedWith(controller, handler, RouteParamtypes.QUERY),
        });
      }
    }
  }
  return routes;
}

const tableRoutes = Object.entries(ENDPOINTS).map(([name, endpoint]) => ({
  name,
  route: `${endpoint.method} ${endpoint.path}`,
  ...endpointSchemas(name),
}));

describe('endpoint table of @petfoster/contracts', () => {
  let t: TestApp;
  let routes: AppRoute[];
  beforeAll(async () => {
    t = await startApp();
    routes = controllerRoutes(t);
  });
  afterAll(async () => t?.close());

  it('lists exactly the routes of the controllers, with their method and path', () => {
    const served = routes.map(({ route }) => route).sort();
    const listed = tableRoutes.map(({ route }) => route).sort();
    expect({ missingFromTable: served.filter((r) => !listed.includes(r)) }).toEqual({ missingFromTable: [] });
    expect({ notServed: listed.filter((r) => !served.includes(r)) }).toEqual({ notServed: [] });
    expect(served).toEqual(listed);
  });

  it('describes the routes the HTTP server really answers (besides the OpenAPI pages of /api/docs)', () => {
    const express = t.app.getHttpAdapter().getInstance() as {
      router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
    };
    const mounted = express.router.stack
      .flatMap(({ route }) => (route ? Object.keys(route.methods).map((m) => `${m.toUpperCase()} ${route.path}`) : []))
      .filter((route) => !/^GET \/api\/docs([-/]|$)/.test(route))
      .sort();
    expect(mounted).toEqual(tableRoutes.map(({ route }) => route).sort());
  });

  it('parses each body and query with the schema object the table names', () => {
    const differences: string[] = [];
    for (const served of routes) {
      const entry = tableRoutes.find(({ route }) => route === served.route);
      if (!entry) continue;
      for (const part of ['body', 'query'] as const) {
        const used = served[part];
        const listed = entry[part];
        if (used === listed) continue;
        // The API strengthens the passwords chosen at registration, reset and change with the common-password
        // list: the same schema built with one more check, which documents and reads the same fields.
        const sameFields =
          used !== undefined &&
          listed !== undefined &&
          JSON.stringify(openApiSchema(used)) === JSON.stringify(openApiSchema(listed));
        if (!sameFields) differences.push(`${served.handler} (${entry.name}) ${part}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('names each operation of /api/docs as the table does, with its access action', async () => {
    const res = await t.api.anon.get('/api/docs-json');
    expectStatus(res, 200);
    const paths = (
      res.body as { paths: Record<string, Record<string, { operationId?: string; 'x-access-action'?: string }>> }
    ).paths;
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([verb, operation]) => ({
        route: `${verb.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        name: operation.operationId,
        action: operation['x-access-action'],
      })),
    );
    const listed = Object.entries(ENDPOINTS).map(([name, endpoint]) => ({
      route: `${endpoint.method} ${endpoint.path}`,
      name,
      action: endpoint.action,
    }));
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(documented.sort(byRoute)).toEqual(listed.sort(byRoute));
  });

  it('sees the schema of a route that declares one', () => {
    // Guards the test above against reading no schema at all: the login body is parsed by the table's own object.
    const login = routes.find(({ route }) => route === 'POST /login');
    expect(login?.body).toBe(endpointSchemas('login').body);
    expect(routes.filter(({ body, query }) => body ?? query)).toHaveLength(
      tableRoutes.filter(({ body, query }) => body ?? query).length,
    );
  });
});
