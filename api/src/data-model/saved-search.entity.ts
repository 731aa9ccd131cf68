import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A family's saved search (docs/product.md#saved-searches). `query` is the catalogue's query string as the family
 * saved it (what the API answers and the mail links to); the other filter columns are the same filters in the shape
 * matching reads: one indexed query finds the searches a new animal matches (saved-search-matcher.ts). "Any" is ''
 * or 0 rather than NULL, so that each filter is `column IN (any, value)`, a range of IDX_saved_searches_match.
 */
@Entity('saved_searches')
export class SavedSearchRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  frequency: string;

  @Column({ type: 'varchar', length: 300 })
  query: string;

  /** 0: any species. */
  @Column({ type: 'int', default: 0 })
  species_id: number;

  /** '': any. */
  @Column({ type: 'varchar', length: 10, default: '' })
  gender: string;

  @Column({ type: 'varchar', length: 10, default: '' })
  size: string;

  @Column({ type: 'varchar', length: 10, default: '' })
  age_group: string;

  @Column({ type: 'varchar', length: 3, default: '' })
  department: string;

  /** good_with: the animal must be known to be good with each one asked. */
  @Column({ type: 'boolean', default: false })
  needs_children: boolean;

  @Column({ type: 'boolean', default: false })
  needs_cats: boolean;

  @Column({ type: 'boolean', default: false })
  needs_dogs: boolean;

  /** near: the postal code's point and the radius; the box below is around it (the whole earth without near). */
  @Column({ type: 'double', nullable: true })
  latitude: number | null;

  @Column({ type: 'double', nullable: true })
  longitude: number | null;

  @Column({ type: 'int', nullable: true })
  radius_km: number | null;

  @Column({ type: 'double' })
  min_lat: number;

  @Column({ type: 'double' })
  max_lat: number;

  @Column({ type: 'double' })
  min_lon: number;

  @Column({ type: 'double' })
  max_lon: number;

  /** The Paris day of its last daily digest: one a day. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  last_digest_on: string | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}

/** An animal a search matched and that has not been mailed yet; the row goes in the transaction that writes the mail. */
@Entity('saved_search_matches')
export class SavedSearchMatchRow {
  @PrimaryColumn({ type: 'int' })
  search_id: number;

  @PrimaryColumn({ type: 'int' })
  animal_id: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
