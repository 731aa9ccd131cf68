import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { DatabaseService } from '../database/database.service';
import { ActivityLogRow } from '../data-model/activity-log.entity';
import { LeasedJob } from '../scheduler/leased-job';

/** The job's row in job_leases. */
export const ACTIVITY_RETENTION_JOB = 'activity-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the activity log's entries older than a year (storage limitation, RGPD art. 5(1)(e);
 * docs/operations.md#activity-retention), once per interval (a day) whichever API process gets the job's lease
 * (leased-job.ts).
 */
@Injectable()
export class ActivityRetention extends LeasedJob<number> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {
    super(db, ACTIVITY_RETENTION_JOB);
    this.log = serviceLog(config, 'ActivityLog');
  }

  protected schedule() {
    return this.config.activityRetention;
  }

  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const deleted = await manager
      .createQueryBuilder()
      .delete()
      .from(ActivityLogRow)
      .where('at < :cutoff', { cutoff: new Date(now.getTime() - this.config.activityRetention.maxAgeDays * DAY_MS) })
      .execute();
    return deleted.affected ?? 0;
  }

  protected done(deleted: number): void {
    this.log('info', `Journal d'activité : ${deleted} entrée(s) de plus d'un an supprimée(s)`);
  }

  protected failed(code: string): void {
    this.log('warn', `Journal d'activité : rétention non appliquée (${code})`);
  }
}
