/**
 * The mail work (docs/mail.md): two API processes on one MariaDB database drain one outbox, and every mail reaches the SMTP server
 * exactly once (claims with FOR UPDATE SKIP LOCKED and a lease). MariaDB only: SQLite is one process's embedded file.
 */
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import { testDbKind } from '../support/database';
import { registerFamily, uniqueEmail } from '../support/fixtures';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

const describeOnMariaDb = testDbKind() === 'mariadb' ? describe : describe.skip;

describeOnMariaDb('two API processes, one outbox', () => {
  let smtp: TestSmtp;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    first = await startMailApp(smtp);
    second = await startMailApp(smtp, { reuseDatabaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.stop();
  });

  it('sends every mail exactly once', async () => {
    // Mails written through both processes (each nudges its own worker)…
    const families = await Promise.all(
      Array.from({ length: 12 }, (_unused, i) => registerFamily((i % 2 ? second : first).api)),
    );
    // …and a burst written behind both workers' backs, which both find at their next poll and compete for.
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    const values = Array.from({ length: 60 }, (_unused, i) => [
      'welcome',
      uniqueEmail(`burst${i}`),
      families[i % families.length].userId,
      JSON.stringify({ role: 'family', firstname: `Rafale ${i}` }),
      'pending',
      0,
      now,
      now,
    ]);
    await first.app
      .get(DataSource)
      .query(
        `INSERT INTO mail_outbox (kind, recipient, user_id, payload, status, attempts, next_attempt_at, created_at) VALUES ${values
          .map(() => '(?, ?, ?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        values.flat(),
      );

    const rows = await waitForOutboxIdle(first, 60_000);
    expect(rows).toHaveLength(72);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const expected = rows.map((row) => `<outbox-${row.id}@petfoster.test>`).sort();
    // Nothing more arrives later: let both workers poll a few more times.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(expected);

    const byProcess = new Map<string, number>();
    for (const row of rows) byProcess.set(String(row.claimed_by), (byProcess.get(String(row.claimed_by)) ?? 0) + 1);
    console.log(`rows sent per process: ${JSON.stringify(Object.fromEntries(byProcess))}`);
  });
});
