import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { AccountProfile } from './account-profile.entity';
import { HousingType } from './housing-type.entity';

@Entity('families')
export class Family extends AccountProfile {
  @Column({ type: 'boolean', default: false })
  garden: boolean;

  @Column({ type: 'int' })
  housing_type_id: number;

  @ManyToOne(() => HousingType)
  @JoinColumn({ name: 'housing_type_id' })
  housing_type: HousingType;

  @Column({ type: 'int', default: 0 })
  owned_animals: number;

  /* The foster profile (docs/matching.md): what the family can host, and whether associations may find it. */
  @Column({ type: 'boolean', default: false })
  accepts_dogs: boolean;

  @Column({ type: 'boolean', default: false })
  accepts_cats: boolean;

  @Column({ type: 'boolean', default: false })
  accepts_rabbits: boolean;

  @Column({ type: 'date', nullable: true })
  available_from: string | null;

  @Column({ type: 'date', nullable: true })
  available_until: string | null;

  @Column({ type: 'int', default: 1 })
  capacity: number;

  @Column({ type: 'boolean', default: false })
  children_at_home: boolean;

  @Column({ type: 'boolean', default: false })
  visible: boolean;

  /** 'Recevoir les appels urgents' (docs/product.md#urgent-appeals): on unless the family turns it off. */
  @Column({ type: 'boolean', default: true })
  accepts_urgent_appeals: boolean;

  /** Set when the family deleted its account but an approved request (a placement) keeps this row, anonymised. */
  @Column({ type: 'datetime', nullable: true })
  deleted_at: Date | null;
}
