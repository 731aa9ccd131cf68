import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Animal as AnimalView, canSee, PLACEMENT_STATUSES, ROLES } from '@petfoster/contracts';
import type {
  AnimalCreateInput,
  AnimalListQuery,
  AnimalUpdateInput,
  PublicAnimalListQuery,
} from '@petfoster/contracts/schemas';
import { Not, Repository } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { requireAccess, requireAccessTo } from '../access/require-access';
import { notFound } from '../common/permissions';
import { DatabaseService } from '../database/database.service';
import { CatalogueQueries } from './catalogue.queries';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { ImagesService, StoredImage } from '../images/images.service';
import { FavouriteNoticesService } from '../favourites/favourite-notices.service';
import { RequestsService } from '../requests/requests.service';
import { Animal } from '../data-model/animal.entity';
import { NewsService } from '../news/news.service';
import { PlacementRow } from '../data-model/placement.entity';
import { recordActivity } from '../activity/activity-recorder';
import { AnimalPhotoRow } from '../data-model/animal-photo.entity';
import { photoRows, replaceCover, type PhotoFiles } from './animal-photos';
import { AnimalPhotosService } from './animal-photos.service';
import type { EntityManager } from 'typeorm';

/** What the activity log keeps of an animal (docs/product.md#association-team): what the form edits, its photo as a URL. */
const LOGGED_FIELDS = {
  id: true,
  name: true,
  breed: true,
  gender: true,
  date_of_birth: true,
  description: true,
  species_id: true,
  size: true,
  good_with_children: true,
  good_with_cats: true,
  good_with_dogs: true,
  identification_type: true,
  identification_number: true,
  sterilised: true,
  urgent: true,
  urgent_reason: true,
  url_image: true,
} as const;

const loggedAnimal = async (manager: EntityManager, id: number) => {
  const row = await manager.getRepository(Animal).findOne({ where: { id }, select: LOGGED_FIELDS });
  if (!row) return null;
  const { id: _id, ...fields } = row;
  return fields;
};

/** The association ids an animal body may name (both spellings clients send): each must be the caller's. */
const namedAssociations = (input: { association_id?: number; associationID?: number }) => [
  { associationId: input.association_id },
  { associationId: input.associationID },
];

@Injectable()
export class AnimalsService {
  constructor(
    @InjectRepository(Animal) private readonly animals: Repository<Animal>,
    private readonly requests: RequestsService,
    private readonly images: ImagesService,
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueQueries,
    private readonly photos: AnimalPhotosService,
    private readonly favouriteNotices: FavouriteNoticesService,
    private readonly savedSearches: SavedSearchesService,
  ) {}

  /**
   * docs/product.md#calls keeps an array body: no limit means every animal; the total is returned for the X-Total-Count header.
   * The default order stays the id; sort=distance orders by the association's distance (then id), the distance being
   * known per association in JS and written into the ORDER BY as a CASE over the few associations in range.
   */
  async list(query: AnimalListQuery): Promise<{ animals: AnimalView[]; total: number }> {
    return this.catalogue.list(query);
  }

  /**
   * The animal's identification and sterilisation (ACCESS_VIEWS 'animal.identity') reach the members of its
   * association and the family fostering it, a placement of the animal not ended (docs/product.md#animal-identification).
   * user undefined: a visitor.
   */
  async findOne(user: AuthUser | undefined, id: number): Promise<AnimalView> {
    requireAccess(user, 'animal.read');
    const fosteringFamily =
      user?.role === ROLES.family && (await this.fosters(user.familyId, id)) ? user.familyId : undefined;
    const animal = await this.catalogue.findOne(
      id,
      (associationId) => canSee(user, 'animal.identity', { associationId, familyId: fosteringFamily }),
      // Its association still reads a hidden animal (docs/administration.md#reports); anyone else gets 404.
      (associationId) => user?.role === ROLES.association && user.associationId === associationId,
    );
    // The gallery (docs/product.md#animal-gallery): the detail only, the list keeps its one query.
    animal.photos = await this.photos.list(id);
    // Published news of its foster family (docs/product.md#placement-news), on its page and in its first view.
    const news = await NewsService.published(this.db.dataSource.manager, id);
    return news.length ? { ...animal, news } : animal;
  }

  /** Whether the family has a placement of the animal that has not ended. */
  private fosters(familyId: number, animalId: number): Promise<boolean> {
    return this.db.dataSource.getRepository(PlacementRow).exists({
      where: { animal_id: animalId, family_id: familyId, status: Not(PLACEMENT_STATUSES.ended) },
    });
  }

  /** Whether the animal's public page exists: a hidden one, or one of a suspended association, does not. */
  async exists(id: number): Promise<boolean> {
    return this.catalogue.publicExists(id);
  }

  /** The public API's reads (its service checks access): never an adopted animal (docs/public-api.md). */
  async publicPage(query: PublicAnimalListQuery): Promise<{ animals: AnimalView[]; total: number }> {
    return this.catalogue.publicPage(query);
  }

  async publicOne(id: number): Promise<AnimalView> {
    return this.catalogue.publicOne(id);
  }

  /** Animals by id, as the list shows them, for another feature's own list (favourites): any order. */
  async views(ids: number[]): Promise<AnimalView[]> {
    return this.catalogue.views(ids);
  }

  /** `own`: the association's own read, with its hidden animals marked (docs/administration.md#reports). */
  async listForAssociation(associationId: number, own = false): Promise<AnimalView[]> {
    return this.catalogue.listForAssociation(associationId, own);
  }

  async create(user: AuthUser, input: AnimalCreateInput): Promise<AnimalView> {
    const association = requireAccess(user, 'animal.create', ...namedAssociations(input));
    const change = await this.images.fromInput(input.url_image);
    const image: StoredImage | null = change.kind === 'replace' ? change.image : null;
    try {
      const id = await this.db.write(async (manager) => {
        const inserted = await manager.getRepository(Animal).insert({
          name: input.name,
          breed: input.breed ?? null,
          gender: input.gender,
          date_of_birth: input.date_of_birth,
          description: input.description ?? null,
          species_id: input.species_id,
          size: input.size ?? null,
          good_with_children: input.good_with_children ?? null,
          good_with_cats: input.good_with_cats ?? null,
          good_with_dogs: input.good_with_dogs ?? null,
          identification_type: input.identification_type ?? null,
          identification_number: input.identification_number ?? null,
          sterilised: input.sterilised ?? null,
          association_id: association.associationId,
          url_image: image?.url_image ?? null,
          url_thumbnail: image?.url_thumbnail ?? null,
          video_url: input.video_url ?? null,
          created_at: new Date(),
        });
        const id = inserted.identifiers[0].id as number;
        // Its image is the gallery's first photo, the cover (docs/product.md#animal-gallery).
        if (change.kind === 'replace')
          await manager.getRepository(AnimalPhotoRow).insert({
            animal_id: id,
            position: 0,
            url: change.image.url_image,
            url_thumbnail: change.image.url_thumbnail,
            width: change.width,
            height: change.height,
            created_at: new Date(),
          });
        await recordActivity(manager, association, {
          action: 'animal.created',
          entity: 'animal',
          entityId: id,
          after: await loggedAnimal(manager, id),
        });
        // Families whose saved searches it matches hear of it (docs/product.md#saved-searches).
        await this.savedSearches.animalAvailable(manager, id);
        return id;
      });
      return this.findOne(user, id);
    } catch (error) {
      await this.images.remove(image?.url_image, image?.url_thumbnail);
      throw error;
    }
  }

  /** The animal with what a change or a deletion needs of it: its owner and its image. */
  private loadOwned(id: number): () => Promise<Animal | null> {
    return () =>
      this.animals.findOne({
        where: { id },
        select: { id: true, association_id: true, url_image: true, url_thumbnail: true },
      });
  }

  async update(user: AuthUser, id: number, input: AnimalUpdateInput): Promise<AnimalView> {
    const [member, animal] = await requireAccessTo(
      user,
      'animal.update',
      this.loadOwned(id),
      ...namedAssociations(input),
    );
    const change = await this.images.fromInput(input.url_image);
    const changes: Partial<Animal> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.breed !== undefined) changes.breed = input.breed;
    if (input.gender !== undefined) changes.gender = input.gender;
    if (input.date_of_birth !== undefined) changes.date_of_birth = input.date_of_birth;
    if (input.description !== undefined) changes.description = input.description;
    if (input.species_id !== undefined) changes.species_id = input.species_id;
    // Absent keeps the value; null (the form's "Inconnu" / "Non précisée") clears it.
    if (input.size !== undefined) changes.size = input.size;
    if (input.good_with_children !== undefined) changes.good_with_children = input.good_with_children;
    if (input.good_with_cats !== undefined) changes.good_with_cats = input.good_with_cats;
    if (input.good_with_dogs !== undefined) changes.good_with_dogs = input.good_with_dogs;
    // The type and the number go together (the schema refuses one without the other): null clears both.
    if (input.identification_type !== undefined || input.identification_number !== undefined) {
      changes.identification_type = input.identification_type ?? null;
      changes.identification_number = input.identification_number ?? null;
    }
    if (input.sterilised !== undefined) changes.sterilised = input.sterilised;
    if (input.video_url !== undefined) changes.video_url = input.video_url;
    // Marking an animal urgent is the admins' and référents' call (docs/product.md#urgent-appeals), a bénévole edits the rest.
    if (input.urgent !== undefined || input.urgent_reason !== undefined) {
      requireAccess(user, 'animal.markUrgent', { associationId: animal.association_id });
      if (input.urgent !== undefined) changes.urgent = input.urgent;
      if (input.urgent_reason !== undefined) changes.urgent_reason = input.urgent_reason;
      // No longer urgent: its reason goes with it.
      if (input.urgent === false) changes.urgent_reason = null;
    }
    let replaced: PhotoFiles | null = null;
    try {
      if (Object.keys(changes).length || change.kind === 'replace')
        // The replaced image is the write's result: a retry of an attempt that died after committing (docs/decisions/idempotency.md)
        // gets it back and deletes that one, not the image this very write put in its place.
        replaced = await this.db.write(async (manager) => {
          const before = await loggedAnimal(manager, id);
          const wasUrgent =
            changes.urgent === true &&
            Boolean(
              (await manager.getRepository(Animal).findOne({ where: { id }, select: { id: true, urgent: true } }))
                ?.urgent,
            );
          if (Object.keys(changes).length) await manager.getRepository(Animal).update({ id }, changes);
          // Newly urgent: the families that follow it hear of it in their day's favourites mail (docs/mail.md#favourites-news).
          if (changes.urgent === true && !wasUrgent) await this.favouriteNotices.noteChange(id, 'urgent', manager);
          // The url_image sent replaces the cover photo (docs/product.md#animal-gallery).
          const cover = change.kind === 'replace' ? await replaceCover(manager, animal, change) : null;
          const after = await loggedAnimal(manager, id);
          await recordActivity(manager, member, {
            action: 'animal.updated',
            entity: 'animal',
            entityId: id,
            before,
            after,
          });
          return cover;
        });
    } catch (error) {
      if (change.kind === 'replace') await this.images.remove(change.image.url_image, change.image.url_thumbnail);
      throw error;
    }
    if (replaced) await this.images.remove(replaced.url, replaced.url_thumbnail);
    return this.findOne(user, id);
  }

  /**
   * Deletes the photo rows of animals about to be deleted in the caller's write (an association's deletion) and
   * answers their files, to delete once it has committed.
   */
  async deletePhotosOf(manager: EntityManager, animalIds: number[]): Promise<string[]> {
    const files: string[] = [];
    for (const id of animalIds) {
      for (const photo of await photoRows(manager, id))
        files.push(photo.url, ...(photo.url_thumbnail ? [photo.url_thumbnail] : []));
      await manager.getRepository(AnimalPhotoRow).delete({ animal_id: id });
    }
    return files;
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const [member, animal] = await requireAccessTo(user, 'animal.delete', this.loadOwned(id));
    const photoFiles = await this.db.write(async (manager) => {
      // Locked: a request created meanwhile is either seen here or refused for a missing animal.
      const locked = await this.db.lockAnimal(manager, id);
      if (!locked) throw notFound();
      const before = await loggedAnimal(manager, id);
      // Its requests stay, closed and detached ('Animal retiré'), their families told; then the animal goes.
      await this.requests.withdrawAnimal(manager, locked);
      // Its photos' files go once the write has committed (the cover's among them).
      const photos = await photoRows(manager, id);
      await manager.getRepository(AnimalPhotoRow).delete({ animal_id: id });
      await manager.getRepository(Animal).delete({ id });
      await recordActivity(manager, member, { action: 'animal.deleted', entity: 'animal', entityId: id, before });
      return photos.flatMap((photo) => [photo.url, photo.url_thumbnail]);
    });
    await this.images.remove(...new Set([animal.url_image, animal.url_thumbnail, ...photoFiles]));
  }
}
