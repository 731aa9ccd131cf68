import { AsyncResource } from 'node:async_hooks';
import { Queue, Worker, type Job } from 'bullmq';
import Redis from 'ioredis';
import type { ServiceLog } from '../common/service-log';
import type { SchedulerConfig } from '../config/app-config';
import { PROCESS_ID } from './job-lease';
import type { AttemptJob, JobRunner } from './job-runner';
import type { JobAttempt, LeasedJob } from './leased-job';

/** Every job of every process shares one queue; its keys in Redis start with `petfoster:jobs:`. */
const QUEUE = 'jobs';
const PREFIX = 'petfoster';
/** While Redis is unreachable, one warning a minute. */
const WARN_EVERY_MS = 60_000;
/** At shutdown, how long closing the queue may wait for Redis before its connections are simply dropped. */
const CLOSE_WAIT_MS = 5_000;

/**
 * The period a job of the queue is for: job schedulers name each job `repeat:<scheduler>:<millis>`, the instant it
 * was due, and a job handed out again after its process died keeps it.
 */
export function periodStartOf(job: Pick<Job, 'id' | 'timestamp' | 'delay'>): number {
  const due = /:(\d+)$/.exec(job.id ?? '')?.[1];
  return due ? Number(due) : job.timestamp + (job.delay ?? 0);
}

/** Waits for `closing` at most CLOSE_WAIT_MS (Redis may have gone in the meantime). */
async function closeWithin(closing: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CLOSE_WAIT_MS);
  });
  await Promise.race([closing.catch(() => undefined), late]);
  clearTimeout(timer);
}

/**
 * With REDIS_URL: the jobs run through a BullMQ queue in Redis (docs/operations.md#the-scheduler). Each process
 * declares every job it knows as a job scheduler (`upsertJobScheduler`, one per job name, `every` its interval), which
 * Redis holds once for all processes and which puts one job in the queue per period; each process has one Worker,
 * and Redis hands each job to one of them. A worker renews its lock on a running job; when its process dies the lock
 * expires and another process's stalled-job check puts the job back in the queue, for a worker to run again. The
 * period the job names is then taken in job_leases (takePeriod) in the work's transaction: if the dead process's run
 * was rolled back, the period runs again; if it had committed, the job is done and the work is not repeated.
 */
export class QueueRunner implements JobRunner {
  /** The queue's connection, ours to drop at shutdown even while Redis is unreachable. */
  private readonly client: Redis;
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly jobs = new Map<string, LeasedJob<unknown>>();
  private readonly running = new Set<Promise<JobAttempt>>();
  /** Its own async context: no request's Idempotency-Key or SQL count reaches a job. */
  private readonly scope = new AsyncResource('Scheduler');
  private stopped = false;
  private lastWarning = 0;

  constructor(
    redisUrl: string,
    timings: Pick<SchedulerConfig, 'lockMs' | 'stalledCheckMs'>,
    jobs: LeasedJob<unknown>[],
    private readonly attempt: AttemptJob,
    private readonly log: ServiceLog,
  ) {
    // Connections of their own: BullMQ's workers block on Redis and retry their commands until it answers
    // (maxRetriesPerRequest: null), where the shared client of RedisService fails fast to fall back.
    this.client = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(QUEUE, { connection: this.client, prefix: PREFIX });
    // The worker's connections (one of them blocks waiting for jobs) are BullMQ's own, from the same address.
    this.worker = new Worker(QUEUE, (job) => this.scope.runInAsyncScope(() => this.process(job)), {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix: PREFIX,
      // Which process ran a job, in Redis as in job_leases.holder.
      name: PROCESS_ID,
      concurrency: Math.max(1, jobs.length),
      // Started once this process knows its jobs: a job it took before would be one it cannot run.
      autorun: false,
      lockDuration: timings.lockMs,
      stalledInterval: timings.stalledCheckMs,
      // A job whose process died runs again, twice at most; cut off a third time, it is given up (the next period
      // does what it left).
      maxStalledCount: 2,
      // Enough history for whoever investigates, without growing Redis forever.
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 500 },
    });
    this.client.on('error', (error) => this.unreachable(error));
    this.queue.on('error', (error) => this.unreachable(error));
    this.worker.on('error', (error) => this.unreachable(error));
    for (const job of jobs) this.add(job);
    this.worker.run().catch((error: unknown) => this.unreachable(error));
  }

  add(job: LeasedJob<unknown>): void {
    this.jobs.set(job.name, job);
    // Jobs of one process run side by side, as with timers: a long one never delays the others.
    this.worker.concurrency = Math.max(1, this.jobs.size);
    this.declare(job).catch((error: unknown) => {
      if (!this.stopped) this.unreachable(error);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // The runs under way end first (their database work commits or rolls back), then the worker reports them to
    // Redis. Without Redis nothing can be reported: the connections are dropped at once (a job whose end Redis did
    // not hear of runs again elsewhere, and finds its period done).
    await Promise.allSettled([...this.running]);
    const reachable = this.client.status === 'ready';
    await closeWithin(this.worker.close(!reachable));
    await closeWithin(this.queue.close());
    this.client.disconnect();
  }

  /**
   * The job's scheduler in Redis, created by the first process that starts and changed when the interval changes;
   * left as it is otherwise, so that restarting a process neither adds a run nor moves the next one.
   */
  private async declare(job: LeasedJob<unknown>): Promise<void> {
    const every = job.period.intervalMs;
    const current = await this.queue.getJobScheduler(job.name);
    if (current?.every === every) return;
    await this.queue.upsertJobScheduler(job.name, { every }, { name: job.name, data: {} });
  }

  private async process(queued: Job): Promise<string> {
    const job = this.jobs.get(queued.name);
    if (!job) {
      // A job that a newer version of the API declared, during a rolling deployment: that period is left to it.
      this.log('warn', `Tâche périodique inconnue de ce processus : ${queued.name}`);
      throw new Error(`unknown job ${queued.name}`);
    }
    const start = periodStartOf(queued);
    const run = this.attempt(job, { start: new Date(start), end: new Date(start + job.period.intervalMs) });
    this.running.add(run);
    let attempt: JobAttempt;
    try {
      attempt = await run;
    } finally {
      this.running.delete(run);
    }
    // The queue's own record of the job says failed too (the job's log line has already said why).
    if (attempt.outcome === 'failed') throw new Error(attempt.code);
    return attempt.outcome;
  }

  private unreachable(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    const code = (error as { code?: unknown })?.code;
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.name : 'erreur';
    this.log('warn', `File des tâches périodiques injoignable (${reason}) : elles reprendront avec Redis.`);
  }
}
