import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ENDPOINTS, LIVE_EVENT_TYPES, type LiveEvents, type LiveEventType } from '@petfoster/contracts';

/*
 * The reader of GET /api/events (docs/architecture.md#live-updates-in-the-front-ends). The stream is authorised by
 * `Authorization: Bearer <token>`, a header EventSource cannot send, so it is read with fetch and parsed by
 * eventsource-parser (the WHATWG rules: fields, multi-line data, comments, ids, retry). Reconnects after a drop with
 * a growing delay and `Last-Event-ID`, so the server resumes after the last event seen.
 */

export type LiveEventHandler = <T extends LiveEventType>(type: T, data: LiveEvents[T]) => void;

export interface EventStreamOptions {
  /** The API's origin (apiBaseUrl()). */
  origin: string;
  token: string;
  onEvent: LiveEventHandler;
  /** The stream was refused as unauthorised (401/403): it is not retried with this token. */
  onUnauthorized?(): void;
  /** Delay before reconnection attempt `attempt` (1, 2…); default: 1 s doubling up to 30 s, with jitter. */
  retryDelay?(attempt: number): number;
}

export interface EventStream {
  stop(): void;
  /** The id of the last event received, sent back as Last-Event-ID. */
  readonly lastEventId: string | undefined;
}

const MAX_DELAY_MS = 30_000;

export function defaultRetryDelay(attempt: number): number {
  const base = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
  // Up to 20 % less, so the clients a restart dropped do not all come back in the same second.
  return Math.round(base * (0.8 + Math.random() * 0.2));
}

const isLiveEventType = (type: string | undefined): type is LiveEventType =>
  (LIVE_EVENT_TYPES as readonly string[]).includes(type ?? '');

/** Starts reading the stream at once; `stop()` ends it and every reconnection. */
export function openEventStream({
  origin,
  token,
  onEvent,
  onUnauthorized,
  retryDelay = defaultRetryDelay,
}: EventStreamOptions): EventStream {
  let stopped = false;
  let lastEventId: string | undefined;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let serverDelay: number | undefined;

  const dispatch = (event: EventSourceMessage) => {
    if (event.id !== undefined) lastEventId = event.id;
    if (!isLiveEventType(event.event)) return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    try {
      onEvent(event.event, data as LiveEvents[typeof event.event]);
    } catch (error) {
      console.error(error);
    }
  };

  const schedule = () => {
    if (stopped) return;
    attempt += 1;
    const delay = serverDelay ?? retryDelay(attempt);
    timer = setTimeout(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(`${origin}${ENDPOINTS.eventStream.path}`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
      const parser = createParser({
        onEvent: dispatch,
        onRetry: (ms) => {
          serverDelay = ms;
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let opened = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!opened) {
          // Something arrived: the connection works, the next drop starts the delays from the shortest again.
          opened = true;
          attempt = 0;
        }
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A drop (network, server restart, proxy timeout) is ordinary for a long-lived stream: reconnect below.
      if (stopped) return;
    }
    schedule();
  }

  void connect();

  return {
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      controller?.abort();
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
