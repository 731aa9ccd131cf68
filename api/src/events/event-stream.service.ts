import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requireAccess } from '../access/require-access';
import type { AuthUser } from '../common/auth.decorators';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { compareEventIds, eventIdOf, LiveEventsBus, type LiveEvent } from './live-events.bus';

/** The guard's own limit on a token's age (jwt-auth.guard.ts, maxAge): the stream never outlives it either. */
const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** What an EventSource waits before reconnecting after a close (the client sends Last-Event-ID then). */
const RETRY_MS = 3000;

/**
 * GET /api/events (docs/architecture.md#event-stream): one Server-Sent Events stream per open page, for the caller's
 * own account only. It replays what the client missed since its Last-Event-ID, then forwards the bus's events, sends
 * a heartbeat comment so that proxies keep the connection, and ends when the token expires or its session is ended.
 */
@Injectable()
export class EventStreamService implements OnModuleDestroy {
  private readonly open = new Set<() => void>();
  private readonly heartbeatMs: number;

  constructor(
    @Inject(APP_CONFIG) config: RuntimeConfig,
    private readonly bus: LiveEventsBus,
  ) {
    this.heartbeatMs = config.eventStream.heartbeatMs;
  }

  async stream(user: AuthUser | undefined, request: Request, response: Response): Promise<void> {
    const caller = requireAccess(user, 'events.stream');
    const closesAt = this.tokenEnd(request.headers.authorization);

    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform also keeps the compression middleware (and any proxy) from buffering the stream to compress it.
    response.setHeader('Cache-Control', 'no-cache, no-store, no-transform');
    response.setHeader('Connection', 'keep-alive');
    // nginx: pass every byte at once (the gateway's location says so too).
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    request.socket.setNoDelay(true);
    request.socket.setKeepAlive(true);

    let lastSent: string | null = null;
    let replaying = true;
    const waiting: LiveEvent[] = [];
    const send = (event: LiveEvent) => {
      if (lastSent && compareEventIds(event.id, lastSent) <= 0) return;
      lastSent = event.id;
      response.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    };

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      this.open.delete(end);
      response.end();
    };
    // Listen before reading the history: an event published in between is held, then sent once, in order.
    const unsubscribe = this.bus.subscribe(
      caller.userId,
      (event) => (replaying ? waiting.push(event) : send(event)),
      end,
    );
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), this.heartbeatMs);
    const expiry = setTimeout(end, Math.max(0, closesAt - Date.now()));
    this.open.add(end);
    request.on('close', end);
    response.on('error', end);

    response.write(`retry: ${RETRY_MS}\n\n`);
    const lastId = eventIdOf(request.headers['last-event-id']);
    if (lastId) {
      lastSent = lastId;
      for (const event of await this.bus.since(caller.userId, lastId)) if (!ended) send(event);
    }
    replaying = false;
    for (const event of waiting.splice(0)) if (!ended) send(event);
  }

  /** Streams still open on this process. */
  get openCount(): number {
    return this.open.size;
  }

  /** A stopping process ends its streams (their clients reconnect to another instance), else it would wait for them. */
  onModuleDestroy(): void {
    for (const end of [...this.open]) end();
  }

  /**
   * When the guard would refuse the token: its exp, and never later than 24 h after it was issued. The guard has
   * verified its signature already: only its claims are read here.
   */
  private tokenEnd(authorization: string | undefined): number {
    const payload = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]*\s*$/i.exec(authorization ?? '')?.[1];
    let claims: { exp?: unknown; iat?: unknown } = {};
    try {
      claims = payload
        ? ((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims | null) ?? {})
        : {};
    } catch {
      // Verified by the guard, so never reached; the 24 h limit below still holds.
    }
    const limits = [Date.now() + TOKEN_MAX_AGE_MS];
    if (typeof claims.exp === 'number') limits.push(claims.exp * 1000);
    if (typeof claims.iat === 'number') limits.push(claims.iat * 1000 + TOKEN_MAX_AGE_MS);
    return Math.min(...limits);
  }
}
