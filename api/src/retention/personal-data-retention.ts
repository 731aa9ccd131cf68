import { Inject, Injectable } from '@nestjs/common';
import { ASSOCIATION_ROLES, PLACEMENT_STATUSES, REQUEST_STATUS, RETENTION, ROLES } from '@petfoster/contracts';
import { In, type EntityManager } from 'typeorm';
import { AssociationsService } from '../associations/associations.service';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MessageErasure } from '../conversation-store/message-erasure';
import { FosterRequest } from '../data-model/request.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { FamiliesService } from '../families/families.service';
import { OutboxService } from '../mail/outbox.service';
import { LeasedJob } from '../scheduler/leased-job';

/** The job's row in job_leases. */
export const PERSONAL_DATA_RETENTION_JOB = 'personal-data-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year of 365.25 days: three of them are the inactivity the privacy page states. */
const YEAR_MS = 365.25 * DAY_MS;
/** At most this many of each kind per run: a backlog is worked off over several days rather than in one transaction. */
const BATCH = 100;

export interface RetentionRun {
  refusedRequests: number;
  warned: number;
  deleted: number;
}

/** An account unused for years: a family's, or an association's (all its members together). */
interface InactiveAccount {
  userId: number;
  familyId: number | null;
  associationId: number | null;
  associationName: string | null;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The retention periods of the privacy page (RETENTION, docs/security.md#retention), once a day whichever API
 * process takes the lease (leased-job.ts):
 * - a refused request and its conversation are deleted a year after the decision;
 * - an account nobody signed in to for three years is warned by mail (a family's user; an association's admins
 *   when none of its members signed in), then deleted thirty days after the warning unless someone signed in since
 *   (a sign-in clears the warning, auth.service.ts). The deletion is the one the person would make, with its rules
 *   and mails: an account with an animal in its care (a signed or active placement, an approved request) waits.
 *   A member of a living association is left to its admins: its account goes with the association.
 * Everything is in the lease's transaction; the files go after its commit.
 */
@Injectable()
export class PersonalDataRetention extends LeasedJob<RetentionRun> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    private readonly outbox: OutboxService,
    private readonly messages: MessageErasure,
    private readonly families: FamiliesService,
    private readonly associations: AssociationsService,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(db, PERSONAL_DATA_RETENTION_JOB);
    this.log = serviceLog(config, 'Conservation des données');
  }

  protected schedule() {
    return { intervalMs: DAY_MS, checkMs: 60 * 60 * 1000 };
  }

  protected done(run: RetentionRun): void {
    this.log(
      'info',
      `${run.refusedRequests} demande(s) refusée(s) supprimée(s), ${run.warned} compte(s) prévenu(s), ${run.deleted} compte(s) inactif(s) supprimé(s)`,
    );
  }

  protected failed(code: string): void {
    this.log('warn', `Durées de conservation non appliquées (${code})`);
  }

  protected async work(manager: EntityManager, now: Date): Promise<RetentionRun> {
    const refusedRequests = await this.deleteRefusedRequests(manager, now);
    const deleted = await this.deleteWarnedAccounts(manager, now);
    const warned = await this.warnInactiveAccounts(manager, now);
    return { refusedRequests, warned, deleted };
  }

  private async deleteRefusedRequests(manager: EntityManager, now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - RETENTION.refusedRequestDays * DAY_MS);
    const rows = await manager
      .createQueryBuilder(FosterRequest, 'r')
      .select('r.id', 'id')
      .where('r.status = :refused AND COALESCE(r.decided_at, r.created_at) < :cutoff', {
        refused: REQUEST_STATUS.refused,
        cutoff,
      })
      .limit(BATCH)
      .getRawMany<{ id: number | string }>();
    const ids = rows.map((row) => Number(row.id));
    if (!ids.length) return 0;
    await this.messages.forgetRequests(manager, ids);
    // The proposal a refused request answered goes with it: nothing is left for either side to act on.
    await manager.createQueryBuilder().delete().from('invitations').where('request_id IN (:...ids)', { ids }).execute();
    await manager.getRepository(FosterRequest).delete({ id: In(ids) });
    return ids.length;
  }

  /**
   * Families and associations whose last sign-in (of any member, for an association) is older than `before`.
   * `warned`: those warned before `warnedBefore` and not signed in since; otherwise those not warned yet.
   */
  private async inactive(
    manager: EntityManager,
    before: Date,
    warned: { warnedBefore: Date } | null,
  ): Promise<InactiveAccount[]> {
    const lastSignIn = 'COALESCE(u.last_sign_in_at, u.created_at)';
    const notice = warned
      ? 'owner.inactivity_notice_at IS NOT NULL AND owner.inactivity_notice_at <= :warnedBefore'
      : 'owner.inactivity_notice_at IS NULL';
    const params = { before, warnedBefore: warned?.warnedBefore ?? before };
    // With a warning, the reference is the warning: a sign-in after it saves the account.
    const since = warned ? 'owner.inactivity_notice_at' : ':before';

    const families: Array<Record<string, unknown>> = await manager
      .createQueryBuilder()
      .select(['owner.id AS user_id', 'f.id AS family_id'])
      .from('families', 'f')
      .innerJoin('users', 'owner', 'owner.id = f.user_id')
      .innerJoin('users', 'u', 'u.id = owner.id')
      .where(`${lastSignIn} < ${since} AND ${lastSignIn} < :before AND ${notice}`, params)
      // An animal in its care: the family's deletion would be refused (family_in_placement).
      .andWhere('NOT EXISTS (SELECT 1 FROM placements p WHERE p.family_id = f.id AND p.status IN (:...binding))', {
        binding: [PLACEMENT_STATUSES.signed, PLACEMENT_STATUSES.active],
      })
      .limit(BATCH)
      .getRawMany();

    const associations: Array<Record<string, unknown>> = await manager
      .createQueryBuilder()
      .select(['owner.id AS user_id', 'a.id AS association_id', 'a.name_association AS association_name'])
      .from('associations', 'a')
      .innerJoin('users', 'owner', 'owner.id = a.user_id')
      .innerJoin('association_members', 'm', 'm.association_id = a.id')
      .innerJoin('users', 'u', 'u.id = m.user_id')
      .where(notice, params)
      // An animal housed through it: the association's deletion would be refused (placements_active).
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM requests r WHERE r.association_id = a.id AND r.status = :approved AND r.animal_id IS NOT NULL)',
        { approved: REQUEST_STATUS.approved },
      )
      .groupBy('owner.id')
      .addGroupBy('a.id')
      .addGroupBy('a.name_association')
      .addGroupBy('owner.inactivity_notice_at')
      .having(`MAX(${lastSignIn}) < ${since} AND MAX(${lastSignIn}) < :before`, params)
      .limit(BATCH)
      .getRawMany();

    return [
      ...families.map((row) => ({
        userId: Number(row.user_id),
        familyId: num(row.family_id),
        associationId: null,
        associationName: null,
      })),
      ...associations.map((row) => ({
        userId: Number(row.user_id),
        familyId: null,
        associationId: num(row.association_id),
        associationName: String(row.association_name),
      })),
    ];
  }

  private async warnInactiveAccounts(manager: EntityManager, now: Date): Promise<number> {
    const before = new Date(now.getTime() - RETENTION.inactiveAccountYears * YEAR_MS);
    const accounts = await this.inactive(manager, before, null);
    if (!accounts.length) return 0;
    const deleteOn = new Date(now.getTime() + RETENTION.inactiveAccountNoticeDays * DAY_MS).toISOString().slice(0, 10);
    for (const account of accounts) {
      // The association's admins hear of it; a family's own user.
      const recipients = account.associationId
        ? (
            await manager
              .createQueryBuilder()
              .select('m.user_id', 'user_id')
              .from('association_members', 'm')
              .where('m.association_id = :id AND m.role = :admin', {
                id: account.associationId,
                admin: ASSOCIATION_ROLES.admin,
              })
              .getRawMany<{ user_id: number | string }>()
          ).map((row) => Number(row.user_id))
        : [account.userId];
      const users = await manager.getRepository(User).find({
        where: { id: In(recipients) },
        select: { id: true, email: true, firstname: true, notifications_enabled: true },
      });
      for (const user of users)
        await this.outbox.enqueue(
          manager,
          { kind: 'account_inactive', userId: user.id, data: { deleteOn, associationName: account.associationName } },
          user,
        );
      await manager.getRepository(User).update({ id: account.userId }, { inactivity_notice_at: now });
    }
    return accounts.length;
  }

  private async deleteWarnedAccounts(manager: EntityManager, now: Date): Promise<number> {
    const before = new Date(now.getTime() - RETENTION.inactiveAccountYears * YEAR_MS);
    const warnedBefore = new Date(now.getTime() - RETENTION.inactiveAccountNoticeDays * DAY_MS);
    const accounts = await this.inactive(manager, before, { warnedBefore });
    for (const account of accounts) {
      // The deletion the person would make, as that person: the same rules, children and mails.
      if (account.familyId !== null)
        await this.families.remove(
          { role: ROLES.family, userId: account.userId, familyId: account.familyId },
          account.familyId,
          manager,
        );
      else if (account.associationId !== null)
        await this.associations.remove(
          {
            role: ROLES.association,
            userId: account.userId,
            associationId: account.associationId,
            associationRole: ASSOCIATION_ROLES.admin,
          },
          account.associationId,
          manager,
        );
    }
    return accounts.length;
  }
}
