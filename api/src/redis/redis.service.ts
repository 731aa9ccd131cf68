import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { serviceLog, type ServiceLog } from '../common/service-log';

/** While Redis is unreachable, one warning a minute, not one per request. */
const WARN_EVERY_MS = 60_000;

/**
 * The connection to Redis when REDIS_URL is set (docs/decisions/stateless-api.md), shared by the rate limits and the shared caches. Commands
 * fail at once while Redis is unreachable (no offline queue, one attempt), so a caller falls back to its per-process
 * state instead of waiting; ioredis keeps reconnecting in the background and `ready` turns true again by itself.
 */
@Injectable()
export class RedisService implements OnModuleDestroy {
  readonly client: Redis | null;
  private readonly log: ServiceLog;
  private lastWarning = 0;
  private lost = false;

  constructor(@Inject(APP_CONFIG) config: RuntimeConfig) {
    this.log = serviceLog(config, 'Redis');
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: 1000,
          // Reconnect forever, at most every 2 s.
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        })
      : null;
    this.client?.on('error', (error: NodeJS.ErrnoException) => this.unreachable(error.code ?? error.name));
    this.client?.on('ready', () => {
      if (this.lost) this.log('info', 'Redis de nouveau joignable : limites et caches de nouveau partagés.');
      this.lost = false;
    });
  }

  /** Connected and answering: shared state is in use. */
  get ready(): boolean {
    return this.client?.status === 'ready';
  }

  /** What /api/health/ready reports. */
  get state(): 'disabled' | 'ready' | 'unreachable' {
    if (!this.client) return 'disabled';
    return this.ready ? 'ready' : 'unreachable';
  }

  /** Logs, at most once a minute, that the process is on its own (the caller already fell back). */
  unreachable(reason: string): void {
    this.lost = true;
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log('warn', `Redis injoignable (${reason}) : limites et caches propres à ce processus en attendant.`);
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.client) return;
    this.client.removeAllListeners('error');
    this.client.on('error', () => undefined);
    await this.client.quit().catch(() => this.client?.disconnect());
  }
}
