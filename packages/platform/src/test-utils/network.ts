/* The fake API of every front end's tests. Requests are answered at the network (MSW), by HTTP method and path as
   the API spells them, so a test does not depend on which module sends a request: moving code between files changes
   no test. The shared Jest setup (packages/platform/build/jest/setup.js) starts the fake for every test file; in a
   file that answers with onRoute, a request that no route answers fails the test that sent it.
   Import from '@petfoster/platform/test-utils/network'. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request as the API would receive it. */
export interface SentRequest {
  method: string;
  /** e.g. /api/animals/11 */
  path: string;
  /** The query string, each parameter once (the API reads no repeated parameter). */
  query: Record<string, string>;
  /** The path's named parts, e.g. { id: '11' } for /api/animals/:id. */
  params: Record<string, string>;
  headers: Headers;
  /** The JSON body, parsed; text for any other body; undefined when there is none. */
  body: unknown;
}

/** An answer other than '200 with this JSON': see reply, refuse and networkFailure. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly failsToArrive = false,
  ) {}
}

/** What a route answers: a JSON body (status 200), a Reply, or undefined for an empty 204. */
export type Answer = Reply | object | string | number | boolean | null | undefined;
export type Resolver = ((request: SentRequest) => Answer | Promise<Answer>) | Answer;

/** `body` as JSON with this status and these headers (e.g. X-Total-Count). */
export function reply(
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
) {
  return new Reply(status, body, headers);
}

/** A list answer with its total in X-Total-Count, as the API sends a page of a longer list. */
export function listReply(items: unknown[], total: number = items.length) {
  return reply(items, { headers: { 'X-Total-Count': String(total) } });
}

/** The API refusing: `status` with its JSON error body (by default the shape every API error has). */
export function refuse(status: number, body: unknown = { statusCode: status, message: 'Erreur' }) {
  return new Reply(status, body);
}

/** No answer at all, as when the network is down (fetch rejects). */
export const networkFailure = new Reply(0, undefined, {}, true);

/** One answer per request, in this order; the last one answers every request after it. */
export function inTurn(...answers: Resolver[]): (request: SentRequest) => Promise<Answer> {
  let index = 0;
  return async (request) => {
    const next = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return typeof next === 'function' ? (next as (request: SentRequest) => Answer)(request) : next;
  };
}

/** An answer that waits until the test releases it: for what a screen shows while a request is on its way. */
export function heldAnswer() {
  let release!: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}

/** The requests a route received, in order. */
export class Route {
  readonly requests: SentRequest[] = [];

  get count(): number {
    return this.requests.length;
  }

  get last(): SentRequest | undefined {
    return this.requests[this.requests.length - 1];
  }

  /** The JSON bodies sent, in order. */
  get bodies(): unknown[] {
    return this.requests.map((request) => request.body);
  }
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

function toResponse(answer: Answer): Response {
  if (answer instanceof Reply) {
    if (answer.failsToArrive) return HttpResponse.error();
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status, headers: answer.headers });
    return HttpResponse.json(answer.body as never, { status: answer.status, headers: answer.headers });
  }
  if (answer === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(answer as never);
}

/**
 * Answers `method path` (e.g. 'get', '/api/animals/:id') for the current test with `resolver`: a JSON body, a
 * Reply, or a function of the request giving either (possibly later). Returns the requests it receives. A later
 * onRoute for the same method and path takes over.
 */
export function onRoute(method: Method, path: string, resolver: Resolver): Route {
  answersByRoute = true;
  const route = new Route();
  const pattern = path.startsWith('/') ? path : `/${path}`;
  server.use(
    http[method](pattern, async ({ request, params }) => {
      const url = new URL(request.url);
      const sent: SentRequest = {
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        headers: request.headers,
        body: await readBody(request),
      };
      route.requests.push(sent);
      const answer =
        typeof resolver === 'function' ? await (resolver as (request: SentRequest) => Answer)(sent) : resolver;
      return toResponse(answer);
    }),
  );
  return route;
}

const unhandled: string[] = [];
/* Set by the first onRoute of a test file: from then on, in that file, a request that no route answers fails the
   test. A file that answers nothing this way (no request, or a fetch stubbed by hand) sees the network as before. */
let answersByRoute = false;

/** Called once per test file by the shared Jest setup. */
export function startFakeNetwork() {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        if (!answersByRoute) return;
        const url = new URL(request.url);
        unhandled.push(`${request.method} ${url.pathname}${url.search}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    if (unhandled.length > 0) {
      const sent = unhandled.splice(0);
      throw new Error(`Requests that no route of the test answers (add onRoute for them):\n${sent.join('\n')}`);
    }
  });
  afterAll(() => server.close());
}
