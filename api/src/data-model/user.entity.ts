import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@petfoster/contracts';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 255, select: false })
  password_hash: string;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Column({ type: 'varchar', length: 100 })
  lastname: string;

  @Column({ type: 'varchar', length: 100 })
  firstname: string;

  /** In every token as `tv`; incremented by logout, so that the tokens issued before stop working. */
  @Column({ type: 'int', default: 0 })
  token_version: number;

  /** 'Recevoir les notifications par e-mail' (docs/mail.md); reset, password and e-mail change mails ignore it. */
  @Column({ type: 'boolean', default: true })
  notifications_enabled: boolean;

  /** Two-factor sign-in (docs/security.md#two-factor-sign-in): the TOTP secret, encrypted (secret-box.ts). */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  totp_secret: string | null;

  /** The secret being set up, encrypted, until a first code confirms it. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  totp_pending_secret: string | null;

  @Column({ type: 'datetime', nullable: true })
  totp_enabled_at: Date | null;

  /** The 30-second step of the last code accepted: a code is good once. */
  @Column({ type: 'int', nullable: true, select: false })
  totp_last_step: number | null;

  /**
   * When a platform administrator suspended the account (docs/administration.md#suspensions): no sign-in, and its
   * association or family profile and animals leave the public pages, until it is reinstated.
   */
  @Column({ type: 'datetime', nullable: true })
  suspended_at: Date | null;

  /** The administrator's reason, mailed to the person. */
  @Column({ type: 'text', nullable: true })
  suspension_reason: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  /** Each session issued (docs/security.md#retention): an account unused for years is warned, then deleted. */
  @Column({ type: 'datetime', nullable: true })
  last_sign_in_at: Date | null;

  /** When the inactivity warning was sent; cleared by the next sign-in. */
  @Column({ type: 'datetime', nullable: true })
  inactivity_notice_at: Date | null;
}
