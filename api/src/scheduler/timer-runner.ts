import { AsyncResource } from 'node:async_hooks';
import type { AttemptJob, JobRunner } from './job-runner';
import type { LeasedJob } from './leased-job';

interface Loop {
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

/**
 * Without REDIS_URL (the embedded default): each job asks for its lease on a timer of this process, every `checkMs`
 * of its schedule, the first time as the app starts. Every process does the same; the lease (job-lease.ts, takeLease)
 * gives each period to the first one that asks once the previous period is over, and a run rolled back (failed, or
 * its process killed) gives the lease back, so the next process to ask runs the period again.
 */
export class TimerRunner implements JobRunner {
  private readonly loops = new Map<string, Loop>();
  private stopped = false;
  /** Its own async context, as the outbox worker's: no request's Idempotency-Key or SQL count reaches a job. */
  private readonly scope = new AsyncResource('Scheduler');

  constructor(private readonly attempt: AttemptJob) {}

  add(job: LeasedJob<unknown>): void {
    const loop: Loop = { timer: null, running: null };
    this.loops.set(job.name, loop);
    this.later(job, loop, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const loop of this.loops.values()) {
      if (loop.timer) clearTimeout(loop.timer);
      loop.timer = null;
    }
    await Promise.all([...this.loops.values()].map((loop) => loop.running));
  }

  private later(job: LeasedJob<unknown>, loop: Loop, delayMs: number): void {
    if (this.stopped) return;
    loop.timer = setTimeout(() => this.scope.runInAsyncScope(() => this.tick(job, loop)), delayMs);
    // Never what keeps a process alive.
    loop.timer.unref();
  }

  private tick(job: LeasedJob<unknown>, loop: Loop): void {
    loop.timer = null;
    loop.running = this.attempt(job)
      .then(() => undefined)
      .finally(() => {
        loop.running = null;
        this.later(job, loop, job.period.checkMs);
      });
  }
}
