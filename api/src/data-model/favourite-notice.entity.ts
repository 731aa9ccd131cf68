import type { FavouriteNewsKind } from '@petfoster/contracts';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A change of a followed animal that one following family is to hear of (docs/mail.md#favourites-news): one row per
 * family, animal and kind, so that the same change noted twice stays one line of the mail. Pending while
 * `mailed_on` is null; a later change of the same kind after it was mailed makes it pending again. Gone with the
 * animal, with the family and with the family's account.
 */
@Entity('favourite_notices')
export class FavouriteNotice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  family_id: number;

  @Column({ type: 'int' })
  animal_id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: FavouriteNewsKind;

  /** When the change was noted: the mail lists its lines in this order. */
  @Column({ type: 'datetime' })
  noted_at: Date;

  /** The day (France) of the mail that carried it; null while pending. */
  @Column({ type: 'date', nullable: true })
  mailed_on: string | null;
}

/** One favourites' news mail per recipient and day (France): the primary key refuses a second one. */
@Entity('favourite_news_digests')
export class FavouriteNewsDigest {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int' })
  items: number;
}
