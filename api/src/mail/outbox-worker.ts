import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AsyncResource } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Brackets, In, type EntityManager } from 'typeorm';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { DatabaseService } from '../database/database.service';
import { mailLog, type MailLog } from '../common/service-log';
import { MailOutboxRow } from '../data-model/mail-outbox.entity';
import { MailRenderer } from './mail-renderer';
import { MailTransport } from './mail-transport';

/** Rows claimed at once: small, so that a process stopping mid-batch hands little back. */
const BATCH = 10;

/** The failure as it may be stored and logged: nodemailer's code and the SMTP reply code, never its text. */
function describeFailure(error: unknown): { text: string; permanent: boolean } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const reply = typeof responseCode === 'number' ? responseCode : undefined;
  const text = [typeof code === 'string' ? code : error instanceof Error ? error.name : 'Error', reply]
    .filter((part) => part !== undefined)
    .join(' ');
  // 5xx: the server refused this mail for good (unknown recipient, refused sender); retrying cannot help.
  return { text: text.slice(0, 255), permanent: reply !== undefined && reply >= 500 && reply < 600 };
}

/**
 * The outbox worker of one API process. It looks for due rows every pollMs and right after a transaction that wrote
 * one commits (OutboxService nudges it), claims them, sends them one by one and marks each sent; an SMTP failure
 * puts the row back with an exponential delay, for retryForMs after it was written.
 *
 * Two processes never send one row twice: a claim sets status 'sending', a lease (claimed_until) and a random
 * claim_token in one transaction, on MySQL/MariaDB with `SELECT … FOR UPDATE SKIP LOCKED` so that concurrent workers
 * take different rows without waiting on each other, on SQLite through the write queue (DatabaseService.write),
 * which serialises it against every other write of the process. Only the holder of the current claim_token can mark
 * the row sent. A process that dies holding a claim leaves the row to others once the lease has passed; the one
 * case of a second delivery is a death between the server's acceptance and the "sent" mark, and then both copies
 * carry the same Message-ID (from the row id), which mail systems use to drop duplicates.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Which process claimed a row (claimed_by), for whoever investigates a mail. */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly log: MailLog;
  private readonly messageIdHost: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /**
   * The worker's own async context, taken when the app starts. A nudge comes from inside a request (the commit of its
   * write) and would otherwise run the rounds in that request's context: their statements would count as the
   * request's (X-Sql-Count) and its Idempotency-Key would be visible to the worker's writes.
   */
  private readonly scope = new AsyncResource('OutboxWorker');

  constructor(
    private readonly db: DatabaseService,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {
    this.log = mailLog(config);
    this.messageIdHost = new URL(config.mail.publicUrl).hostname;
  }

  onApplicationBootstrap(): void {
    // Rows left by an earlier run (or written by another process) leave without waiting for a write here.
    this.schedule(0);
  }

  /** A transaction that wrote a row has committed: look now rather than at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.scope.runInAsyncScope(() => this.run());
  }

  /**
   * App shutdown (main.ts on SIGTERM, every test's app.close()): no new round starts, the mail being handed over
   * finishes, claimed rows not yet sent go back to the others, and no timer is left behind. Runs before TypeORM
   * closes the database (Nest calls beforeApplicationShutdown before onApplicationShutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), delayMs);
    // Never what keeps a process alive.
    this.timer.unref();
  }

  private run(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((error: unknown) => {
        // The database is down or closing: the next round tries again.
        this.log('warn', `File d'envoi des e-mails : lecture impossible (${describeFailure(error).text})`);
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.run();
        } else this.schedule(this.config.mail.timings.pollMs);
      });
  }

  /** Claims and sends due rows until none is left (or the process stops). */
  private async drain(): Promise<void> {
    while (!this.stopped) {
      if (!(await this.anyDue())) return;
      const rows = await this.claim();
      for (let i = 0; i < rows.length; i++) {
        if (this.stopped) {
          await this.release(rows.slice(i));
          return;
        }
        await this.deliver(rows[i]);
      }
      if (rows.length < BATCH) return;
    }
  }

  /** Rows to send now: pending and due, or claimed by a worker whose lease has run out. */
  private due(manager: EntityManager, now: Date) {
    return manager
      .createQueryBuilder(MailOutboxRow, 'o')
      .where(
        new Brackets((where) =>
          where
            .where('o.status = :pending AND o.next_attempt_at <= :now')
            .orWhere('o.status = :sending AND o.claimed_until < :now'),
        ),
        { pending: 'pending', sending: 'sending', now },
      );
  }

  /** A plain read first, so that an idle outbox costs one indexed SELECT per poll and no transaction. */
  private async anyDue(): Promise<boolean> {
    const row = await this.due(this.db.dataSource.manager, new Date()).select('o.id').limit(1).getRawOne();
    return row !== undefined;
  }

  private claim(): Promise<MailOutboxRow[]> {
    return this.db.write(async (manager) => {
      const now = new Date();
      const query = this.due(manager, now).select(['o.id']).orderBy('o.id', 'ASC').limit(BATCH);
      if (!this.db.isSqlite) query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const ids = (await query.getMany()).map((row) => row.id);
      if (!ids.length) return [];
      const claimToken = randomBytes(12).toString('hex');
      await manager
        .createQueryBuilder()
        .update(MailOutboxRow)
        .set({
          status: 'sending',
          claimed_until: new Date(now.getTime() + this.config.mail.timings.leaseMs),
          claimed_by: this.workerId.slice(0, 100),
          claim_token: claimToken,
          attempts: () => 'attempts + 1',
        })
        .where({ id: In(ids) })
        .execute();
      return manager.getRepository(MailOutboxRow).find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  private async deliver(row: MailOutboxRow): Promise<void> {
    try {
      const mail = await this.renderer.render(row);
      await this.transport.send(row.id, {
        from: this.config.mail.from,
        to: row.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments,
        // Derived from the row: a second delivery of the same row (see above) is recognisably the same mail.
        messageId: `<outbox-${row.id}@${this.messageIdHost}>`,
      });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await this.db.write((manager) =>
      manager
        .getRepository(MailOutboxRow)
        .update(
          { id: row.id, claim_token: row.claim_token ?? '' },
          { status: 'sent', sent_at: new Date(), payload: '{}', claimed_until: null, last_error: null },
        ),
    );
  }

  /** Back to pending after a delay that doubles with each attempt; failed once retrying is pointless or too late. */
  private async failed(row: MailOutboxRow, error: unknown): Promise<void> {
    const { retryBaseMs, retryMaxMs, retryForMs } = this.config.mail.timings;
    const failure = describeFailure(error);
    const delay = Math.min(retryBaseMs * 2 ** Math.max(0, row.attempts - 1), retryMaxMs);
    const retryAt = new Date(Date.now() + delay);
    const giveUp = failure.permanent || retryAt.getTime() - new Date(row.created_at).getTime() > retryForMs;
    await this.db.write((manager) =>
      manager.getRepository(MailOutboxRow).update(
        { id: row.id, claim_token: row.claim_token ?? '' },
        {
          status: giveUp ? 'failed' : 'pending',
          next_attempt_at: retryAt,
          claimed_until: null,
          last_error: failure.text,
        },
      ),
    );
    this.log(
      'warn',
      giveUp
        ? `E-mail outbox-${row.id} (${row.kind}) abandonné après ${row.attempts} essai(s) : ${failure.text}`
        : `E-mail outbox-${row.id} (${row.kind}) non envoyé (${failure.text}), nouvel essai dans ${Math.ceil(delay / 1000)} s`,
    );
  }

  /** Claimed rows this process will not send (it is stopping): due again at once, for any worker. */
  private async release(rows: MailOutboxRow[]): Promise<void> {
    if (!rows.length) return;
    await this.db.write(async (manager) => {
      for (const row of rows) {
        await manager
          .getRepository(MailOutboxRow)
          .update(
            { id: row.id, claim_token: row.claim_token ?? '' },
            { status: 'pending', claimed_until: null, attempts: row.attempts - 1 },
          );
      }
    });
  }
}
