import { Inject, Injectable } from '@nestjs/common';
import { CARE_DUE_LIMITS, PLACEMENT_STATUSES } from '@petfoster/contracts';
import { In, type EntityManager } from 'typeorm';
import { LeasedJob } from '../activity/leased-job';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Animal } from '../data-model/animal.entity';
import { Family } from '../data-model/family.entity';
import { HealthEntryRow, HealthReminderDigestRow, HealthReminderRow } from '../data-model/health-entry.entity';
import { PlacementRow } from '../data-model/placement.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import type { CareReminderItem } from '../mail/mail-kinds';
import { OutboxService } from '../mail/outbox.service';
import { RequestMails } from '../requests/request-mails.service';
import { datedEntries, latestDatedCare, type DatedCare } from './care-due.service';
import { addDays, dayOf, daysFrom, HealthClock, parisDay } from './health-clock';

/** The job's row in job_leases. */
export const CARE_REMINDERS_JOB = 'care-reminders';
/** One run per period, whichever API process takes the lease; each process tries every CHECK_MS. */
const PERIOD_MS = 15 * 60 * 1000;
const CHECK_MS = 5 * 60 * 1000;
const [FIRST_REMINDER_DAYS, LAST_REMINDER_DAYS] = CARE_DUE_LIMITS.reminderDays;

/** Who hears of an animal's care: the association's side and, during a signed or active placement, the family. */
interface AnimalRecipients {
  association: number[];
  family: { userId: number; placementId: number } | null;
}

/**
 * The care reminders (docs/product.md#what-is-due): 7 days and 1 day before a vaccination's, an antiparasitic's or a
 * deworming's next due date, one digest mail per recipient and day, to the référent of the animal's placement
 * request (or the association's admins) and to the family of a signed or active placement. Each item sent is
 * written in health_reminders (entry, due date, stage, recipient) and each digest in health_reminder_digests (one
 * per recipient and day, its primary key refusing a second), in the transaction that writes the mails, so that
 * nothing is mailed twice; LeasedJob runs it once per period however many API processes run. A recipient who
 * turned notifications off gets nothing and nothing is marked for them.
 */
@Injectable()
export class CareReminders extends LeasedJob<number> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    private readonly clock: HealthClock,
    private readonly outbox: OutboxService,
    private readonly requestMails: RequestMails,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(db, CARE_REMINDERS_JOB);
    this.log = serviceLog(config, 'Carnet de santé');
  }

  protected schedule() {
    return { intervalMs: PERIOD_MS, checkMs: CHECK_MS };
  }

  protected override now(): Date {
    return this.clock.now();
  }

  protected done(): void {}

  protected failed(code: string): void {
    this.log('warn', `Rappels de soins non envoyés (${code})`);
  }

  /** The number of digests written in this period. */
  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const today = parisDay(now);
    const items = await this.dueItems(manager, today);
    if (!items.length) return 0;

    const animals = await manager.getRepository(Animal).find({
      where: { id: In([...new Set(items.map((item) => item.care.animalId))]) },
      select: { id: true, name: true, association_id: true },
    });
    const animalOf = new Map(animals.map((animal) => [animal.id, animal]));
    const recipientsOf = new Map<number, AnimalRecipients>();
    for (const animal of animals) recipientsOf.set(animal.id, await this.recipients(manager, animal));

    // Per recipient: the items not yet sent to them at this stage.
    const byUser = new Map<number, { forFamily: boolean; items: CareReminderItem[]; keys: HealthReminderRow[] }>();
    const sent = await manager.getRepository(HealthReminderRow).find({
      where: { entry_id: In(items.map((item) => item.care.entryId)) },
    });
    const alreadySent = new Set(
      sent.map((row) => `${row.entry_id}:${dayOf(row.next_due)}:${row.days_before}:${row.user_id}`),
    );
    for (const { care, stage, daysLeft } of items) {
      const animal = animalOf.get(care.animalId);
      const recipients = recipientsOf.get(care.animalId);
      if (!animal || !recipients) continue;
      const targets = [
        ...recipients.association.map((userId) => ({ userId, placementId: null as number | null })),
        ...(recipients.family ? [recipients.family] : []),
      ];
      for (const { userId, placementId } of targets) {
        if (alreadySent.has(`${care.entryId}:${care.nextDue}:${stage}:${userId}`)) continue;
        const forFamily = placementId !== null;
        const entry = byUser.get(userId) ?? { forFamily, items: [], keys: [] };
        entry.items.push({
          animalId: animal.id,
          animalName: animal.name,
          kind: care.kind,
          name: care.name,
          nextDue: care.nextDue,
          daysLeft,
          placementId,
        });
        entry.keys.push({
          entry_id: care.entryId,
          next_due: care.nextDue,
          days_before: stage,
          user_id: userId,
          sent_on: today,
        });
        byUser.set(userId, entry);
      }
    }
    if (!byUser.size) return 0;

    const users = await manager.getRepository(User).find({
      where: { id: In([...byUser.keys()]) },
      select: { id: true, email: true, firstname: true, notifications_enabled: true },
    });
    const digested = new Set(
      (
        await manager
          .getRepository(HealthReminderDigestRow)
          .find({ where: { user_id: In([...byUser.keys()]), day: today }, select: { user_id: true } })
      ).map((row) => row.user_id),
    );
    let digests = 0;
    for (const user of users) {
      const pending = byUser.get(user.id);
      // Opted out: nothing written, nothing marked. Already had today's digest: the items wait for tomorrow's.
      if (!pending || !user.notifications_enabled || digested.has(user.id)) continue;
      pending.items.sort((a, b) => a.nextDue.localeCompare(b.nextDue) || a.animalName.localeCompare(b.animalName));
      // Its primary key (user, day) refuses a second digest, whatever runs this at the same time.
      await manager
        .getRepository(HealthReminderDigestRow)
        .insert({ user_id: user.id, day: today, items: pending.items.length });
      await manager.getRepository(HealthReminderRow).insert(pending.keys);
      await this.outbox.enqueue(
        manager,
        { kind: 'care_due', userId: user.id, data: { forFamily: pending.forFamily, items: pending.items } },
        user,
      );
      digests += 1;
    }
    return digests;
  }

  /** Dated care due within 7 days (0 to 7 days left), at its stage: 7 until 2 days left, then 1. */
  private async dueItems(manager: EntityManager, today: string) {
    const until = addDays(today, FIRST_REMINDER_DAYS);
    const soon = await manager
      .createQueryBuilder(HealthEntryRow, 'e')
      .innerJoin(Animal, 'a', 'a.id = e.animal_id')
      .select('DISTINCT e.animal_id', 'animal_id')
      .where('e.next_due >= :today AND e.next_due <= :until', { today, until })
      .andWhere('a.adopted_at IS NULL')
      .getRawMany<{ animal_id: number | string }>();
    const latest = latestDatedCare(
      await datedEntries(
        manager,
        soon.map((row) => Number(row.animal_id)),
      ),
    );
    const items: Array<{ care: DatedCare; stage: number; daysLeft: number }> = [];
    for (const care of latest) {
      const daysLeft = daysFrom(today, care.nextDue);
      if (daysLeft < 0 || daysLeft > FIRST_REMINDER_DAYS) continue;
      items.push({ care, daysLeft, stage: daysLeft <= LAST_REMINDER_DAYS ? LAST_REMINDER_DAYS : FIRST_REMINDER_DAYS });
    }
    return items;
  }

  /**
   * The association's side is the référent of the request of the animal's signed or active placement, or without
   * one (no placement, no référent, a référent no longer a member) the admins whose mail_scope is 'all', as the
   * placement's own mails (docs/mail.md#placement-mails); the family is that placement's, while its account exists.
   */
  private async recipients(
    manager: EntityManager,
    animal: Pick<Animal, 'id' | 'association_id'>,
  ): Promise<AnimalRecipients> {
    const placement = await manager.getRepository(PlacementRow).findOne({
      where: { animal_id: animal.id, status: In([PLACEMENT_STATUSES.signed, PLACEMENT_STATUSES.active]) },
      select: { id: true, request_id: true, family_id: true },
      order: { id: 'DESC' },
    });
    let referent: number | null = null;
    let family: AnimalRecipients['family'] = null;
    if (placement) {
      const [row]: Array<{ user_id: number | string | null }> = await manager.query(
        `SELECT m.user_id FROM requests r
           LEFT JOIN association_members m ON m.user_id = r.referent_user_id AND m.association_id = r.association_id
          WHERE r.id = ?`,
        [placement.request_id],
      );
      referent = row?.user_id === null || row?.user_id === undefined ? null : Number(row.user_id);
      const owner = await manager
        .getRepository(Family)
        .findOne({ where: { id: placement.family_id }, select: { id: true, user_id: true } });
      if (owner?.user_id) family = { userId: owner.user_id, placementId: placement.id };
    }
    return {
      association: await this.requestMails.associationRecipients(manager, animal.association_id, [referent]),
      family,
    };
  }
}
