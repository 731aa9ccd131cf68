import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { SavedSearchMatchRow, SavedSearchRow } from '../data-model/saved-search.entity';
import { DatabaseService } from '../database/database.service';
import type { SavedSearchAlertAnimal } from '../mail/mail-kinds';
import { OutboxService } from '../mail/outbox.service';
import { LeasedJob } from '../scheduler/leased-job';
import { SavedSearchClock } from './saved-search-clock';
import { visibleAnimalSql } from '../moderation/public-visibility';

export const INSTANT_ALERTS_JOB = 'saved-search-instant';
export const DAILY_ALERTS_JOB = 'saved-search-daily';
/**
 * Instant alerts: a run every 15 s (each process asks every 5 s) mails a search's matches once its oldest has waited
 * GROUP_MS, all of them in one mail; the first match is thus mailed 30 to 50 s after it was found, under a minute.
 */
const INSTANT_PERIOD_MS = 15_000;
const INSTANT_CHECK_MS = 5_000;
export const GROUP_MS = 30_000;
/** The daily digest: runs each hour, mails from DIGEST_HOUR (Paris) on, once a day per search. */
const DAILY_PERIOD_MS = 60 * 60 * 1000;
const DAILY_CHECK_MS = 5 * 60 * 1000;
export const DIGEST_HOUR = 8;

const PARIS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
function parisDayAndHour(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(PARIS.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

interface AnimalRow {
  id: number | string;
  name: string;
  url_thumbnail: string | null;
  url_image: string | null;
  species_name: string;
  name_association: string;
}

/**
 * Writes one alert mail per search from its pending matches and removes them, in the job's transaction: a mail is
 * written exactly when its matches go, so a run that fails (or whose process dies) leaves them for the next one and
 * nothing is mailed twice. Animals deleted since are gone with their match (foreign key).
 */
async function mailSearches(
  manager: EntityManager,
  outbox: OutboxService,
  publicUrl: string,
  searchIds: number[],
  digest: boolean,
  day: string | null,
): Promise<number> {
  if (!searchIds.length) return 0;
  const searches = await manager.getRepository(SavedSearchRow).find({ where: { id: In(searchIds) } });
  const matches = await manager
    .getRepository(SavedSearchMatchRow)
    .find({ where: { search_id: In(searchIds) }, order: { created_at: 'ASC', animal_id: 'ASC' } });
  const animalIds = [...new Set(matches.map((match) => match.animal_id))];
  const rows: AnimalRow[] = animalIds.length
    ? await manager.query(
        `SELECT a.id, a.name, a.url_thumbnail, a.url_image, s.name AS species_name, asso.name_association
           FROM animals a JOIN species s ON s.id = a.species_id JOIN associations asso ON asso.id = a.association_id
          WHERE a.id IN (${animalIds.map(() => '?').join(', ')}) AND ${visibleAnimalSql('a')}`,
        animalIds,
      )
    : [];
  const absolute = (url: string | null) => (!url ? null : /^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
  const animals = new Map<number, SavedSearchAlertAnimal>(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        name: row.name,
        speciesName: row.species_name,
        associationName: row.name_association,
        photo: absolute(row.url_thumbnail ?? row.url_image),
      },
    ]),
  );
  let mails = 0;
  for (const search of searches) {
    const found = matches
      .filter((match) => match.search_id === search.id)
      .flatMap((match) => animals.get(match.animal_id) ?? []);
    await manager.getRepository(SavedSearchMatchRow).delete({ search_id: search.id });
    if (day) await manager.getRepository(SavedSearchRow).update({ id: search.id }, { last_digest_on: day });
    if (!found.length) continue;
    await outbox.enqueue(manager, {
      kind: 'saved_search_alert',
      userId: search.user_id,
      data: { searchId: search.id, searchName: search.name, query: search.query, digest, animals: found },
    });
    mails += 1;
  }
  return mails;
}

/**
 * What the two alert jobs share: the leased run, the saved searches' clock (fixed by the tests), the outbox, and a
 * French warning when a run fails; each says its job, its rhythm and which searches are due.
 */
abstract class SavedSearchAlertJob extends LeasedJob<number> {
  private readonly log: ServiceLog;

  protected constructor(
    db: DatabaseService,
    job: string,
    private readonly rhythm: { intervalMs: number; checkMs: number },
    private readonly failure: string,
    private readonly clock: SavedSearchClock,
    protected readonly outbox: OutboxService,
    protected readonly config: RuntimeConfig,
  ) {
    super(db, job);
    this.log = serviceLog(config, 'Recherches enregistrées');
  }

  protected schedule() {
    return this.rhythm;
  }

  protected override now(): Date {
    return this.clock.now();
  }

  protected done(): void {}

  protected failed(code: string): void {
    this.log('warn', `${this.failure} (${code})`);
  }
}

/** Instant alerts (docs/mail.md#saved-search-alerts): the number of mails written in this run. */
@Injectable()
export class SavedSearchInstantAlerts extends SavedSearchAlertJob {
  constructor(
    db: DatabaseService,
    clock: SavedSearchClock,
    outbox: OutboxService,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(
      db,
      INSTANT_ALERTS_JOB,
      { intervalMs: INSTANT_PERIOD_MS, checkMs: INSTANT_CHECK_MS },
      'Alertes immédiates non envoyées',
      clock,
      outbox,
      config,
    );
  }

  protected async work(manager: EntityManager, now: Date): Promise<number> {
    // The pending matches are the few not mailed yet; their dates are read as entities (Date on both databases).
    const pending = await manager
      .getRepository(SavedSearchMatchRow)
      .createQueryBuilder('m')
      .innerJoin(SavedSearchRow, 's', 's.id = m.search_id')
      .where("s.frequency = 'instant'")
      .getMany();
    const first = new Map<number, number>();
    for (const match of pending) {
      const time = new Date(match.created_at).getTime();
      first.set(match.search_id, Math.min(first.get(match.search_id) ?? time, time));
    }
    const due = [...first].filter(([, time]) => time <= now.getTime() - GROUP_MS).map(([searchId]) => searchId);
    return mailSearches(manager, this.outbox, this.config.mail.publicUrl, due, false, null);
  }
}

/** The daily digest (docs/mail.md#saved-search-alerts): the number of mails written in this run. */
@Injectable()
export class SavedSearchDailyAlerts extends SavedSearchAlertJob {
  constructor(
    db: DatabaseService,
    clock: SavedSearchClock,
    outbox: OutboxService,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(
      db,
      DAILY_ALERTS_JOB,
      { intervalMs: DAILY_PERIOD_MS, checkMs: DAILY_CHECK_MS },
      'Alertes quotidiennes non envoyées',
      clock,
      outbox,
      config,
    );
  }

  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const { day, hour } = parisDayAndHour(now);
    if (hour < DIGEST_HOUR) return 0;
    const due: Array<{ search_id: number | string }> = await manager.query(
      `SELECT DISTINCT m.search_id FROM saved_search_matches m JOIN saved_searches s ON s.id = m.search_id
        WHERE s.frequency = 'daily' AND (s.last_digest_on IS NULL OR s.last_digest_on <> ?)`,
      [day],
    );
    return mailSearches(
      manager,
      this.outbox,
      this.config.mail.publicUrl,
      due.map((row) => Number(row.search_id)),
      true,
      day,
    );
  }
}
