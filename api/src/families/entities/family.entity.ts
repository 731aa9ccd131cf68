import { Column, Entity, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { HousingType } from './housing-type.entity';

@Entity('families')
export class Family {
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

  @Column({ type: 'boolean', default: false })
  garden: boolean;

  @Column({ type: 'int' })
  housing_type_id: number;

  @ManyToOne(() => HousingType)
  @JoinColumn({ name: 'housing_type_id' })
  housing_type: HousingType;

  @Column({ type: 'int', default: 0 })
  owned_animals: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_image: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_thumbnail: string | null;
}
