import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { MetricsService } from '../metrics/metrics.service';
import type { JobRunner } from './job-runner';
import { LeasedJob, type JobAttempt, type JobPeriod } from './leased-job';
import { QueueRunner } from './queue-runner';
import { TimerRunner } from './timer-runner';

/**
 * The one scheduler of every periodic job (docs/operations.md#the-scheduler). A job is a LeasedJob provider of any
 * module: the scheduler finds them all when the app starts, and runs each once per period across every API process,
 * through the Redis job queue (BullMQ, queue-runner.ts) when REDIS_URL is set, through timers of each process
 * otherwise (timer-runner.ts). Each run is recorded in the metrics: last success, last duration, runs and failures.
 * RUN_JOBS=false keeps a process out of it (it only serves requests).
 */
@Injectable()
export class Scheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly jobs = new Map<string, LeasedJob<unknown>>();
  private runner: JobRunner | null = null;
  private readonly log: ServiceLog;

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly discovery: DiscoveryService,
    private readonly metrics: MetricsService,
  ) {
    this.log = serviceLog(config, 'Scheduler');
  }

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof LeasedJob) this.register(instance);
    }
    if (this.config.scheduler.runJobs) this.start();
  }

  /** Adds a job that is not a provider of the app (the modules' jobs are found by themselves); started if running. */
  register(job: LeasedJob<unknown>): void {
    const known = this.jobs.get(job.name);
    if (known === job) return;
    // Two jobs of one name would share one lease and one job scheduler: a mistake to stop at start.
    if (known) throw new Error(`Deux tâches périodiques portent le nom ${job.name}`);
    this.jobs.set(job.name, job);
    this.metrics.jobRegistered(job.name);
    this.runner?.add(job);
  }

  /** Starts running the registered jobs (at start unless RUN_JOBS=false); the ones registered later start at once. */
  start(): void {
    if (this.runner) return;
    const attempt = (job: LeasedJob<unknown>, period?: JobPeriod) => this.attempt(job, period);
    const jobs = [...this.jobs.values()];
    if (this.config.redisUrl) {
      this.runner = new QueueRunner(this.config.redisUrl, this.config.scheduler, jobs, attempt, this.log);
    } else {
      const timers = new TimerRunner(attempt);
      for (const job of jobs) timers.add(job);
      this.runner = timers;
    }
  }

  /** The names of the jobs this process knows. */
  get names(): string[] {
    return [...this.jobs.keys()];
  }

  async beforeApplicationShutdown(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    await runner?.stop();
  }

  private async attempt(job: LeasedJob<unknown>, period?: JobPeriod): Promise<JobAttempt> {
    const attempt = await job.attempt(period);
    if (attempt.outcome === 'done') this.metrics.jobSucceeded(job.name, attempt.seconds);
    if (attempt.outcome === 'failed') this.metrics.jobFailed(job.name, attempt.seconds);
    return attempt;
  }
}
