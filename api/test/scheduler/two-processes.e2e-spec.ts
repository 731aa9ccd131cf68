/**
 * The one scheduler of the periodic jobs (docs/operations.md#the-scheduler), with API processes of their own (Node
 * child processes on one database, SQLite or MariaDB): without REDIS_URL through each process's timers, with it
 * through the BullMQ job queue on a private Redis. A job's process is killed (SIGKILL, by its pid) in the middle of
 * its run: the other process runs the period again, and the mail the job writes reaches the SMTP server once. Then
 * a third process joins: every job still runs once per period, and the metrics of each process report the jobs'
 * last success, last duration, runs and failures.
 */
import { DataSource } from 'typeorm';
import { startApp, TEST_JWT_SECRET, type TestApp } from '../support/app';
import { registerFamily, type FamilyAccount } from '../support/fixtures';
import { startPrivateRedis, type PrivateRedis } from '../support/redis';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';
import type { ApiProcessSettings } from './support/api-process';
import { metricValue, startApiProcess, type ApiProcess } from './support/api-processes';
import { EVERY_PERIOD_JOB, FAILING_JOB, SLOW_MAIL_JOB } from './support/test-jobs';

/** The slow job keeps its transaction open this long after writing its mail: the time there is to kill it. */
const HOLD_MS = 3000;
const INTERVAL_MS = 1500;
const PUBLIC_URL = 'https://petfoster.test';
const APP_JOBS = ['activity-retention', 'placement-reminders', 'unread-message-mails', 'register-erasure'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['timers of each process (no REDIS_URL)', false],
  ['the Redis job queue (REDIS_URL)', true],
])('the scheduler through %s', (_label, withRedis) => {
  let smtp: TestSmtp;
  let redis: PrivateRedis | null = null;
  let database: TestApp;
  let family: FamilyAccount;
  let startedAt = 0;
  const processes: ApiProcess[] = [];
  const recipient = `tache-lente-${withRedis ? 'file' : 'minuteries'}@petfoster.test`;

  beforeAll(async () => {
    smtp = await startSmtp();
    if (withRedis) redis = await startPrivateRedis();
    // The test's own app creates the database and the family, and runs no job. It never polls the outbox (its own
    // mail leaves on the nudge of its commit): on SQLite a write of this process would wait, blocking the test, while
    // a child holds the database's write lock.
    database = await startApp({
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      mailTimings: { pollMs: 60 * 60 * 1000 },
      scheduler: { runJobs: false },
    });
    family = await registerFamily(database.api);
  });

  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop()));
    await database?.close();
    await redis?.stop();
    await smtp?.stop();
  });

  const settings = (): ApiProcessSettings => ({
    app: {
      databaseUrl: database.databaseUrl,
      uploadDir: database.uploadDir,
      jwtSecret: TEST_JWT_SECRET,
      seedDemo: false,
      logger: false,
      webRoot: null,
      firstView: null,
      nodeEnv: 'test',
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      mailTimings: { pollMs: 200, retryBaseMs: 200, retryMaxMs: 1000 },
      redisUrl: redis?.url ?? null,
      metricsPort: 0,
      // A dead process's job back in the queue within 3 s (30 s + 30 s in production).
      scheduler: { lockMs: 2000, stalledCheckMs: 1000 },
    },
    jobs: {
      userId: family.userId,
      recipient,
      holdMs: HOLD_MS,
      slowIntervalMs: 10 * 60 * 1000,
      intervalMs: INTERVAL_MS,
      checkMs: 250,
    },
  });

  const runsOf = async (job: string): Promise<number> => {
    const [row]: Array<{ runs: number | string }> = await database.app
      .get(DataSource)
      .query('SELECT runs FROM job_leases WHERE name = ?', [job]);
    return row ? Number(row.runs) : 0;
  };
  const alive = () => processes.filter((api) => !api.killed);

  it('runs a job whose process was killed mid-run again in the other process, and its mail goes once', async () => {
    const [first, second] = await Promise.all([startApiProcess(settings()), startApiProcess(settings())]);
    processes.push(first, second);
    startedAt = Date.now();
    first.send({ command: 'start' });
    second.send({ command: 'start' });

    const isSlowStart = (event: { job: string; event: string }) =>
      event.job === SLOW_MAIL_JOB && event.event === 'started';
    const started = await Promise.race([first.waitFor(isSlowStart), second.waitFor(isSlowStart)]);
    const [victim, survivor] = started.pid === first.pid ? [first, second] : [second, first];
    // Its mail is written, its transaction still open.
    await victim.kill();

    const done = await survivor.waitFor((event) => event.job === SLOW_MAIL_JOB && event.event === 'done', 60_000);
    expect(done.pid).toBe(survivor.pid);
    await smtp.waitFor((mail) => mail.to.includes(recipient), 30_000);
    // Long enough for a second copy to arrive, were there one (the outbox polls every 200 ms).
    await sleep(2000);
    expect(smtp.to(recipient)).toHaveLength(1);
    expect(await runsOf(SLOW_MAIL_JOB)).toBe(1);

    const metrics = await survivor.metrics();
    expect(metricValue(metrics, `petfoster_job_runs_total{job="${SLOW_MAIL_JOB}"}`)).toBe(1);
    expect(metricValue(metrics, `petfoster_job_failures_total{job="${SLOW_MAIL_JOB}"}`)).toBe(0);
    expect(metricValue(metrics, `petfoster_job_last_duration_seconds{job="${SLOW_MAIL_JOB}"}`)).toBeGreaterThanOrEqual(
      HOLD_MS / 1000,
    );
    expect(
      metricValue(metrics, `petfoster_job_last_success_timestamp_seconds{job="${SLOW_MAIL_JOB}"}`),
    ).toBeGreaterThanOrEqual(startedAt / 1000);
  }, 180_000);

  it('runs every job once per period with two processes, one of them joining late', async () => {
    const joining = await startApiProcess(settings());
    processes.push(joining);
    joining.send({ command: 'start' });
    const before = await runsOf(EVERY_PERIOD_JOB);
    const from = Date.now();
    await sleep(6 * INTERVAL_MS);
    const runs = (await runsOf(EVERY_PERIOD_JOB)) - before;
    const periods = (Date.now() - from) / INTERVAL_MS;
    // Never more than the periods begun, though two processes asked all along; and it did run.
    expect(runs).toBeLessThanOrEqual(Math.floor(periods) + 1);
    expect(runs).toBeGreaterThanOrEqual(2);

    // The slow job's period (10 minutes) is not over: the process that joined did not run it again.
    expect(await runsOf(SLOW_MAIL_JOB)).toBe(1);
    expect(smtp.to(recipient)).toHaveLength(1);
    // The app's own jobs, on the same scheduler: once in their period (a day, 15 minutes, a minute), though three
    // processes started them.
    const minutes = Math.floor((Date.now() - startedAt) / 60_000);
    expect(await runsOf('activity-retention')).toBe(1);
    expect(await runsOf('register-erasure')).toBe(1);
    expect(await runsOf('placement-reminders')).toBe(1);
    expect(await runsOf('unread-message-mails')).toBeGreaterThanOrEqual(1);
    expect(await runsOf('unread-message-mails')).toBeLessThanOrEqual(minutes + 1);
  }, 180_000);

  it("reports each job's last success, last duration, runs and failures in each process's metrics", async () => {
    const scrapes = await Promise.all(alive().map((api) => api.metrics()));
    expect(scrapes).toHaveLength(2);
    const total = (series: string) =>
      scrapes
        .map((text) => metricValue(text, series))
        .reduce((sum, value) => sum + (Number.isNaN(value) ? 0 : value), 0);

    // A job that fails: counted, never a success; how long its last failed run took is there.
    expect(total(`petfoster_job_failures_total{job="${FAILING_JOB}"}`)).toBeGreaterThanOrEqual(1);
    expect(total(`petfoster_job_runs_total{job="${FAILING_JOB}"}`)).toBe(0);
    for (const text of scrapes)
      expect(metricValue(text, `petfoster_job_last_success_timestamp_seconds{job="${FAILING_JOB}"}`)).toBeNaN();
    expect(
      scrapes.some((text) => metricValue(text, `petfoster_job_last_duration_seconds{job="${FAILING_JOB}"}`) >= 0),
    ).toBe(true);

    // A job that succeeds: its last success is recent in one process at least.
    const lastSuccess = Math.max(
      ...scrapes.map(
        (text) => metricValue(text, `petfoster_job_last_success_timestamp_seconds{job="${EVERY_PERIOD_JOB}"}`) || 0,
      ),
    );
    expect(lastSuccess).toBeGreaterThan(Date.now() / 1000 - 30);
    expect(total(`petfoster_job_runs_total{job="${EVERY_PERIOD_JOB}"}`)).toBeGreaterThanOrEqual(1);
    expect(total(`petfoster_job_failures_total{job="${EVERY_PERIOD_JOB}"}`)).toBe(0);

    // Every job of the app is on the scheduler of every process, its counters there from the start.
    for (const text of scrapes)
      for (const job of APP_JOBS) expect(metricValue(text, `petfoster_job_failures_total{job="${job}"}`)).toBe(0);
  }, 60_000);
});
