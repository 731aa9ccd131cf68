import { Column, Entity, OneToMany } from 'typeorm';
import type { Animal } from './animal.entity';
import { AccountProfile } from './account-profile.entity';

@Entity('associations')
export class Association extends AccountProfile {
  @Column({ type: 'varchar', length: 150 })
  name_association: string;

  @Column({ type: 'varchar', length: 10 })
  RNA_code: string;

  /** Every member must sign in with two-factor sign-in (docs/security.md#two-factor-sign-in). */
  @Column({ type: 'boolean', default: false })
  require_2fa: boolean;

  /** When the platform's administrators approved its verification (docs/product.md#verified-associations); null before. */
  @Column({ type: 'datetime', nullable: true })
  verified_at: Date | null;

  @OneToMany('Animal', 'association')
  animals: Animal[];
}
