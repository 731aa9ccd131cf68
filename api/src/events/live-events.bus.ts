import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { LiveEvents, LiveEventType } from '@petfoster/contracts';
import type Redis from 'ioredis';
import { APP_CONFIG, type EventStreamConfig, type RuntimeConfig } from '../config/app-config';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { RedisService } from '../redis/redis.service';

/** One event for one account, as a stream sends it; `id` orders it among the account's events on every process. */
export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  id: string;
  type: T;
  userId: number;
  data: LiveEvents[T];
}

export type LiveEventListener = (event: LiveEvent) => void;

/** The one channel every process subscribes to (one subscriber connection per process, not one per stream). */
export const LIVE_EVENTS_CHANNEL = 'petfoster:events';
/** Each account's recent events, a Redis stream whose ids are the events' ids. */
export const liveEventsHistoryKey = (userId: number) => `petfoster:events:${userId}`;

/** While Redis is unreachable, one warning a minute, not one per event. */
const WARN_EVERY_MS = 60_000;

/**
 * XADD to the account's history (its id is the event's id: Redis's clock and sequence, comparable across processes),
 * trimmed to the last N events and the window, then PUBLISH `<id> <json>` to every process: one round trip.
 */
const PUBLISH_SCRIPT = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[1], '*', 'e', ARGV[2])
local now = redis.call('TIME')
local oldest = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) - tonumber(ARGV[3])
redis.call('XTRIM', KEYS[1], 'MINID', oldest)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[2], id .. ' ' .. ARGV[2])
return id`;

/** `<ms>-<seq>`, as Redis stream ids: compared by their two numbers. */
export function compareEventIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am - bm || as - bs;
}

/** A Last-Event-ID the API could have sent, else null (anything else is ignored: the client gets no replay). */
export function eventIdOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d{1,15}-\d{1,15}$/.test(value) ? value : null;
}

type Wire = { u: number; t: LiveEventType; d: unknown } | { u: number; end: true };

interface Watcher {
  listener: LiveEventListener;
  onSessionEnded?: () => void;
}

/**
 * Where the API's services publish what an account's open streams must hear (docs/architecture.md#event-stream): a
 * new message, a read mark, the header's counts. Services name the accounts; the bus delivers to every stream those
 * accounts hold, on this process and, when REDIS_URL is set, on the others (one Redis subscriber per process). It
 * also keeps each account's recent events for a client that reconnects with Last-Event-ID: in Redis when it answers
 * (every process sees the same history), in this process otherwise.
 */
@Injectable()
export class LiveEventsBus implements OnModuleInit, OnModuleDestroy {
  private readonly watchers = new Map<number, Set<Watcher>>();
  /** Events that went the in-process way (no Redis, or Redis down), for Last-Event-ID. */
  private readonly localHistory = new Map<number, { at: number; event: LiveEvent }[]>();
  private lastLocalId = { ms: 0, seq: 0 };
  private lastSweep = 0;
  private subscriber: Redis | null = null;
  private readonly settings: EventStreamConfig;
  private readonly log: ServiceLog;
  private lastWarning = 0;

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly redis: RedisService,
  ) {
    this.settings = config.eventStream;
    this.log = serviceLog(config, 'Events');
  }

  onModuleInit(): void {
    const client = this.redis.client;
    if (!client) return;
    // SUBSCRIBE holds its connection: a second one, dedicated, that queues the SUBSCRIBE until it is connected and
    // subscribes again by itself after every reconnection.
    this.subscriber = client.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    this.subscriber.on('error', (error: NodeJS.ErrnoException) => this.unreachable(error.code ?? error.name));
    this.subscriber.on('message', (_channel: string, message: string) => this.received(message));
    this.subscriber.subscribe(LIVE_EVENTS_CHANNEL).catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber) return;
    this.subscriber = null;
    subscriber.removeAllListeners('error');
    subscriber.on('error', () => undefined);
    // Its offline queue would hold a QUIT until Redis is back: a connection that is not up is dropped at once.
    if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
    else subscriber.disconnect();
  }

  /** Sends the event to every open stream of each account. Never throws: a lost event is caught up by the next read. */
  async publish<T extends LiveEventType>(userIds: readonly number[], type: T, data: LiveEvents[T]): Promise<void> {
    for (const userId of new Set(userIds)) await this.send({ u: userId, t: type, d: data });
  }

  /**
   * Closes every open stream of the account, on every process: its tokens no longer open anything
   * (docs/decisions/logout-token-version.md). Never throws.
   */
  async endSessions(userId: number): Promise<void> {
    await this.send({ u: userId, end: true });
  }

  /** Listens to one account's events; the returned function stops listening. */
  subscribe(userId: number, listener: LiveEventListener, onSessionEnded?: () => void): () => void {
    const set = this.watchers.get(userId) ?? new Set<Watcher>();
    const watcher: Watcher = { listener, onSessionEnded };
    set.add(watcher);
    this.watchers.set(userId, set);
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(userId) === set) this.watchers.delete(userId);
    };
  }

  /** The account's kept events after `lastId`, oldest first (Redis's history and this process's, merged). */
  async since(userId: number, lastId: string): Promise<LiveEvent[]> {
    const found = new Map<string, LiveEvent>();
    const oldest = Date.now() - this.settings.historyMs;
    for (const { at, event } of this.localHistory.get(userId) ?? [])
      if (at >= oldest && compareEventIds(event.id, lastId) > 0) found.set(event.id, event);
    const client = this.redis.client;
    if (client && this.redis.ready) {
      try {
        const entries = await client.xrange(liveEventsHistoryKey(userId), `(${lastId}`, '+');
        for (const [id, fields] of entries) {
          const event = this.eventOf(id, fields[1]);
          if (event) found.set(id, event);
        }
      } catch (error) {
        this.unreachable((error as NodeJS.ErrnoException).code ?? (error as Error).name);
      }
    }
    return [...found.values()].sort((a, b) => compareEventIds(a.id, b.id));
  }

  /** Open listeners on this process (the health of the streams, the bench). */
  get listenerCount(): number {
    let count = 0;
    for (const set of this.watchers.values()) count += set.size;
    return count;
  }

  private async send(wire: Wire): Promise<void> {
    const json = JSON.stringify(wire);
    const client = this.redis.client;
    if (client && this.redis.ready) {
      try {
        const id = (await client.eval(
          PUBLISH_SCRIPT,
          2,
          liveEventsHistoryKey(wire.u),
          LIVE_EVENTS_CHANNEL,
          String(this.settings.historySize),
          json,
          String(this.settings.historyMs),
        )) as string;
        // The subscriber brings it back to this process's streams; while it is reconnecting, deliver it here
        // (a stream drops an id it has already sent).
        if (this.subscriber?.status !== 'ready') this.deliver(id, wire);
        return;
      } catch (error) {
        this.unreachable((error as NodeJS.ErrnoException).code ?? (error as Error).name);
      }
    } else if (client) this.unreachable(client.status);
    this.deliver(this.nextLocalId(), wire, true);
  }

  private received(message: string): void {
    const space = message.indexOf(' ');
    const id = eventIdOf(message.slice(0, space));
    if (!id) return;
    try {
      this.deliver(id, JSON.parse(message.slice(space + 1)) as Wire);
    } catch {
      // Not one of ours: nothing to deliver.
    }
  }

  private eventOf(id: string, json: string | undefined): LiveEvent | null {
    try {
      const wire = JSON.parse(json ?? '') as Wire;
      return 'end' in wire ? null : ({ id, type: wire.t, userId: wire.u, data: wire.d } as LiveEvent);
    } catch {
      return null;
    }
  }

  private deliver(id: string, wire: Wire, keep = false): void {
    const watchers = [...(this.watchers.get(wire.u) ?? [])];
    if ('end' in wire) {
      for (const watcher of watchers) watcher.onSessionEnded?.();
      return;
    }
    const event = { id, type: wire.t, userId: wire.u, data: wire.d } as LiveEvent;
    if (keep) this.remember(event);
    for (const watcher of watchers) watcher.listener(event);
  }

  private remember(event: LiveEvent): void {
    const now = Date.now();
    const oldest = now - this.settings.historyMs;
    // Accounts whose last event left the window are forgotten as a whole (at most every 10 s), so the map stays
    // bounded by the window.
    if (now - this.lastSweep > 10_000) {
      this.lastSweep = now;
      for (const [userId, kept] of this.localHistory)
        if (kept[kept.length - 1].at < oldest) this.localHistory.delete(userId);
    }
    const kept = (this.localHistory.get(event.userId) ?? []).filter((entry) => entry.at >= oldest);
    kept.push({ at: now, event });
    this.localHistory.set(event.userId, kept.slice(-this.settings.historySize));
  }

  /** `<ms>-<seq>` like Redis's, strictly increasing in this process. */
  private nextLocalId(): string {
    const now = Date.now();
    this.lastLocalId =
      now > this.lastLocalId.ms ? { ms: now, seq: 0 } : { ms: this.lastLocalId.ms, seq: this.lastLocalId.seq + 1 };
    return `${this.lastLocalId.ms}-${this.lastLocalId.seq}`;
  }

  private unreachable(reason: string): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log('warn', `Redis injoignable (${reason}) : événements en direct propres à ce processus en attendant.`);
  }
}
