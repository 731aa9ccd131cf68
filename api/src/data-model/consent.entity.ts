import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentChoice, ConsentSource } from '@petfoster/contracts';

/**
 * One change of a person's choice about mails (docs/security.md#consent-log): what, on or off, where, when. Only
 * appended; the rows go with the account.
 */
@Entity('consents')
export class ConsentRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 40 })
  choice: ConsentChoice;

  @Column({ type: 'boolean' })
  granted: boolean;

  @Column({ type: 'varchar', length: 40 })
  source: ConsentSource;

  /** Which item the choice is about (a saved search's name and alerts); null for account-wide choices. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  detail: string | null;

  @CreateDateColumn({ type: 'datetime' })
  at: Date;
}
