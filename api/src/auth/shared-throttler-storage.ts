import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisService } from '../redis/redis.service';

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A storage that can give back an attempt that turned out not to count (a login that was not a 401). */
export interface ReleasableStorage extends ThrottlerStorage {
  release(key: string, throttlerName: string): Promise<void> | void;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The limits of every replica in Redis (docs/decisions/throttling.md), with rate-limiter-flexible: one RateLimiterRedis per throttler
 * (an atomic INCR + PEXPIRE script per attempt, a fixed window that starts with the first attempt), `reward` to give
 * a login's slot back. While Redis is unreachable each limiter counts in this process (its insurance limiter, same
 * limit and window) and the API keeps answering; it uses Redis again as soon as the connection is ready.
 */
export class SharedThrottlerStorage implements ReleasableStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis: RedisService,
    private readonly onBlocked: (throttlerName: string) => void = () => undefined,
  ) {}

  /** One limiter per throttler: a throttler's limit and window never change while the process runs. */
  private limiter(name: string, limit: number, ttlMs: number): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const duration = secondsOf(ttlMs);
      limiter = new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix: `petfoster:limit:${name}`,
        points: limit,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `local:${name}`, points: limit, duration }),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async increment(key: string, ttl: number, limit: number, _block: number, name: string): Promise<StorageRecord> {
    const limiter = this.limiter(name, limit, ttl);
    if (!this.redis.ready) this.redis.unreachable('pas de connexion');
    try {
      const result = await limiter.consume(key);
      return {
        totalHits: result.consumedPoints,
        timeToExpire: secondsOf(result.msBeforeNext),
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      this.onBlocked(name);
      return {
        totalHits: rejection.consumedPoints,
        timeToExpire: secondsOf(rejection.msBeforeNext),
        isBlocked: true,
        timeToBlockExpire: secondsOf(rejection.msBeforeNext),
      };
    }
  }

  async release(key: string, name: string): Promise<void> {
    await this.limiters
      .get(name)
      ?.reward(key, 1)
      .catch(() => undefined);
  }
}
