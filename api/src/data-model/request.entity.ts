import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { RequestClosedReason, RequestStatus } from '@petfoster/contracts';
import { Animal } from './animal.entity';
import { Association } from './association.entity';
import { Family } from './family.entity';
import { User } from './user.entity';

@Entity('requests')
export class FosterRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null once the association deleted the animal: the request stays, 'Animal retiré' (README, design notes). */
  @Column({ type: 'int', nullable: true })
  animal_id: number | null;

  @ManyToOne(() => Animal, (animal) => animal.requests, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'animal_id' })
  animal: Animal | null;

  /** The animal's name when it was deleted (null while the animal exists: its own row says it). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  animal_name: string | null;

  @Column({ type: 'int' })
  family_id: number;

  @ManyToOne(() => Family, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id' })
  family: Family;

  @Column({ type: 'int' })
  association_id: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association: Association;

  @Column({ type: 'text', nullable: true })
  motivation: string | null;

  @Column({ type: 'varchar', length: 20 })
  status: RequestStatus;

  @Column({ type: 'varchar', length: 30, nullable: true })
  closed_reason: RequestClosedReason | null;

  /** The association's own words with a refusal by decision (optional); null otherwise. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  refusal_reason: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  /** When the association decided (docs/security.md#retention: a refused request goes a year later); null while pending. */
  @Column({ type: 'datetime', nullable: true })
  decided_at: Date | null;

  /**
   * When the animal went back to its association, its placement ended so (docs/product.md#states): the approved
   * request stays on record but no longer houses the animal. Null otherwise.
   */
  @Column({ type: 'datetime', nullable: true })
  returned_at: Date | null;

  /** When the family marked the decision seen (the mail work's header count); null while pending or unseen. */
  @Column({ type: 'datetime', nullable: true })
  seen_by_family_at: Date | null;

  /** The member who follows the request (docs/product.md#association-team); null without one or once it left. */
  @Column({ type: 'int', nullable: true })
  referent_user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'referent_user_id' })
  referent: User | null;
}
