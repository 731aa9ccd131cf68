import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** pending: waiting for its turn (next_attempt_at); sending: claimed by a worker until claimed_until; then sent or failed. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One mail of the outbox (migration 1764300000000): see outbox.service.ts for how rows are written and sent. */
@Entity('mail_outbox')
export class MailOutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The user the mail is for (the unsubscribe link is theirs; their account deletion removes the row). */
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  /** JSON of the template's data; '{}' once sent. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 10 })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  next_attempt_at: Date;

  @Column({ type: 'datetime', nullable: true })
  claimed_until: Date | null;

  /** Which process claimed it last (host:pid:random), for whoever investigates a mail. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  claimed_by: string | null;

  /** Random per claim: only the claim that is still current may mark the row sent or schedule its retry. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  claim_token: string | null;

  /** The last SMTP failure, as an error code or reply code: never an address or the mail's content. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  last_error: string | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  sent_at: Date | null;
}
