import type { JobAttempt, JobPeriod, LeasedJob } from './leased-job';

/** Makes one attempt of a job and records it (Scheduler.attempt: the metrics). */
export type AttemptJob = (job: LeasedJob<unknown>, period?: JobPeriod) => Promise<JobAttempt>;

/** How the jobs of this process are set off: in-process timers, or the Redis job queue. */
export interface JobRunner {
  /** Starts running a job; each name once. */
  add(job: LeasedJob<unknown>): void;
  /** No new run; resolves once the runs under way have ended (committed or rolled back). */
  stop(): Promise<void>;
}
