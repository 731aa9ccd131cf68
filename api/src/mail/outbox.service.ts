import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { User } from '../auth/entities/user.entity';
import { APP_CONFIG, type RuntimeConfig } from '../config/app-config';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { MailOutboxRow } from './mail-outbox.entity';
import { NOTIFICATION_KINDS, type OutgoingMail } from './mail-kinds';
import { OutboxWorker } from './outbox-worker';
import { sealToken } from './sealed-token';

/** What a mail needs of its recipient. */
export type MailRecipient = Pick<User, 'id' | 'email' | 'firstname' | 'notifications_enabled'>;

/**
 * Writes mails into the outbox, inside the caller's transaction (the `manager` of DatabaseService.write): the mail
 * exists exactly when the change that causes it commits. Nothing here talks to SMTP, so a write never waits for a
 * mail server and never fails because of one; the worker sends the row once the transaction has committed.
 */
@Injectable()
export class OutboxService {
  constructor(
    private readonly db: DatabaseService,
    private readonly worker: OutboxWorker,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /**
   * Queues one mail; a notification to a user who turned notifications off is not written at all. `recipient`: the
   * user `mail.userId` names, when the caller's own query already read them; otherwise they are read here.
   */
  async enqueue(manager: EntityManager, mail: OutgoingMail, recipient?: MailRecipient): Promise<void> {
    const user =
      recipient ??
      (await manager.getRepository(User).findOne({
        where: { id: mail.userId },
        select: { id: true, email: true, firstname: true, notifications_enabled: true },
      }));
    if (!user) return;
    if (NOTIFICATION_KINDS.has(mail.kind) && !user.notifications_enabled) return;
    const now = new Date();
    await insertRow(manager, MailOutboxRow, {
      kind: mail.kind,
      recipient: mail.to ?? user.email,
      user_id: user.id,
      payload: JSON.stringify({ ...mail.data, firstname: user.firstname }),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    });
    this.db.afterCommit(manager, () => this.worker.nudge());
  }

  /** Several mails of one change (an approval closing other requests), in the same transaction. */
  async enqueueAll(manager: EntityManager, mails: OutgoingMail[]): Promise<void> {
    for (const mail of mails) await this.enqueue(manager, mail);
  }

  /** Account deletion: the user's mails, sent or not, go with the rest of their personal data. */
  async forgetUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(MailOutboxRow).delete({ user_id: userId });
  }

  /** A one-time token as a mail's data may hold it (sealed-token.ts): encrypted, never in clear in the row. */
  seal(token: string): string {
    return sealToken(token, this.config.jwtSecret);
  }
}
