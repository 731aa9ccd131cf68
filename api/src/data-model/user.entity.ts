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

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
