import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { RETENTION } from '@petfoster/contracts';
import { DatabaseService, type WriteJournal } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { AlreadyDone, idempotencyContext } from './idempotency-context';
import { withoutSessionToken } from './session-answer';

/** How long a key's answer is kept (docs/decisions/stateless-api.md; the privacy page shows the same figure). */
const KEEP_MS = RETENTION.idempotencyKeyHours * 60 * 60 * 1000;
/** Old rows are deleted this often. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

export interface PriorAnswer {
  fingerprint: string;
  statusCode: number | null;
  body: unknown;
  /** The committed write's own result, kept in its transaction; null only for rows older than that column. */
  writeResult: { value: unknown } | null;
}

/**
 * The answers to writes sent with an Idempotency-Key (docs/decisions/idempotency.md), in the database whatever REDIS_URL says: the key's
 * row is inserted inside the write's own transaction (DatabaseService.write runs this journal), which Redis cannot
 * join. So a write and its key commit together or not at all: an attempt that died before committing left nothing
 * and its retry does the write; one that committed is never done again. The write's result (an id, the image it
 * replaced) commits in the same row, so that a retry can still compute the answer when the attempt died between its
 * commit and keeping its answer (the interceptor runs the handler again, and its write returns that result). A write
 * whose result is the answer itself (WriteOptions.answer) keeps that answer in the same statement, and nothing is
 * written after its commit.
 */
@Injectable()
export class IdempotencyService implements WriteJournal, OnApplicationBootstrap, BeforeApplicationShutdown {
  private cleanup: NodeJS.Timeout | null = null;
  /** Transactions that inserted their request's key, and so record their result in it. */
  private readonly claimedIn = new WeakSet<EntityManager>();

  constructor(private readonly db: DatabaseService) {
    db.useJournal(this);
  }

  replay(): { value: unknown } | undefined {
    const claim = idempotencyContext.getStore();
    if (!claim?.replay || claim.claimed || claim.closed) return undefined;
    claim.claimed = true;
    return claim.replay;
  }

  /** Inside a write's transaction: takes the current request's key, or stops the write if another attempt did. */
  async begin(manager: EntityManager): Promise<void> {
    const claim = idempotencyContext.getStore();
    if (!claim || claim.claimed || claim.closed) return;
    const insert = () =>
      manager.query('INSERT INTO idempotency_keys (scope, idem_key, fingerprint, created_ms) VALUES (?, ?, ?, ?)', [
        claim.scope,
        claim.key,
        claim.fingerprint,
        Date.now(),
      ]);
    try {
      await insert();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Taken: a key older than 24 hours is forgotten and gives way to this attempt (the statement failed alone, the
      // transaction goes on); otherwise another attempt with this key committed first (on MySQL the insert waited
      // for it), and nothing is done again.
      await manager.query('DELETE FROM idempotency_keys WHERE scope = ? AND idem_key = ? AND created_ms <= ?', [
        claim.scope,
        claim.key,
        Date.now() - KEEP_MS,
      ]);
      try {
        await insert();
      } catch (again) {
        if (isUniqueViolation(again)) throw new AlreadyDone();
        throw again;
      }
    }
    this.claimedIn.add(manager);
    // A transaction that rolls back takes the row with it: the key is used only once the write is.
    this.db.afterCommit(manager, () => {
      claim.claimed = true;
    });
  }

  async end(manager: EntityManager, value: unknown, isAnswer: boolean): Promise<void> {
    const claim = idempotencyContext.getStore();
    if (!claim || !this.claimedIn.has(manager)) return;
    this.claimedIn.delete(manager);
    // Wrapped so that undefined (a write with no result) survives JSON.
    const result = JSON.stringify({ value });
    if (!isAnswer) {
      await manager.query('UPDATE idempotency_keys SET write_result = ? WHERE scope = ? AND idem_key = ?', [
        result,
        claim.scope,
        claim.key,
      ]);
      return;
    }
    // The result is the answer: kept with the write, so that a repeat replays it and nothing is written afterwards.
    const body = withoutSessionToken(value);
    await manager.query(
      'UPDATE idempotency_keys SET write_result = ?, status_code = ?, response_body = ? WHERE scope = ? AND idem_key = ?',
      [result, claim.status, body === undefined ? null : JSON.stringify(body), claim.scope, claim.key],
    );
    this.db.afterCommit(manager, () => {
      claim.answer = { value };
    });
  }

  async prior(scope: string, key: string): Promise<PriorAnswer | null> {
    const rows: {
      fingerprint: string;
      status_code: number | null;
      response_body: string | null;
      write_result: string | null;
    }[] = await this.db.dataSource.query(
      'SELECT fingerprint, status_code, response_body, write_result FROM idempotency_keys WHERE scope = ? AND idem_key = ? AND created_ms > ?',
      [scope, key, Date.now() - KEEP_MS],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      fingerprint: row.fingerprint,
      statusCode: row.status_code === null ? null : Number(row.status_code),
      body: row.response_body === null ? undefined : JSON.parse(row.response_body),
      writeResult: row.write_result === null ? null : (JSON.parse(row.write_result) as { value: unknown }),
    };
  }

  /** Keeps the answer of a committed write for its repeats. */
  async remember(scope: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await this.db.dataSource.query(
      'UPDATE idempotency_keys SET status_code = ?, response_body = ? WHERE scope = ? AND idem_key = ?',
      [statusCode, body === undefined ? null : JSON.stringify(body), scope, key],
    );
  }

  onApplicationBootstrap(): void {
    // Old rows go on a timer of their own rather than in some write's request, which would pay for it.
    this.cleanup = setInterval(() => {
      this.db.dataSource
        .query('DELETE FROM idempotency_keys WHERE created_ms < ?', [Date.now() - KEEP_MS])
        .catch(() => undefined); // The database is down or closing: the next round deletes them.
    }, CLEANUP_EVERY_MS);
    // Never what keeps a process alive.
    this.cleanup.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.cleanup) clearInterval(this.cleanup);
    this.cleanup = null;
  }
}
