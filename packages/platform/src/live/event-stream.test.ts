/**
 * The event-stream reader against a real local HTTP server (no route of the fake network is used in this file, so
 * the requests reach it): what it parses, and how it resumes after a drop.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveEvents, LiveEventType } from '@petfoster/contracts';
import { openEventStream, type EventStream } from './event-stream';

interface Seen {
  type: LiveEventType;
  data: LiveEvents[LiveEventType];
}

let server: Server;
let origin: string;
let handle: (request: IncomingMessage, response: ServerResponse, attempt: number) => void;
let received: IncomingMessage[];
let stream: EventStream | undefined;

beforeEach(async () => {
  received = [];
  server = createServer((request, response) => {
    received.push(request);
    handle(request, response, received.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  stream?.stop();
  stream = undefined;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const COUNTS = { count: 1, invitations: 0, messages: 3 };
const MESSAGE = {
  request_id: 7,
  message: {
    id: 41,
    request_id: 7,
    author: { role: 'association', name: 'Léa (Les Pattes)', deleted: false },
    mine: false,
    body: 'Bonjour,\nà demain',
    images: [],
    created_at: '2026-11-28T10:00:00.000Z',
    read_at: null,
    author_reported: false,
  },
};

function until(check: () => boolean, timeoutMs = 4000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

const open = (response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });

test('sends the token, parses message, read and counts events and ignores heartbeats and unknown events', async () => {
  handle = (_request, response) => {
    open(response);
    response.write(': heartbeat\n\n');
    response.write(`id: 1\nevent: message\ndata: ${JSON.stringify(MESSAGE)}\n\n`);
    // Split across writes, as a network may deliver it.
    response.write('id: 2\nevent: re');
    response.write('ad\ndata: {"request_id":7,"up_to":41}\n\n');
    response.write('event: something-else\ndata: {}\n\n');
    response.write(`id: 3\nevent: counts\ndata: ${JSON.stringify(COUNTS)}\n\n`);
  };
  const seen: Seen[] = [];
  stream = openEventStream({ origin, token: 'abc.def', onEvent: (type, data) => seen.push({ type, data }) });
  await until(() => seen.length === 3);

  expect(received[0].url).toBe('/api/events');
  expect(received[0].headers.authorization).toBe('Bearer abc.def');
  expect(received[0].headers['last-event-id']).toBeUndefined();
  expect(seen).toEqual([
    { type: 'message', data: MESSAGE },
    { type: 'read', data: { request_id: 7, up_to: 41 } },
    { type: 'counts', data: COUNTS },
  ]);
  expect(MESSAGE.message.body).toContain('\n');
  expect(stream.lastEventId).toBe('3');
});

test('after a drop, reconnects and resumes with Last-Event-ID', async () => {
  handle = (_request, response, attempt) => {
    open(response);
    if (attempt === 1) {
      response.end(`id: 12\nevent: counts\ndata: ${JSON.stringify(COUNTS)}\n\n`);
    } else {
      response.write(`id: 13\nevent: counts\ndata: ${JSON.stringify({ ...COUNTS, messages: 4 })}\n\n`);
    }
  };
  const seen: Seen[] = [];
  stream = openEventStream({
    origin,
    token: 't',
    retryDelay: () => 20,
    onEvent: (type, data) => seen.push({ type, data }),
  });
  await until(() => seen.length === 2);

  expect(received).toHaveLength(2);
  expect(received[1].headers['last-event-id']).toBe('12');
  expect(received[1].headers.authorization).toBe('Bearer t');
  expect(seen[1]).toEqual({ type: 'counts', data: { ...COUNTS, messages: 4 } });
});

test('keeps trying with a growing delay while the server fails, and stops for good on 401', async () => {
  handle = (_request, response, attempt) => {
    response.writeHead(attempt < 3 ? 503 : 401);
    response.end();
  };
  const delays: number[] = [];
  let refused = 0;
  stream = openEventStream({
    origin,
    token: 't',
    retryDelay: (attempt) => {
      delays.push(attempt);
      return 10;
    },
    onEvent: () => undefined,
    onUnauthorized: () => {
      refused += 1;
    },
  });
  await until(() => refused === 1);
  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(received).toHaveLength(3);
  expect(delays).toEqual([1, 2]);
});

test('stop() ends the stream and every reconnection', async () => {
  handle = (_request, response) => {
    open(response);
    response.end();
  };
  stream = openEventStream({ origin, token: 't', retryDelay: () => 30, onEvent: () => undefined });
  await until(() => received.length === 1);
  stream.stop();
  await new Promise((resolve) => setTimeout(resolve, 150));

  expect(received).toHaveLength(1);
});
