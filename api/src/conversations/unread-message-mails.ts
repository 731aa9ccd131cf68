import { Inject, Injectable } from '@nestjs/common';
import { CONVERSATION_LIMITS } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { LeasedJob } from '../scheduler/leased-job';
import { serviceLog, type ServiceLog } from '../common/service-log';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { ConversationRead, type ConversationSide } from '../data-model/message.entity';
import { DatabaseService } from '../database/database.service';
import { OutboxService } from '../mail/outbox.service';
import { RequestMails } from '../requests/request-mails.service';
import { ConversationClock } from './conversation-clock';
import { ensureReadRow, messageRecords, otherSide } from '../conversation-store/conversation-queries';
import { authorOf } from '../conversation-store/message.presenter';

/** The job's row in job_leases. */
export const UNREAD_MESSAGE_MAILS_JOB = 'unread-message-mails';
/** One run a minute, whichever API process takes the lease; each process tries twice a minute. */
const PERIOD_MS = 60 * 1000;
const CHECK_MS = 30 * 1000;
const MINUTE_MS = 60 * 1000;
/** Messages older than this are no longer mailed (a job stopped for a week does not mail old news). */
const LOOKBACK_MS = 7 * 24 * 60 * MINUTE_MS;

interface Candidate {
  request_id: number | string;
  author_side: ConversationSide;
  last_id: number | string;
  family_id: number | string;
  association_id: number | string;
  referent_user_id: number | string | null;
  family_user_id: number | string | null;
  animal_name: string | null;
}

/**
 * The unread mail (docs/mail.md#message-mails): a side that has not read a message 15 minutes after it arrived gets
 * one mail, not one per message; the next one only after it has read up to what was mailed. The family's user, or on
 * the association's side the request's référent (without one, the admins whose mail scope is 'all'); notifications
 * turned off: no mail (the outbox skips notification kinds). The mark (`mailed_up_to`) is written in the transaction
 * that writes the mails.
 */
@Injectable()
export class UnreadMessageMails extends LeasedJob<number> {
  private readonly log: ServiceLog;

  constructor(
    db: DatabaseService,
    private readonly clock: ConversationClock,
    private readonly outbox: OutboxService,
    private readonly requestMails: RequestMails,
    @Inject(APP_CONFIG) config: RuntimeConfig,
  ) {
    super(db, UNREAD_MESSAGE_MAILS_JOB);
    this.log = serviceLog(config, 'Messages');
  }

  protected schedule() {
    return { intervalMs: PERIOD_MS, checkMs: CHECK_MS };
  }

  protected override now(): Date {
    return this.clock.now();
  }

  protected done(): void {}

  protected failed(code: string): void {
    this.log('warn', `Rappels des messages non lus non envoyés (${code})`);
  }

  /** A raw query's date as each engine stores it: SQLite's UTC text (as TypeORM writes it), MariaDB's Date. */
  private dateParam(at: Date): Date | string {
    return this.db.isSqlite ? at.toISOString().replace('T', ' ').replace('Z', '') : at;
  }

  /** The number of conversation sides mailed in this run. */
  protected async work(manager: EntityManager, now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - CONVERSATION_LIMITS.unreadMailDelayMinutes * MINUTE_MS);
    const since = new Date(now.getTime() - LOOKBACK_MS);
    // The recipient side's row: the one the message's author is not on.
    const candidates: Candidate[] = await manager.query(
      `SELECT m.request_id AS request_id, m.author_side AS author_side, MAX(m.id) AS last_id,
          r.family_id AS family_id, r.association_id AS association_id, r.referent_user_id AS referent_user_id,
          f.user_id AS family_user_id, COALESCE(an.name, r.animal_name) AS animal_name
         FROM messages m
         JOIN requests r ON r.id = m.request_id
         JOIN families f ON f.id = r.family_id
         LEFT JOIN animals an ON an.id = r.animal_id
         LEFT JOIN conversation_reads cr ON cr.request_id = m.request_id
           AND cr.side = CASE WHEN m.author_side = 'family' THEN 'association' ELSE 'family' END
        WHERE m.created_at > ? AND m.created_at <= ?
          AND m.id > COALESCE(cr.read_up_to, 0) AND m.id > COALESCE(cr.mailed_up_to, 0)
          AND COALESCE(cr.mailed_up_to, 0) <= COALESCE(cr.read_up_to, 0)
        GROUP BY m.request_id, m.author_side, r.family_id, r.association_id, r.referent_user_id, f.user_id,
          an.name, r.animal_name`,
      [this.dateParam(since), this.dateParam(cutoff)],
    );
    for (const candidate of candidates) {
      const requestId = Number(candidate.request_id);
      const recipientSide = otherSide(candidate.author_side);
      const lastId = Number(candidate.last_id);
      const [record] = await messageRecords(manager, requestId, 0, { ids: [lastId] });
      const authorName = record ? authorOf(record).name : '';
      const recipients =
        recipientSide === 'family'
          ? candidate.family_user_id === null
            ? []
            : [Number(candidate.family_user_id)]
          : await this.requestMails.associationRecipients(manager, Number(candidate.association_id), [
              candidate.referent_user_id === null ? null : Number(candidate.referent_user_id),
            ]);
      await this.outbox.enqueueAll(
        manager,
        recipients.map((userId) => ({
          kind: 'message_unread' as const,
          userId,
          data: {
            requestId,
            animalName: candidate.animal_name ?? '',
            authorName,
            forFamily: recipientSide === 'family',
          },
        })),
      );
      await ensureReadRow(manager, requestId, recipientSide);
      await manager
        .getRepository(ConversationRead)
        .update({ request_id: requestId, side: recipientSide }, { mailed_up_to: lastId });
    }
    return candidates.length;
  }
}
