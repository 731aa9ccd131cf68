import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An urgent appeal sent for an animal (docs/product.md#urgent-appeals): one per animal within 7 days. `reached` is
 * the count the association was told; who was reached is in UrgentAppealRecipient, never in an answer.
 */
@Entity('urgent_appeals')
export class UrgentAppeal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  animal_id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'int' })
  radius_km: number;

  @Column({ type: 'int' })
  reached: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}

/** A family an appeal was mailed to: the two-a-week ceiling per family counts these rows. */
@Entity('urgent_appeal_recipients')
export class UrgentAppealRecipient {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  appeal_id: number;

  @Column({ type: 'int' })
  family_id: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
