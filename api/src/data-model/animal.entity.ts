import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { AnimalIdentificationType, AnimalSize, Gender } from '@petfoster/contracts';
import { Association } from './association.entity';
import { Species } from './species.entity';
import type { FosterRequest } from './request.entity';

@Entity('animals')
export class Animal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  breed: string | null;

  @Column({ type: 'varchar', length: 10 })
  gender: Gender;

  @Column({ type: 'date' })
  date_of_birth: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_image: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_thumbnail: string | null;

  @Column({ type: 'int' })
  species_id: number;

  @Column({ type: 'varchar', length: 10, nullable: true })
  size: AnimalSize | null;

  /** true, false, or null for unknown (unknown is not "no"). */
  @Column({ type: 'boolean', nullable: true })
  good_with_children: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  good_with_cats: boolean | null;

  @Column({ type: 'boolean', nullable: true })
  good_with_dogs: boolean | null;

  /** Identification (docs/product.md#placements): a puce's 15 digits, or a tatouage upper-case. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  identification_type: AnimalIdentificationType | null;

  @Column({ type: 'varchar', length: 15, nullable: true })
  identification_number: string | null;

  @Column({ type: 'boolean', nullable: true })
  sterilised: boolean | null;

  /** A YouTube, Vimeo or Dailymotion address (docs/product.md#animal-gallery), or null. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  video_url: string | null;

  /** Urgent appeals (docs/product.md#urgent-appeals): the association looks for a family now, and says why. */
  @Column({ type: 'boolean', default: false })
  urgent: boolean;

  @Column({ type: 'varchar', length: 300, nullable: true })
  urgent_reason: string | null;

  /** Set when the animal is adopted: it leaves the catalogue. */
  @Column({ type: 'datetime', nullable: true })
  adopted_at: Date | null;

  /**
   * When a platform administrator hid it (docs/administration.md#reports): it leaves every public place; its
   * association still sees it, marked hidden.
   */
  @Column({ type: 'datetime', nullable: true })
  hidden_at: Date | null;

  @ManyToOne(() => Species)
  @JoinColumn({ name: 'species_id' })
  species: Species;

  @Column({ type: 'int' })
  association_id: number;

  @ManyToOne(() => Association, (association) => association.animals, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association: Association;

  @OneToMany('FosterRequest', 'animal')
  requests: FosterRequest[];

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}
