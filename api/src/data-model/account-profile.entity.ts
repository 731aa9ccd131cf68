import { Column, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * Columns that the `families` and `associations` tables both have, with the same names and types as the initial
 * migration. An abstract class (no @Entity) adds no table: TypeORM copies these columns into each subclass's table.
 */
export abstract class AccountProfile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 5 })
  zip_code: string;

  @Column({ type: 'varchar', length: 10 })
  phone_number: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_image: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_thumbnail: string | null;

  /** Resolved offline from zip_code and city (GeoService) at registration and edit; null for an unknown code. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  department: string | null;

  /** Approximate (the commune's point, see README): for distances, never shown. */
  @Column({ type: 'double', nullable: true })
  latitude: number | null;

  @Column({ type: 'double', nullable: true })
  longitude: number | null;
}

/** What a new profile row gets from the registration, whatever the account kind. */
export type AccountProfileRow = Omit<AccountProfile, 'id' | 'user'>;
