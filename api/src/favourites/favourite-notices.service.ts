import { Injectable } from '@nestjs/common';
import { REQUEST_STATUS, type FavouriteNewsKind } from '@petfoster/contracts';
import { In, IsNull, type EntityManager } from 'typeorm';
import { FavouriteNotice } from '../data-model/favourite-notice.entity';
import { DatabaseService } from '../database/database.service';
import { FavouritesClock } from './favourites-clock';

/**
 * Notes the changes of followed animals that their followers hear of in their daily mail
 * (docs/mail.md#favourites-news; the job that mails them is favourite-news-mails.ts). Other features call
 * noteChange in the transaction of the change itself (a request approved, an adoption recorded, an animal marked
 * urgent), so that a change that commits is noted and a rolled-back one never is.
 */
@Injectable()
export class FavouriteNoticesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly clock: FavouritesClock,
  ) {}

  /**
   * One pending notice per family following the animal, except a family that houses or adopts it (its approved
   * request already tells it) and a family whose account is gone or whose notifications are off (nothing to mail
   * it). The same change noted twice stays one notice; the same kind again after it was mailed is news again. Once
   * the animal is housed or adopted, its pending call for help (urgent) is no longer news. `manager`: the change's
   * own transaction (DatabaseService.write); without it the notice is written in a transaction of its own. Answers
   * the number of families noted.
   */
  async noteChange(animalId: number, kind: FavouriteNewsKind, manager?: EntityManager): Promise<number> {
    if (!manager) return this.db.write((own) => this.noteChange(animalId, kind, own));

    const followers: Array<{
      family_id: number | string;
      notifications_enabled: number | boolean | string;
      approved: number | string;
    }> = await manager.query(
      `SELECT fav.family_id, u.notifications_enabled,
              (SELECT COUNT(*) FROM requests r
                WHERE r.animal_id = fav.animal_id AND r.family_id = fav.family_id AND r.status = ?) AS approved
         FROM favourites fav
         JOIN families f ON f.id = fav.family_id
         JOIN users u ON u.id = f.user_id
        WHERE fav.animal_id = ?`,
      [REQUEST_STATUS.approved, animalId],
    );
    // Nobody follows it: nothing was noted of it either (an unfollowed animal's notices go with the favourite).
    if (!followers.length) return 0;
    const notices = manager.getRepository(FavouriteNotice);
    if (kind !== 'urgent') await notices.delete({ animal_id: animalId, kind: 'urgent', mailed_on: IsNull() });
    const familyIds = followers
      // notifications_enabled is 0/1 on MariaDB and SQLite.
      .filter(
        (row) =>
          Number(row.approved) === 0 && (row.notifications_enabled === true || Number(row.notifications_enabled) === 1),
      )
      .map((row) => Number(row.family_id));
    if (!familyIds.length) return 0;

    const now = this.clock.now();
    const known = await notices.find({
      where: { animal_id: animalId, kind, family_id: In(familyIds) },
      select: { id: true, family_id: true, mailed_on: true },
    });
    const mailed = known.filter((row) => row.mailed_on !== null).map((row) => row.id);
    if (mailed.length) await notices.update({ id: In(mailed) }, { mailed_on: null, noted_at: now });
    const knownFamilies = new Set(known.map((row) => row.family_id));
    const fresh = familyIds.filter((familyId) => !knownFamilies.has(familyId));
    if (fresh.length)
      // A notice the same change wrote meanwhile (another path to it, a retry) is the one kept.
      await manager
        .createQueryBuilder()
        .insert()
        .into(FavouriteNotice)
        .values(fresh.map((familyId) => ({ family_id: familyId, animal_id: animalId, kind, noted_at: now })))
        .orIgnore()
        .execute();
    return familyIds.length;
  }

  /** The family no longer follows the animal: what it would have heard of it goes too. */
  async forgetAnimal(manager: EntityManager, familyId: number, animalId: number): Promise<void> {
    await manager.getRepository(FavouriteNotice).delete({ family_id: familyId, animal_id: animalId });
  }
}
