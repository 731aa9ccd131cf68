import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AccountTokenPurpose = 'password_reset' | 'email_change';

/** A one-time token sent by mail (migration 1764300001000); the token itself is never stored, only its SHA-256. */
@Entity('account_tokens')
export class AccountToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  new_email: string | null;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
