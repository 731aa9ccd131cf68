import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';
import type { DatabaseService } from '../database/database.service';
import { recordRun, takeLease } from './job-lease';

/**
 * A periodic job that runs once per period however many API processes run (docs/operations.md#activity-retention):
 * each process tries every `checkMs`, the job's lease in job_leases (job-lease.ts) gives the period to one of them,
 * and the work and the count of runs are one transaction (a run that fails counts for nothing; the next period does
 * what it left). A subclass names the job, its schedule and its work, and what to log.
 */
export abstract class LeasedJob<R> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** Its own async context, as the outbox worker's: no request's Idempotency-Key or SQL count reaches the job. */
  private readonly scope = new AsyncResource(this.constructor.name);

  protected constructor(
    protected readonly db: DatabaseService,
    private readonly name: string,
  ) {}

  /** The period the lease lasts and how often this process asks for it. */
  protected abstract schedule(): { intervalMs: number; checkMs: number };
  /** The work of one period, in the lease's transaction. */
  protected abstract work(manager: EntityManager, now: Date): Promise<R>;
  protected abstract done(result: R): void;
  protected abstract failed(code: string): void;
  /** The time a run is for; a job whose rules read a fixed clock in tests overrides it. */
  protected now(): Date {
    return new Date();
  }

  onApplicationBootstrap(): void {
    this.later(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private later(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.scope.runInAsyncScope(() => this.tick()), delayMs);
    // Never what keeps a process alive.
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    this.running = this.runOnce()
      .then((result) => {
        if (result !== null) this.done(result);
      })
      .catch((error: unknown) => {
        const code = (error as { code?: unknown })?.code;
        this.failed(typeof code === 'string' ? code : 'erreur');
      })
      .finally(() => {
        this.running = null;
        this.later(this.schedule().checkMs);
      });
  }

  /** One attempt: the work's result when this process took the period's lease, null when another did. */
  runOnce(now = this.now()): Promise<R | null> {
    return this.db.write(async (manager) => {
      if (!(await takeLease(manager, this.name, this.schedule().intervalMs, now))) return null;
      const result = await this.work(manager, now);
      await recordRun(manager, this.name, now);
      return result;
    });
  }
}
