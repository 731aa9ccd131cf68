import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An entry of the platform administrators' audit log (docs/administration.md#audit-log), written by AdminAudit.record
 * in the transaction of the action it records, never updated nor deleted by the application.
 */
@Entity('admin_audit')
export class AdminAuditRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** The administrator who acted; null for the server's command (admin:create) and once the account is gone. */
  @Column({ type: 'int', nullable: true })
  admin_user_id: number | null;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  target_type: string | null;

  @Column({ type: 'int', nullable: true })
  target_id: number | null;

  /** A JSON object of plain values (AdminAuditDetails), never a secret. */
  @Column({ type: 'text' })
  details: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
