import { performance } from 'node:perf_hooks';
import type { EntityManager } from 'typeorm';
import type { DatabaseService } from '../database/database.service';
import { recordRun, takeLease, takePeriod } from './job-lease';

/** How often a job runs, all API processes together, and how often each process asks for it without Redis. */
export interface JobSchedule {
  /** One run per interval (the lease lasts this long). */
  intervalMs: number;
  /** In-process timers only: how often this process asks for the lease, the longest delay after a period ends. */
  checkMs: number;
}

/** One period as the Redis job queue hands it out: the run is for [start, end). */
export interface JobPeriod {
  start: Date;
  end: Date;
}

/** What one attempt came to: run and committed, run and rolled back, or left to the process that has the period. */
export type JobAttempt =
  { outcome: 'done'; seconds: number } | { outcome: 'failed'; seconds: number; code: string } | { outcome: 'skipped' };

/**
 * A periodic job that runs once per period however many API processes run (docs/operations.md#the-scheduler). A
 * subclass is a Nest provider that names the job, its schedule and its work, and what to log; the Scheduler
 * (scheduler.service.ts) finds every provider of this class when the app starts and runs it, through the Redis job
 * queue when REDIS_URL is set and through timers of each process otherwise. Either way the job's lease in job_leases
 * (job-lease.ts) gives each period to one process, and the work and the count of runs are one transaction with it:
 * a run that fails, or whose process dies, counts for nothing and leaves the period to another try.
 */
export abstract class LeasedJob<R> {
  protected constructor(
    protected readonly db: DatabaseService,
    /** The job's row in job_leases, its job scheduler in Redis and its `job` label in the metrics. */
    readonly name: string,
  ) {}

  /** The period the lease lasts and how often this process asks for it. */
  protected abstract schedule(): JobSchedule;
  /** The work of one period, in the lease's transaction. */
  protected abstract work(manager: EntityManager, now: Date): Promise<R>;
  protected abstract done(result: R): void;
  protected abstract failed(code: string): void;
  /** The time a run is for; a job whose rules read a fixed clock in tests overrides it. */
  protected now(): Date {
    return new Date();
  }

  /** The job's schedule, as the scheduler reads it. */
  get period(): JobSchedule {
    return this.schedule();
  }

  /** One attempt: the work's result when this process took the period's lease (from now on), null when another did. */
  runOnce(now = this.now()): Promise<R | null> {
    return this.db.write(async (manager) => {
      if (!(await takeLease(manager, this.name, this.schedule().intervalMs, now))) return null;
      const result = await this.work(manager, now);
      await recordRun(manager, this.name, now);
      return result;
    });
  }

  /** One attempt at the period the job queue names: the work's result, or null when a run of it already committed. */
  runPeriod(period: JobPeriod, now = this.now()): Promise<R | null> {
    return this.db.write(async (manager) => {
      if (!(await takePeriod(manager, this.name, period.start, period.end))) return null;
      const result = await this.work(manager, now);
      await recordRun(manager, this.name, now);
      return result;
    });
  }

  /**
   * One attempt as the scheduler makes it, which never throws: the outcome and how long it took, after the job's own
   * done() or failed() has logged it.
   */
  async attempt(period?: JobPeriod): Promise<JobAttempt> {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    let result: R | null;
    try {
      result = period ? await this.runPeriod(period) : await this.runOnce();
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      const attempt = {
        outcome: 'failed' as const,
        seconds: seconds(),
        code: typeof code === 'string' ? code : 'erreur',
      };
      this.report(() => this.failed(attempt.code));
      return attempt;
    }
    if (result === null) return { outcome: 'skipped' };
    const attempt = { outcome: 'done' as const, seconds: seconds() };
    this.report(() => this.done(result));
    return attempt;
  }

  /** A log line that fails never turns a committed run into a failed one. */
  private report(log: () => void): void {
    try {
      log();
    } catch {
      // Nothing to undo: the run's outcome stands.
    }
  }
}
