import { Injectable } from '@nestjs/common';
import { FAVOURITES_MAX, type Animal as AnimalView } from '@petfoster/contracts';
import { requireAccess } from '../access/require-access';
import { AnimalsService } from '../animals/animals.service';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { notFound } from '../common/permissions';
import { Animal } from '../data-model/animal.entity';
import { Favourite } from '../data-model/favourite.entity';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { FavouriteNoticesService } from './favourite-notices.service';

/**
 * A family's favourites (docs/product.md#favourites). The family is always the token's: no id in a path or body
 * names it. Adding twice and removing what is not there both succeed, so a retried tap never shows an error.
 */
@Injectable()
export class FavouritesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly animals: AnimalsService,
    private readonly notices: FavouriteNoticesService,
  ) {}

  /** The kept animals as the list shows them (their state today: housed, adopted), newest favourite first. */
  async list(user: AuthUser | undefined): Promise<AnimalView[]> {
    const family = requireAccess(user, 'favourite.list');
    const rows = await this.db.dataSource.getRepository(Favourite).find({
      where: { family_id: family.familyId },
      select: { animal_id: true },
      order: { id: 'DESC' },
    });
    const views = new Map((await this.animals.views(rows.map((row) => row.animal_id))).map((a) => [a.id, a]));
    return rows.flatMap((row) => views.get(row.animal_id) ?? []);
  }

  async add(user: AuthUser | undefined, animalId: number): Promise<void> {
    const family = requireAccess(user, 'favourite.add');
    try {
      await this.db.write(async (manager) => {
        if (!(await manager.getRepository(Animal).exists({ where: { id: animalId } }))) throw notFound();
        const favourites = manager.getRepository(Favourite);
        if (await favourites.exists({ where: { family_id: family.familyId, animal_id: animalId } })) return;
        if ((await favourites.count({ where: { family_id: family.familyId } })) >= FAVOURITES_MAX)
          throw apiError('favourites_full');
        await favourites.insert({ family_id: family.familyId, animal_id: animalId });
      });
    } catch (error) {
      // The same tap arriving twice at once: the other one kept it, which is what was asked.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async remove(user: AuthUser | undefined, animalId: number): Promise<void> {
    const family = requireAccess(user, 'favourite.remove');
    await this.db.write(async (manager) => {
      await manager.getRepository(Favourite).delete({ family_id: family.familyId, animal_id: animalId });
      await this.notices.forgetAnimal(manager, family.familyId, animalId);
    });
  }
}
