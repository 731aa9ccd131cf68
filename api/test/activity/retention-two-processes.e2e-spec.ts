/**
 * The activity log's retention (docs/operations.md#activity-retention): the job deletes the entries older than a year,
 * and its lease in job_leases gives each period to one process. Two API processes on one database: MariaDB only, as
 * in test/mail/two-processes.e2e-spec.ts (two SQLite apps in one Node process would block each other's event loop
 * on the file lock; SQLite is one process's embedded file). The lease itself is checked on both databases.
 */
import { DataSource } from 'typeorm';
import { ActivityRetention, ACTIVITY_RETENTION_JOB } from '../../src/activity/activity-retention';
import { takeLease } from '../../src/activity/job-lease';
import { DatabaseService } from '../../src/database/database.service';
import { startApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/database';
import { createAnimal, registerAssociation, type AssociationAccount } from '../support/fixtures';

const describeOnMariaDb = testDbKind() === 'mariadb' ? describe : describe.skip;
const YEAR_AND_A_MONTH_AGO = () => new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);

async function insertOldEntries(t: TestApp, shelter: AssociationAccount, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await t.app
      .get(DataSource)
      .createQueryBuilder()
      .insert()
      .into('activity_log')
      .values({
        association_id: shelter.associationId,
        at: YEAR_AND_A_MONTH_AGO(),
        actor_user_id: shelter.userId,
        actor_name: 'Ancienne entrée',
        action: 'animal.updated',
        entity: 'animal',
        entity_id: null,
        before_json: null,
        after_json: null,
      })
      .execute();
}

describe('activity retention in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a period to the first asker only, and the next period once it has passed', async () => {
    const db = t.app.get(DatabaseService);
    // A whole second, as the lease's end is one (job-lease.ts).
    const start = new Date(Math.floor(Date.now() / 1000) * 1000 + 10 * 24 * 60 * 60 * 1000);
    const at = (ms: number) => new Date(start.getTime() + ms);
    const take = (now: Date) => db.write((manager) => takeLease(manager, 'test-job', 1000, now));
    expect(await take(at(0))).toBe(true);
    expect(await take(at(10))).toBe(false);
    expect(await take(at(999))).toBe(false);
    expect(await take(at(1000))).toBe(true);
    expect(await take(at(1500))).toBe(false);
  });

  it('deletes the entries older than a year and keeps the others', async () => {
    const shelter = await registerAssociation(t.api);
    await createAnimal(t.api, shelter, { name: 'Récent' });
    await insertOldEntries(t, shelter, 2);
    // The day's lease was taken at start: a run a day later takes the next one.
    const deleted = await t.app.get(ActivityRetention).runOnce(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(deleted).toBe(2);
    const rows: Array<{ action: string }> = await t.app
      .get(DataSource)
      .query('SELECT action FROM activity_log WHERE association_id = ?', [shelter.associationId]);
    expect(rows.map((row) => row.action)).toEqual(['animal.created']);
  });
});

const PERIOD_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnMariaDb('activity retention with two API processes', () => {
  let first: TestApp;
  let second: TestApp;

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('deletes entries older than a year, once per period across both processes', async () => {
    // Both processes ask for the lease 20 times a second; a period lasts 1.5 s.
    const activityRetention = { intervalMs: PERIOD_MS, checkMs: 50 };
    const startedAt = Date.now();
    first = await startApp({ activityRetention });
    second = await startApp({ reuseDatabaseOf: first, activityRetention });
    const shelter = await registerAssociation(first.api);
    await createAnimal(second.api, shelter, { name: 'Récent' });
    await insertOldEntries(first, shelter, 3);
    await sleep(PERIOD_MS * 3);

    const db = first.app.get(DataSource);
    const [lease] = await db.query('SELECT runs FROM job_leases WHERE name = ?', [ACTIVITY_RETENTION_JOB]);
    const elapsed = Date.now() - startedAt;
    const runs = Number(lease.runs);
    // Once per period: never more than the periods begun, though both processes asked all along.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / PERIOD_MS) + 1);

    const rows: Array<{ action: string }> = await db.query('SELECT action FROM activity_log WHERE association_id = ?', [
      shelter.associationId,
    ]);
    expect(rows.map((row) => row.action)).toEqual(['animal.created']);
  });
});
