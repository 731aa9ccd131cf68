import { DataSource } from 'typeorm';
import { startApp, type StartOptions, type TestApp } from '../../support/app';
import type { TestSmtp } from './smtp';

/** Links in test mails start here: PUBLIC_URL, never the Host header supertest sends. */
export const TEST_PUBLIC_URL = 'https://petfoster.test';

/**
 * An app whose mails go to the test SMTP server, polling often and retrying after a fraction of a second (the
 * production delays are seconds to an hour), so outage tests take seconds.
 */
export function startMailApp(smtp: TestSmtp | null, options: StartOptions = {}): Promise<TestApp> {
  return startApp({
    smtpUrl: smtp ? smtp.url : null,
    publicUrl: TEST_PUBLIC_URL,
    mailTimings: { pollMs: 200, retryBaseMs: 200, retryMaxMs: 1000 },
    ...options,
  });
}

export interface OutboxRowView {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  claimed_by: string | null;
}

export async function outboxRows(t: TestApp): Promise<OutboxRowView[]> {
  const rows: Array<Record<string, unknown>> = await t.app
    .get(DataSource)
    .query('SELECT id, kind, recipient, status, attempts, claimed_by FROM mail_outbox ORDER BY id');
  return rows.map((row) => ({
    id: Number(row.id),
    kind: String(row.kind),
    recipient: String(row.recipient),
    status: String(row.status),
    attempts: Number(row.attempts),
    claimed_by: (row.claimed_by as string | null) ?? null,
  }));
}

/** Waits until no row is pending or being sent (every mail delivered or given up). */
export async function waitForOutboxIdle(t: TestApp, timeoutMs = 30_000): Promise<OutboxRowView[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(t);
    if (rows.every((row) => row.status === 'sent' || row.status === 'failed')) return rows;
    if (Date.now() > deadline) throw new Error(`outbox not idle after ${timeoutMs} ms: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
