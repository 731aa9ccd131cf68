import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { DatabaseService } from '../database/database.service';
import { ActivityLogRow } from '../data-model/activity-log.entity';
import { recordRun, takeLease } from './job-lease';

/** The job's row in job_leases. */
export const ACTIVITY_RETENTION_JOB = 'activity-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the activity log's entries older than a year (storage limitation, RGPD art. 5(1)(e);
 * docs/operations.md#activity-retention), once per interval (a day) whichever API process gets the job's lease. Each
 * process tries every checkMs; the lease decides (job-lease.ts). The deletion and the count of runs are one
 * transaction: a run that fails counts for nothing, and the next period deletes what it left.
 */
@Injectable()
export class ActivityRetention implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log: ServiceLog;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** Its own async context, as the outbox worker's: no request's Idempotency-Key or SQL count reaches the job. */
  private readonly scope = new AsyncResource('ActivityRetention');

  constructor(
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {
    this.log = serviceLog(config, 'ActivityLog');
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.scope.runInAsyncScope(() => this.tick()), delayMs);
    // Never what keeps a process alive.
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    this.running = this.runOnce()
      .then((deleted) => {
        if (deleted !== null)
          this.log('info', `Journal d'activité : ${deleted} entrée(s) de plus d'un an supprimée(s)`);
      })
      .catch((error: unknown) => {
        const code = (error as { code?: unknown })?.code;
        this.log(
          'warn',
          `Journal d'activité : rétention non appliquée (${typeof code === 'string' ? code : 'erreur'})`,
        );
      })
      .finally(() => {
        this.running = null;
        this.schedule(this.config.activityRetention.checkMs);
      });
  }

  /** One attempt: the number of entries deleted when this process took the period's lease, null when another did. */
  runOnce(now = new Date()): Promise<number | null> {
    const { intervalMs, maxAgeDays } = this.config.activityRetention;
    return this.db.write(async (manager) => {
      if (!(await takeLease(manager, ACTIVITY_RETENTION_JOB, intervalMs, now))) return null;
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(ActivityLogRow)
        .where('at < :cutoff', { cutoff: new Date(now.getTime() - maxAgeDays * DAY_MS) })
        .execute();
      await recordRun(manager, ACTIVITY_RETENTION_JOB, now);
      return deleted.affected ?? 0;
    });
  }
}
