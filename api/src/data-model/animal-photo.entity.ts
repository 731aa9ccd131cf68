import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One photo of an animal (docs/product.md#animal-gallery). The one at the lowest position is the cover, copied into
 * animals.url_image / url_thumbnail so that the catalogue's list reads it without a join.
 */
@Entity('animal_photos')
export class AnimalPhotoRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  animal_id: number;

  /** 0 for the cover, then the association's order. */
  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 255 })
  url: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  url_thumbnail: string | null;

  /** The stored image's size in pixels; 0 when unknown (covers stored before the gallery). */
  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
