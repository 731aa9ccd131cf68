/**
 * The moderation migration (1765300000701) on a database that already holds message reports: they move into
 * `reports` with their ids, an account's repeated reports of one message closed but the first, and `down` gives them
 * back. Run on SQLite and MariaDB.
 */
import { DataSource } from 'typeorm';
import { Moderation1765300000701 } from '../../src/database/migrations/1765300000701-moderation';
import { openConversation, sent } from '../conversations/support';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily } from '../support/fixtures';

describe('moderation migration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves the message reports into reports, one open per account and message', async () => {
    const shelter = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const requestId = await openConversation(t, shelter, family);
    const message = await sent(t, shelter, requestId, 'Bonjour');
    const dataSource = t.app.get(DataSource);
    const runner = dataSource.createQueryRunner();
    const migration = new Moderation1765300000701();
    // As the migration runner does: on SQLite, foreign keys off while tables are rebuilt.
    await runner.beforeMigration();
    try {
      await migration.down(runner);
      const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
      for (const reason of ['Premier', 'Répété'])
        await runner.query(
          'INSERT INTO message_reports (message_id, reporter_user_id, reported_user_id, reason, created_at) VALUES (?, ?, ?, ?, ?)',
          [message.id, family.userId, shelter.userId, reason, now],
        );
      const before: Array<{ id: number | string }> = await runner.query('SELECT id FROM message_reports ORDER BY id');
      await migration.up(runner);
      const rows: Array<Record<string, unknown>> = await runner.query(
        'SELECT id, target_type, target_id, message_id, status, open_flag, reason FROM reports ORDER BY id',
      );
      expect(rows.map((row) => Number(row.id))).toEqual(before.map((row) => Number(row.id)));
      expect(
        rows.map((row) => ({
          target: row.target_type,
          target_id: Number(row.target_id),
          message_id: Number(row.message_id),
          status: row.status,
          open: row.open_flag === null ? null : Number(row.open_flag),
          reason: row.reason,
        })),
      ).toEqual([
        {
          target: 'message',
          target_id: message.id,
          message_id: message.id,
          status: 'open',
          open: 1,
          reason: 'Premier',
        },
        {
          target: 'message',
          target_id: message.id,
          message_id: message.id,
          status: 'dismissed',
          open: null,
          reason: 'Répété',
        },
      ]);
    } finally {
      await runner.afterMigration();
      await runner.release();
    }
    // The reporter reads that author's messages as reported, as before.
    const read = await t.api.as(family.token).get(`/api/requests/${requestId}/messages`);
    expect(read.body[0].author_reported).toBe(true);
  });
});
