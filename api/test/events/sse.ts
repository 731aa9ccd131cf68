import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';

/** One Server-Sent Event as the client parses it. */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: unknown;
}

/** An open GET /api/events, read as an EventSource would: its events, its comments, its end. */
export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** Waits until `count` events have arrived (rejects after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

export const baseUrlOf = (app: INestApplication) =>
  `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;

function until(check: () => boolean, timeoutMs: number, what: string, subscribe: (wake: () => void) => void) {
  return new Promise<void>((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
    subscribe(() => {
      if (!check()) return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Opens the stream at `baseUrl` + /api/events with the given headers; resolves once the headers have arrived. */
export function openStream(baseUrl: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL('/api/events', baseUrl), { headers, agent: false }, (response) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const wakers = new Set<() => void>();
      const wake = () => wakers.forEach((fn) => fn());
      let buffer = '';
      let ended = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: StreamEvent = {};
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) [event.id, isEvent] = [line.slice(4), true];
            else if (line.startsWith('event: ')) [event.event, isEvent] = [line.slice(7), true];
            else if (line.startsWith('data: ')) [event.data, isEvent] = [JSON.parse(line.slice(6)), true];
          }
          if (isEvent) events.push(event);
        }
        wake();
      });
      const ended$ = new Promise<void>((done) => {
        const finish = () => {
          ended = true;
          wake();
          done();
        };
        // As an EventSource does, the client lets its connection go once the server has ended the stream.
        response.on('end', () => {
          response.socket?.destroy();
          finish();
        });
        response.on('close', finish);
        response.on('error', finish);
      });
      const waitOn = (fn: () => void) => wakers.add(fn);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        ended: ended$,
        isEnded: () => ended,
        waitForEvents: async (count, timeoutMs = 5000) => {
          await until(() => events.length >= count, timeoutMs, `${count} events (got ${events.length})`, waitOn);
          return events;
        },
        waitForComment: (text, timeoutMs = 5000) => until(() => comments.includes(text), timeoutMs, text, waitOn),
        close: () => {
          request.destroy();
          response.socket?.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}

/** Resolves to 'ended' if the stream ends within `ms`, else 'open'. */
export async function endsWithin(stream: OpenStream, ms: number): Promise<'ended' | 'open'> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    stream.ended.then(() => 'ended' as const),
    new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), ms))),
  ]);
  clearTimeout(timer);
  return result;
}
