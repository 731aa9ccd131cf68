import type { EntityManager } from 'typeorm';
import type { DatabaseService } from '../../../src/database/database.service';
import type { OutboxService } from '../../../src/mail/outbox.service';
import { LeasedJob } from '../../../src/scheduler/leased-job';

/** What a child API process tells the test about its jobs. */
export type JobEvent = { event: 'started' | 'done'; job: string; pid: number };

export const SLOW_MAIL_JOB = 'test-slow-mail';
export const EVERY_PERIOD_JOB = 'test-every-period';
export const FAILING_JOB = 'test-failing';

export interface TestJobsSettings {
  /** The slow job: its one mail goes to this user, at this address. */
  userId: number;
  recipient: string;
  /** How long the slow job's transaction stays open after its mail is written: the time the test has to kill it. */
  holdMs: number;
  /** The slow job's period: longer than the test, so one run is expected. */
  slowIntervalMs: number;
  /** The other jobs' period. */
  intervalMs: number;
  /** In-process timers: how often each process asks. */
  checkMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes one mail through the outbox, as the reminder jobs do, then keeps its transaction open for holdMs: a process
 * killed meanwhile has written nothing, and the period must run again elsewhere, with one mail in all.
 */
export class SlowMailJob extends LeasedJob<number> {
  constructor(
    db: DatabaseService,
    private readonly outbox: OutboxService,
    private readonly settings: TestJobsSettings,
    private readonly tell: (event: JobEvent) => void,
  ) {
    super(db, SLOW_MAIL_JOB);
  }

  protected schedule() {
    return { intervalMs: this.settings.slowIntervalMs, checkMs: this.settings.checkMs };
  }

  protected async work(manager: EntityManager): Promise<number> {
    await this.outbox.enqueue(manager, {
      kind: 'welcome',
      userId: this.settings.userId,
      to: this.settings.recipient,
      data: { role: 'family' },
    });
    this.tell({ event: 'started', job: this.name, pid: process.pid });
    await sleep(this.settings.holdMs);
    return 1;
  }

  protected done(): void {
    this.tell({ event: 'done', job: this.name, pid: process.pid });
  }

  protected failed(): void {}
}

/** Does nothing but count: job_leases.runs says how many periods ran, all processes together. */
export class EveryPeriodJob extends LeasedJob<number> {
  constructor(
    db: DatabaseService,
    private readonly settings: TestJobsSettings,
  ) {
    super(db, EVERY_PERIOD_JOB);
  }

  protected schedule() {
    return { intervalMs: this.settings.intervalMs, checkMs: this.settings.checkMs };
  }

  protected async work(): Promise<number> {
    return 1;
  }

  protected done(): void {}

  protected failed(): void {}
}

/** Fails every time, as a job whose database is unreachable would: the metrics count it. */
export class FailingJob extends LeasedJob<number> {
  constructor(
    db: DatabaseService,
    private readonly settings: TestJobsSettings,
  ) {
    super(db, FAILING_JOB);
  }

  protected schedule() {
    return { intervalMs: this.settings.intervalMs, checkMs: this.settings.checkMs };
  }

  protected async work(): Promise<number> {
    throw Object.assign(new Error('panne simulée'), { code: 'TEST_FAILURE' });
  }

  protected done(): void {}

  protected failed(): void {}
}
