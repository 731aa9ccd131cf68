import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { visibleAnimalSql } from '../moderation/public-visibility';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Animal } from '../data-model/animal.entity';
import { FavouriteNewsDigest, FavouriteNotice } from '../data-model/favourite-notice.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import type { FavouriteNewsItem } from '../mail/mail-kinds';
import { OutboxService } from '../mail/outbox.service';
import { LeasedJob } from '../scheduler/leased-job';
import { FavouritesClock, parisTime } from './favourites-clock';

/** The job's row in job_leases. */
export const FAVOURITE_NEWS_JOB = 'favourite-news';
/** One run per period, whichever API process takes the lease; each process tries every CHECK_MS. */
const PERIOD_MS = 15 * 60 * 1000;
const CHECK_MS = 5 * 60 * 1000;
/**
 * No mail before this hour (France): the night's changes wait for the morning's mail, grouped with it, and nobody
 * is written to at midnight.
 */
export const FAVOURITE_NEWS_FROM_HOUR = 8;
/** Pending notices read per run, oldest first: a backlog beyond it is mailed by the next runs and days. */
const BATCH = 10_000;

interface PendingRow {
  id: number | string;
  family_id: number | string;
  animal_id: number | string;
  kind: FavouriteNewsItem['kind'];
  user_id: number | string | null;
}

/**
 * The favourites' news (docs/mail.md#favourites-news): what FavouriteNoticesService noted (a followed animal housed,
 * adopted or urgently in need of a family) goes to each family in at most one mail a day (France), every pending
 * notice of the family grouped in it. The day's mail is a row of favourite_news_digests (its primary key, recipient
 * and day, refuses a second one) written with the mail and the notices' mailed_on in one transaction, the lease's:
 * a run that fails or dies sends nothing and marks nothing, and a second process finds the day's mail already
 * written. A family whose notifications are off, or whose account is gone, gets nothing and its pending notices
 * are dropped, so that turning notifications back on brings no old news.
 */
@Injectable()
export class FavouriteNewsMails extends LeasedJob<number> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    private readonly clock: FavouritesClock,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(db, FAVOURITE_NEWS_JOB);
    this.log = serviceLog(config, 'Favoris');
  }

  protected schedule() {
    return { intervalMs: PERIOD_MS, checkMs: CHECK_MS };
  }

  protected override now(): Date {
    return this.clock.now();
  }

  protected done(): void {}

  protected failed(code: string): void {
    this.log('warn', `Nouvelles des favoris non envoyées (${code})`);
  }

  /** The number of mails written in this period. */
  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const { day, hour } = parisTime(now);
    if (hour < FAVOURITE_NEWS_FROM_HOUR) return 0;
    const pending: PendingRow[] = await manager.query(
      `SELECT n.id, n.family_id, n.animal_id, n.kind, f.user_id
         FROM favourite_notices n
         JOIN families f ON f.id = n.family_id
        WHERE n.mailed_on IS NULL
        ORDER BY n.noted_at, n.id
        LIMIT ${BATCH}`,
    );
    if (!pending.length) return 0;

    const byUser = new Map<number, PendingRow[]>();
    const orphans: number[] = [];
    for (const row of pending) {
      if (row.user_id === null) orphans.push(Number(row.id));
      else byUser.set(Number(row.user_id), [...(byUser.get(Number(row.user_id)) ?? []), row]);
    }
    const notices = manager.getRepository(FavouriteNotice);
    if (!byUser.size) {
      await notices.delete({ id: In(orphans) });
      return 0;
    }
    const users = await manager.getRepository(User).find({
      where: { id: In([...byUser.keys()]) },
      select: { id: true, email: true, firstname: true, notifications_enabled: true },
    });
    const digested = new Set(
      (
        await manager
          .getRepository(FavouriteNewsDigest)
          .find({ where: { user_id: In([...byUser.keys()]), day }, select: { user_id: true } })
      ).map((row) => row.user_id),
    );
    // A hidden animal, or one of a suspended association, is news to nobody (docs/administration.md#moderation).
    const animals = await manager
      .getRepository(Animal)
      .createQueryBuilder('a')
      .select(['a.id', 'a.name', 'a.gender', 'a.url_image', 'a.url_thumbnail'])
      .where('a.id IN (:...ids)', { ids: [...new Set(pending.map((row) => Number(row.animal_id)))] })
      .andWhere(visibleAnimalSql('a'))
      .getMany();
    const animalOf = new Map(animals.map((animal) => [animal.id, animal]));

    const quiet = [...orphans];
    let mails = 0;
    for (const user of users) {
      const rows = byUser.get(user.id) ?? [];
      if (!user.notifications_enabled) {
        quiet.push(...rows.map((row) => Number(row.id)));
        continue;
      }
      // Already had today's mail: these wait for tomorrow's.
      if (digested.has(user.id)) continue;
      const items = rows.flatMap((row): FavouriteNewsItem[] => {
        const animal = animalOf.get(Number(row.animal_id));
        if (!animal) return [];
        return [
          {
            animalId: animal.id,
            animalName: animal.name,
            gender: animal.gender,
            kind: row.kind,
            photo: animal.url_thumbnail ?? animal.url_image,
          },
        ];
      });
      if (!items.length) continue;
      // Its primary key (user, day) refuses a second mail, whatever runs this at the same time.
      await manager.getRepository(FavouriteNewsDigest).insert({ user_id: user.id, day, items: items.length });
      await notices.update({ id: In(rows.map((row) => Number(row.id))) }, { mailed_on: day });
      await this.outbox.enqueue(manager, { kind: 'favourite_news', userId: user.id, data: { items } }, user);
      mails += 1;
    }
    if (quiet.length) await notices.delete({ id: In(quiet) });
    return mails;
  }
}
