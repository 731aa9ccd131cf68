import { Column, Entity, JoinColumn, OneToMany, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import type { Animal } from '../../animals/entities/animal.entity';

@Entity('associations')
export class Association {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: User;

  @Column({ type: 'varchar', length: 150 })
  name_association: string;

  @Column({ type: 'varchar', length: 10 })
  RNA_code: string;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  @Column({ type: 'varchar', length: 5 })
  zip_code: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 10 })
  phone_number: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_image: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_thumbnail: string | null;

  @OneToMany('Animal', 'association')
  animals: Animal[];
}
