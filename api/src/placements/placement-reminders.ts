import { Inject, Injectable } from '@nestjs/common';
import { PLACEMENT_LIMITS, PLACEMENT_STATUSES as S } from '@petfoster/contracts';
import { In, LessThanOrEqual, Not, type EntityManager } from 'typeorm';
import { LeasedJob } from '../scheduler/leased-job';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { DatabaseService } from '../database/database.service';
import { PlacementContractVersion, PlacementRow, PlacementSignatureRow } from '../data-model/placement.entity';
import { addDays, parisDay, PlacementClock } from './clock';
import { PlacementMails } from './placement-mails.service';
import { dayOf } from './placement.presenter';

/** The job's row in job_leases. */
export const PLACEMENT_REMINDERS_JOB = 'placement-reminders';
/** One run per period, whichever API process takes the lease; each process tries every CHECK_MS. */
const PERIOD_MS = 15 * 60 * 1000;
const CHECK_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The placement's reminders (docs/mail.md#placement-mails): 7 days before an end date, to both parties; a contract
 * version unsigned for 7 days, to the association. Run once per period by one API process however many run
 * (LeasedJob); each reminder is marked on its placement (end_reminder_for, unsigned_reminder_version) in the
 * transaction that writes its mails, so that it goes once.
 */
@Injectable()
export class PlacementReminders extends LeasedJob<number> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    private readonly clock: PlacementClock,
    private readonly mails: PlacementMails,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(db, PLACEMENT_REMINDERS_JOB);
    this.log = serviceLog(config, 'Placements');
  }

  protected schedule() {
    return { intervalMs: PERIOD_MS, checkMs: CHECK_MS };
  }

  protected override now(): Date {
    return this.clock.now();
  }

  protected done(): void {}

  protected failed(code: string): void {
    this.log('warn', `Rappels des accueils non envoyés (${code})`);
  }

  /** The number of placements reminded in this period. */
  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const placements = manager.getRepository(PlacementRow);
    const today = parisDay(now);
    let reminded = 0;
    const ending = await placements.find({
      where: {
        status: In([S.signed, S.active]),
        end_date: LessThanOrEqual(addDays(today, PLACEMENT_LIMITS.endReminderDays)),
      },
    });
    for (const placement of ending) {
      const endDate = dayOf(placement.end_date);
      if (!endDate || endDate < today || dayOf(placement.end_reminder_for) === endDate) continue;
      await this.mails.endSoon(manager, placement, endDate);
      await placements.update({ id: placement.id }, { end_reminder_for: endDate });
      reminded += 1;
    }
    const waiting = await placements.find({
      where: { status: In([S.toSign, S.active]), contract_version: Not(0) },
    });
    const cutoff = new Date(now.getTime() - PLACEMENT_LIMITS.unsignedReminderDays * DAY_MS);
    for (const placement of waiting) {
      if (placement.unsigned_reminder_version === placement.contract_version) continue;
      const where = { placement_id: placement.id, version: placement.contract_version };
      const [issued, signatures] = await Promise.all([
        manager
          .getRepository(PlacementContractVersion)
          .exists({ where: { ...where, created_at: LessThanOrEqual(cutoff) } }),
        manager.getRepository(PlacementSignatureRow).count({ where }),
      ]);
      if (!issued || signatures >= 2) continue;
      await this.mails.unsigned(manager, placement, placement.contract_version);
      await placements.update({ id: placement.id }, { unsigned_reminder_version: placement.contract_version });
      reminded += 1;
    }
    return reminded;
  }
}
