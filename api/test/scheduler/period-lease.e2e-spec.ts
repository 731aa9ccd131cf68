/**
 * The lease of a period handed out by the Redis job queue (docs/operations.md#the-scheduler): a job that the queue
 * hands out again runs its work again only if the earlier run was rolled back. On SQLite and MariaDB.
 */
import type { EntityManager } from 'typeorm';
import { DataSource } from 'typeorm';
import { DatabaseService } from '../../src/database/database.service';
import { LeasedJob } from '../../src/scheduler/leased-job';
import { startApp, type TestApp } from '../support/app';

const MINUTE_MS = 60_000;

/** Writes a row of this test's own table per run, so that the test counts what committed. */
class RecordingJob extends LeasedJob<string> {
  failNext = false;

  constructor(db: DatabaseService) {
    super(db, 'test-period-lease');
  }

  protected schedule() {
    return { intervalMs: MINUTE_MS, checkMs: MINUTE_MS };
  }

  protected async work(manager: EntityManager, now: Date): Promise<string> {
    await manager.query('INSERT INTO period_lease_runs (at) VALUES (?)', [now.toISOString()]);
    if (this.failNext) {
      this.failNext = false;
      throw Object.assign(new Error('panne simulée'), { code: 'TEST_FAILURE' });
    }
    return 'fait';
  }

  protected done(): void {}

  protected failed(): void {}
}

describe('the lease of a period of the job queue', () => {
  let t: TestApp;
  let job: RecordingJob;
  // A minute in the future, on a whole minute: the periods of this test are [start + k minutes, start + k + 1 minutes).
  const start = Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const period = (k: number) => ({
    start: new Date(start + k * MINUTE_MS),
    end: new Date(start + (k + 1) * MINUTE_MS),
  });
  const committedRuns = async () => {
    const [row]: Array<{ count: number | string }> = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS count FROM period_lease_runs');
    return Number(row.count);
  };

  beforeAll(async () => {
    t = await startApp();
    await t.app.get(DataSource).query('CREATE TABLE period_lease_runs (at VARCHAR(40) NOT NULL)');
    job = new RecordingJob(t.app.get(DatabaseService));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs a period once, however often the queue hands it out', async () => {
    expect(await job.runPeriod(period(0))).toBe('fait');
    expect(await job.runPeriod(period(0))).toBeNull();
    expect(await committedRuns()).toBe(1);
  });

  it('runs the next period, and never an earlier one again', async () => {
    expect(await job.runPeriod(period(1))).toBe('fait');
    expect(await job.runPeriod(period(0))).toBeNull();
    expect(await committedRuns()).toBe(2);
  });

  it('leaves a period whose run was rolled back to the next attempt', async () => {
    job.failNext = true;
    await expect(job.runPeriod(period(2))).rejects.toThrow('panne simulée');
    expect(await committedRuns()).toBe(2);
    expect(await job.runPeriod(period(2))).toBe('fait');
    expect(await committedRuns()).toBe(3);
    const [lease]: Array<{ runs: number | string }> = await t.app
      .get(DataSource)
      .query("SELECT runs FROM job_leases WHERE name = 'test-period-lease'");
    expect(Number(lease.runs)).toBe(3);
  });

  it('reports the outcome of each attempt to the scheduler, with its duration', async () => {
    const done = await job.attempt(period(3));
    expect(done.outcome).toBe('done');
    expect(await job.attempt(period(3))).toEqual({ outcome: 'skipped' });
    job.failNext = true;
    expect(await job.attempt(period(4))).toEqual({
      outcome: 'failed',
      seconds: expect.any(Number),
      code: 'TEST_FAILURE',
    });
  });
});
