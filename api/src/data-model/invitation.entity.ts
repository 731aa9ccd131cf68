import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { InvitationStatus } from '@petfoster/contracts';

/** An association's proposal of one of its animals to a family that opted in (docs/matching.md). */
@Entity('invitations')
export class Invitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'int' })
  family_id: number;

  @Column({ type: 'int' })
  animal_id: number;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20 })
  status: InvitationStatus;

  /** 1 while pending, NULL once answered: UQ_invitations_open allows one open invitation per family and animal. */
  @Column({ type: 'int', nullable: true })
  open_flag: number | null;

  /** The request the family made from it. */
  @Column({ type: 'int', nullable: true })
  request_id: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  answered_at: Date | null;

  /** What the family wrote when it declined, if anything. */
  @Column({ type: 'text', nullable: true })
  decline_reason: string | null;
}
