import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One piece of news the foster family wrote during a placement (docs/product.md#placement-news). `images_json`: the
 * stored images, `[{ url_image, url_thumbnail }]`, in the order they were sent. Deleted with the family's account.
 */
@Entity('placement_news')
export class PlacementNewsRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  placement_id: number;

  /** The author: the placement's family. */
  @Column({ type: 'int' })
  family_id: number;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text' })
  images_json: string;

  @Column({ type: 'datetime' })
  created_at: Date;

  /** When the association published it on the animal's page; null while it is not. */
  @Column({ type: 'datetime', nullable: true })
  published_at: Date | null;
}
