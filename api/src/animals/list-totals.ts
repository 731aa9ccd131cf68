import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DatabaseService } from '../database/database.service';
import { RedisService } from '../redis/redis.service';

/** How long a total is kept; with Redis a write of any replica drops it at once, without Redis only this one's. */
const TOTAL_TTL_MS = 10_000;
/** At most this many filter sets are kept in this process (oldest dropped first). */
const TOTALS_MAX = 500;
const GENERATION_KEY = 'petfoster:totals:generation';

/**
 * X-Total-Count of the catalogue per filter set (COUNT(*) scans the whole index: tens of ms at 100k rows on MariaDB).
 * With REDIS_URL (docs/decisions/stateless-api.md) totals are shared by every replica under a generation number that every write of every
 * replica increments before it answers, so an animal created through one replica counts in the next list read on
 * any other. Without Redis, or while it is unreachable, each process keeps its own totals, dropped by its own writes
 * or after TOTAL_TTL_MS (another replica's writes show within that time).
 */
@Injectable()
export class ListTotals {
  private readonly local = new Map<string, { total: number; generation: number; expiresAt: number }>();
  private sharedWasDown = false;

  constructor(
    private readonly db: DatabaseService,
    private readonly redis: RedisService,
  ) {
    db.onWriteEnded(() => this.bumpShared());
  }

  async get(filterKey: string, count: () => Promise<number>): Promise<number> {
    const key = createHash('sha256').update(filterKey).digest('base64url');
    const shared = await this.sharedGet(key, count);
    if (shared !== undefined) return shared;
    return this.localGet(key, count);
  }

  private async bumpShared(): Promise<void> {
    if (!this.redis.ready) return;
    await this.redis.client?.incr(GENERATION_KEY);
  }

  /** undefined when Redis is not in use or fails: the caller falls back to this process's totals. */
  private async sharedGet(key: string, count: () => Promise<number>): Promise<number | undefined> {
    const client = this.redis.client;
    if (!client) return undefined;
    if (!this.redis.ready) {
      this.sharedWasDown = true;
      this.redis.unreachable('pas de connexion');
      return undefined;
    }
    try {
      // Writes made while Redis was out of reach did not move the generation: start a new one.
      if (this.sharedWasDown) {
        await client.incr(GENERATION_KEY);
        this.sharedWasDown = false;
      }
      const generation = (await client.get(GENERATION_KEY)) ?? '0';
      const totalKey = `petfoster:totals:${generation}:${key}`;
      const cached = await client.get(totalKey);
      if (cached !== null) return Number(cached);
      const total = await count();
      await client.set(totalKey, String(total), 'PX', TOTAL_TTL_MS);
      return total;
    } catch (error) {
      this.sharedWasDown = true;
      this.redis.unreachable((error as NodeJS.ErrnoException).code ?? (error as Error).name);
      return undefined;
    }
  }

  private async localGet(key: string, count: () => Promise<number>): Promise<number> {
    const generation = this.db.writeGeneration;
    const cached = this.local.get(key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) return cached.total;
    const total = await count();
    this.local.delete(key);
    this.local.set(key, { total, generation, expiresAt: Date.now() + TOTAL_TTL_MS });
    if (this.local.size > TOTALS_MAX) this.local.delete(this.local.keys().next().value as string);
    return total;
  }
}
