import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LeasedJob } from '../scheduler/leased-job';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { DatabaseService } from '../database/database.service';
import { PlacementRow } from '../data-model/placement.entity';

/** The job's row in job_leases. */
export const REGISTER_ERASURE_JOB = 'register-erasure';

/**
 * Erases the register's copy of a deleted family's names and address once its retention has passed
 * (`family_erase_after`, set when the account is deleted: docs/product.md#placements-register). Daily, on the schedule
 * of the other housekeeping job (ACTIVITY_RETENTION_INTERVAL_SECONDS), once whichever API process takes the lease.
 * The rest of the line (animal, dates, outcome) stays: the register lists the placement without the family.
 */
@Injectable()
export class RegisterErasure extends LeasedJob<number> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {
    super(db, REGISTER_ERASURE_JOB);
    this.log = serviceLog(config, 'PlacementsRegister');
  }

  protected schedule() {
    return this.config.activityRetention;
  }

  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const erased = await manager
      .createQueryBuilder()
      .update(PlacementRow)
      .set({
        family_lastname: null,
        family_firstname: null,
        family_address: null,
        family_zip_code: null,
        family_city: null,
        family_erase_after: null,
      })
      .where('family_erase_after IS NOT NULL AND family_erase_after <= :now', { now })
      .execute();
    return erased.affected ?? 0;
  }

  protected done(erased: number): void {
    if (erased)
      this.log('info', `Registre des accueils : ${erased} copie(s) du nom et de l'adresse d'une famille effacée(s)`);
  }

  protected failed(code: string): void {
    this.log('warn', `Registre des accueils : effacement non appliqué (${code})`);
  }
}
