import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An animal a family keeps an eye on (docs/product.md#favourites): one row per family and animal, gone with either
 * (the family's account deletion removes its rows even when the family row stays for the register).
 */
@Entity('favourites')
export class Favourite {
  /** Increasing: the order favourites were added in. */
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  family_id: number;

  @Column({ type: 'int' })
  animal_id: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
