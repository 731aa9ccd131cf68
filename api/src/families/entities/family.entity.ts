import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { AccountProfile } from '../../common/account-profile.entity';
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

  /** Set when the family deleted its account but an approved request (a placement) keeps this row, anonymised. */
  @Column({ type: 'datetime', nullable: true })
  deleted_at: Date | null;
}
