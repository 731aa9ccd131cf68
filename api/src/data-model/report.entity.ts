import type { ReportStatus, ReportTarget } from '@petfoster/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A report (docs/administration.md#reports): a message (with `message_id`, so that it goes with the message), an
 * animal or an association, by a signed-in account. `open_flag` is 1 while open and null once closed: the unique
 * index UQ_reports_open keeps one open report per account and target.
 */
@Entity('reports')
export class ReportRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 12 })
  target_type: ReportTarget;

  @Column({ type: 'int' })
  target_id: number;

  @Column({ type: 'int', nullable: true })
  message_id: number | null;

  @Column({ type: 'int' })
  reporter_user_id: number;

  /** The message's author, for `author_reported` in the reporter's conversations. */
  @Column({ type: 'int', nullable: true })
  reported_user_id: number | null;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'varchar', length: 10 })
  status: ReportStatus;

  @Column({ type: 'int', nullable: true })
  open_flag: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  decided_at: Date | null;

  /** The administrator who closed it. */
  @Column({ type: 'int', nullable: true })
  decided_by: number | null;
}
