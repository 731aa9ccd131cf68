/* The fake API of every front end's tests. Requests are answered at the network (MSW), by the endpoint of the contract
   (ENDPOINTS of @petfoster/contracts: its method and path as the API spells them), so a test does not depend on which
   module sends a request: moving code between files changes no test. A fake answer is typed by the endpoint's answer
   type, so one the API could not send does not compile. The shared Jest setup (packages/platform/build/jest/setup.js)
   starts the fake for every test file; in a file that answers with onEndpoint, a request that no endpoint answers
   fails the test that sent it.
   Import from '@petfoster/platform/test-utils/network'. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  ENDPOINTS,
  type AnswerOf,
  type BodyOf,
  type EndpointSpec,
  type LiveEvents,
  type LiveEventType,
} from '@petfoster/contracts';

export const server = setupServer();

/** A request as the API would receive it. */
export interface SentRequest<Body = unknown> {
  method: string;
  /** The whole URL, e.g. http://localhost/api/animals?species=Chat */
  url: string;
  /** e.g. /api/animals/11 */
  path: string;
  /** The query string, each parameter once (the API reads no repeated parameter). */
  query: Record<string, string>;
  /** The path's named parts, e.g. { id: '11' } for /api/animals/:id. */
  params: Record<string, string>;
  headers: Headers;
  /** Whether the browser would send the cookies ('same-origin' unless the caller says otherwise). */
  credentials: RequestCredentials;
  /** The JSON body, parsed; text for any other body; undefined when there is none. Typed, for an endpoint, by what its
      schema accepts: what the front end sent, not what the API would keep. */
  body: Body;
}

/** An answer other than '200 with this JSON': see reply, listReply, refuse and networkFailure. */
export class Reply<B = unknown> {
  /* Makes the class nominal: an object of the endpoint's answer type is never taken for a Reply. */
  private readonly nominal = true;
  /** Type only (never set): the answer type a successful Reply stands for; never for a refusal. */
  declare readonly answers?: B;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    readonly failsToArrive = false,
  ) {}
}

/** `body` as JSON with this status and these headers (e.g. X-Total-Count); an error answer is `refuse`. */
export function reply<B>(
  body: B,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Reply<B> {
  return new Reply<B>(status, body, headers);
}

/** A list answer with its total in X-Total-Count, as the API sends a page of a longer list. */
export function listReply<T>(items: T[], total: number = items.length): Reply<T[]> {
  return reply(items, { headers: { 'X-Total-Count': String(total) } });
}

/** The API refusing: `status` with its JSON error body (by default the shape every API error has). */
export function refuse(status: number, body: unknown = { statusCode: status, message: 'Erreur' }): Reply<never> {
  return new Reply<never>(status, body);
}

/** No answer at all, as when the network is down (fetch rejects). */
export const networkFailure: Reply<never> = new Reply<never>(0, undefined, {}, true);

/** What the fake may answer to an endpoint: its answer type (a 200), undefined for the ones without a body (204), or a
 *  Reply (a list with its count, a refusal, no answer). A fake answer the contract does not allow does not compile. */
export type AnswerTo<E extends EndpointSpec> =
  Reply<AnswerOf<E>> | ([AnswerOf<E>] extends [void] ? undefined : AnswerOf<E>);

/** The body the endpoint's schema accepts (its input), undefined for an endpoint without a body. */
export type SentBody<E extends EndpointSpec> = [BodyOf<E>] extends [never] ? undefined : BodyOf<E>;

/** An endpoint's answer, or a function of the request giving it (possibly later). */
export type Resolver<E extends EndpointSpec> =
  AnswerTo<E> | ((request: SentRequest<SentBody<E>>) => AnswerTo<E> | Promise<AnswerTo<E>>);

type AnyAnswer = Reply | object | string | number | boolean | null | undefined;
type AnyResolver = AnyAnswer | ((request: SentRequest) => AnyAnswer | Promise<AnyAnswer>);

/**
 * One answer per request, in this order; the last one answers every request after it. Its answers are typed by the
 * endpoint it is given to: `onEndpoint(ENDPOINTS.readAnimal, inTurn(animal, { ...animal, name: 'Moustache II' }))`.
 */
export function inTurn<A>(
  ...answers: NoInfer<A | ((request: never) => A | Promise<A>)>[]
): (request: SentRequest) => Promise<A> {
  let index = 0;
  return async (request) => {
    const next = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return typeof next === 'function' ? (next as (request: SentRequest) => A | Promise<A>)(request) : (next as A);
  };
}

/**
 * An answer that waits until the test releases it, for what a screen shows while a request is on its way:
 * `heldAnswer<typeof ENDPOINTS.login>()`, released with what that endpoint may answer.
 */
export function heldAnswer<E extends EndpointSpec>() {
  let release!: (answer: AnswerTo<E>) => void;
  const answer = new Promise<AnswerTo<E>>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}

/** The requests an endpoint received, in order. */
export class Route<Body = unknown> {
  readonly requests: SentRequest<Body>[] = [];

  get count(): number {
    return this.requests.length;
  }

  get last(): SentRequest<Body> | undefined {
    return this.requests[this.requests.length - 1];
  }

  /** The JSON bodies sent, in order. */
  get bodies(): Body[] {
    return this.requests.map((request) => request.body);
  }
}

/** The requests one endpoint received: `Received<typeof ENDPOINTS.login>`. */
export type Received<E extends EndpointSpec> = Route<SentBody<E>>;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

function toResponse(answer: AnyAnswer): Response {
  if (answer instanceof Reply) {
    if (answer.failsToArrive) return HttpResponse.error();
    if (answer.body === undefined) return new HttpResponse(null, { status: answer.status, headers: answer.headers });
    return HttpResponse.json(answer.body as never, { status: answer.status, headers: answer.headers });
  }
  if (answer === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(answer as never);
}

const HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Answers `endpoint` (an entry of ENDPOINTS of @petfoster/contracts: its method and path, e.g. GET /api/animals/:id)
 * for the current test with `resolver`: the endpoint's answer, a Reply, or a function of the request giving either
 * (possibly later). Returns the requests it receives, their bodies typed by the endpoint's schema. A later onEndpoint
 * for the same endpoint takes over.
 */
export function onEndpoint<E extends EndpointSpec>(endpoint: E, resolver: Resolver<E>): Received<E> {
  answersByRoute = true;
  const route = new Route<SentBody<E>>();
  const answerWith = resolver as AnyResolver;
  // The table spells path parameters as Express does (`/api/animals/:id`), as MSW does.
  server.use(
    HANDLERS[endpoint.method](endpoint.path, async ({ request, params }) => {
      const url = new URL(request.url);
      const sent: SentRequest = {
        method: request.method,
        url: request.url,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        headers: request.headers,
        credentials: request.credentials,
        body: await readBody(request),
      };
      route.requests.push(sent as SentRequest<SentBody<E>>);
      const answer = typeof answerWith === 'function' ? await answerWith(sent) : answerWith;
      return toResponse(answer);
    }),
  );
  return route;
}

/**
 * GET /api/events (docs/architecture.md#live-updates-in-the-front-ends) as the API streams it: each connection stays
 * open as text/event-stream until the test ends it; `send` writes an event to every open connection, `drop` closes
 * them (the client then reconnects). `headers` are those of each connection, in order (Authorization, Last-Event-ID).
 */
export function onEventStream() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const headers: Headers[] = [];
  const encoder = new TextEncoder();
  server.use(
    http.get(ENDPOINTS.eventStream.path, ({ request }) => {
      headers.push(request.headers);
      let controller: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(started) {
          controller = started;
          open.add(started);
        },
        cancel() {
          open.delete(controller);
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const write = (text: string) => {
    for (const controller of open) {
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        open.delete(controller);
      }
    }
  };
  return {
    headers,
    /** How many connections are open now. */
    get connections() {
      return open.size;
    },
    send<T extends LiveEventType>(type: T, data: LiveEvents[T], id?: string) {
      write(`${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    heartbeat() {
      write(': heartbeat\n\n');
    },
    drop() {
      for (const controller of open) {
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      }
      open.clear();
    },
  };
}

/** A request as recordRequests keeps it. */
export interface RecordedRequest {
  method: string;
  path: string;
}

/**
 * For the form checks: records every request the page sends, whichever endpoint, and refuses (500) every endpoint the
 * test does not answer with onEndpoint (called after this), so a test can say that nothing was sent while a form
 * refused its values.
 */
export function recordRequests() {
  const sent: RecordedRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname });
  };
  server.events.on('request:start', record);
  // Untyped on purpose (as EndpointSpec): the same refusal for every endpoint.
  for (const endpoint of Object.values(ENDPOINTS) as EndpointSpec[]) onEndpoint(endpoint, refuse(500));
  return {
    /** The requests that would change something (anything but a GET). */
    writes: () => sent.filter((request) => request.method !== 'GET'),
    /** The requests sent to one path (a form's route), whatever their method. */
    sentTo: (path: string) => sent.filter((request) => request.path === path),
    restore: () => server.events.removeListener('request:start', record),
  };
}

const unhandled: string[] = [];
/* Set by the first onEndpoint of a test file: from then on, in that file, a request that no route answers fails the
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
      throw new Error(`Requests that no route of the test answers (add onEndpoint for them):\n${sent.join('\n')}`);
    }
  });
  afterAll(() => server.close());
}
