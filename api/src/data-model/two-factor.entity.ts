import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** One of an account's 10 single-use recovery codes (docs/security.md#two-factor-sign-in); only its HMAC is kept. */
@Entity('recovery_codes')
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 64 })
  code_hash: string;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;
}

/** 'login': the code step after the password; 'setup': the walk-through an association's rule requires. */
export type MfaChallengePurpose = 'login' | 'setup';

/** The mfa_token of POST /login: one use, 5 minutes; the token itself is never stored, only its SHA-256. */
@Entity('mfa_challenges')
export class MfaChallenge {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id_hash: string;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 10 })
  purpose: MfaChallengePurpose;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;
}
