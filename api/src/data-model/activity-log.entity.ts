import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An entry of an association's activity log (docs/product.md#association-team), written by api/src/activity. */
@Entity('activity_log')
export class ActivityLogRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'datetime' })
  at: Date;

  /** Null once the member has left (forgetActor) or its account is gone (ON DELETE SET NULL). */
  @Column({ type: 'int', nullable: true })
  actor_user_id: number | null;

  /** The member's 'firstname lastname' at the time of the write; null once forgotten ('Ancien membre'). */
  @Column({ type: 'varchar', length: 201, nullable: true })
  actor_name: string | null;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 20 })
  entity: string;

  @Column({ type: 'int', nullable: true })
  entity_id: number | null;

  @Column({ type: 'text', nullable: true })
  before_json: string | null;

  @Column({ type: 'text', nullable: true })
  after_json: string | null;
}
