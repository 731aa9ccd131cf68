import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ANIMAL_PHOTOS_MAX, GALLERY_MESSAGES, type AddedAnimalPhoto, type AnimalPhoto } from '@petfoster/contracts';
import type { AddAnimalPhotoInput, ReorderAnimalPhotosInput } from '@petfoster/contracts/schemas';
import { Repository } from 'typeorm';
import { requireAccessTo } from '../access/require-access';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { fieldErrors } from '../common/field-errors';
import { notFound } from '../common/permissions';
import { AnimalPhotoRow } from '../data-model/animal-photo.entity';
import { Animal } from '../data-model/animal.entity';
import { DatabaseService } from '../database/database.service';
import { ImagesService } from '../images/images.service';
import { adoptCover, photoRows, presentPhoto, writeOrder, type PhotoFiles } from './animal-photos';

/**
 * An animal's photos (docs/product.md#animal-gallery): added, removed and ordered by the association that owns it.
 * The first photo is the cover, kept in animals.url_image so that the catalogue's list reads it without a join.
 */
@Injectable()
export class AnimalPhotosService {
  private readonly logger = new Logger(AnimalPhotosService.name);

  constructor(
    @InjectRepository(Animal) private readonly animals: Repository<Animal>,
    private readonly images: ImagesService,
    private readonly db: DatabaseService,
  ) {}

  /** The animal with what the gallery needs of it: its owner and its cover. */
  private loadOwned(id: number): () => Promise<Animal | null> {
    return () =>
      this.animals.findOne({
        where: { id },
        select: { id: true, association_id: true, url_image: true, url_thumbnail: true },
      });
  }

  /** The animal's photos, cover first (GET /api/animals/{id}'s `photos`), each with its size in pixels. */
  async list(animalId: number): Promise<AnimalPhoto[]> {
    const rows = await photoRows(this.db.dataSource.manager, animalId);
    await Promise.all(rows.filter((row) => !row.width || !row.height).map((row) => this.measure(row)));
    return rows.map(presentPhoto);
  }

  /**
   * Files whose size could not be read (missing, not ours, unreadable store): not asked again by this process, so
   * that a broken row costs one read, not one per page view. A store back up is asked again after a restart.
   */
  private readonly unmeasurable = new Set<string>();

  /**
   * A photo row without its size (the covers the gallery's migration copied from url_image, a cover adopted from
   * the demo seed's image) gets it from its stored file on its first read, kept in the row: the migration could not
   * read the files (they may be on S3), the API can. The row is updated only while it still names that file.
   */
  private async measure(row: AnimalPhotoRow): Promise<void> {
    if (this.unmeasurable.has(row.url)) return;
    const size = await this.images.sizeOf(row.url);
    if (!size) {
      this.unmeasurable.add(row.url);
      return;
    }
    row.width = size.width;
    row.height = size.height;
    try {
      await this.db.write((manager) =>
        manager.getRepository(AnimalPhotoRow).update({ id: row.id, url: row.url }, size),
      );
    } catch (error) {
      // The answer carries the size all the same; the next read tries to keep it again.
      this.logger.warn(`Could not keep the size of photo ${row.id}: ${(error as Error).name}`);
    }
  }

  async add(user: AuthUser, animalId: number, input: AddAnimalPhotoInput): Promise<AddedAnimalPhoto> {
    const [, animal] = await requireAccessTo(user, 'animal.addPhoto', this.loadOwned(animalId));
    // Refused before the image is processed; counted again under the animal's lock below.
    const count = await this.db.dataSource.getRepository(AnimalPhotoRow).count({ where: { animal_id: animalId } });
    if (count >= ANIMAL_PHOTOS_MAX) throw apiError('animal_photos_full');
    const { image, width, height } = await this.images.storeSizedDataUrl(input.url_image);
    try {
      return await this.db.write(async (manager) => {
        if (!(await this.db.lockAnimal(manager, animalId))) throw notFound();
        const rows = await adoptCover(manager, animal);
        if (rows.length >= ANIMAL_PHOTOS_MAX) throw apiError('animal_photos_full');
        const inserted = await manager.getRepository(AnimalPhotoRow).insert({
          animal_id: animalId,
          position: rows.length,
          url: image.url_image,
          url_thumbnail: image.url_thumbnail,
          width,
          height,
          created_at: new Date(),
        });
        const id = Number(inserted.identifiers[0].id);
        // The first photo of an animal without one becomes its cover.
        if (!rows.length) await writeOrder(manager, animalId, await photoRows(manager, animalId));
        return { id, url: image.url_image };
      });
    } catch (error) {
      await this.images.remove(image.url_image, image.url_thumbnail);
      throw error;
    }
  }

  async remove(user: AuthUser, animalId: number, photoId: number): Promise<void> {
    const [, animal] = await requireAccessTo(user, 'animal.removePhoto', this.loadOwned(animalId));
    // The removed files are the write's result: a replayed retry deletes those, nothing else.
    const removed: PhotoFiles = await this.db.write(async (manager) => {
      if (!(await this.db.lockAnimal(manager, animalId))) throw notFound();
      const rows = await adoptCover(manager, animal);
      const row = rows.find((photo) => photo.id === photoId);
      if (!row) throw notFound();
      await manager.getRepository(AnimalPhotoRow).delete({ id: row.id });
      await writeOrder(
        manager,
        animalId,
        rows.filter((photo) => photo.id !== photoId),
      );
      return { url: row.url, url_thumbnail: row.url_thumbnail };
    });
    await this.images.remove(removed.url, removed.url_thumbnail);
  }

  async order(user: AuthUser, animalId: number, input: ReorderAnimalPhotosInput): Promise<AnimalPhoto[]> {
    const [, animal] = await requireAccessTo(user, 'animal.orderPhotos', this.loadOwned(animalId));
    return this.db.write(async (manager) => {
      if (!(await this.db.lockAnimal(manager, animalId))) throw notFound();
      const rows = await adoptCover(manager, animal);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const named = new Set(input.ids);
      if (named.size !== input.ids.length || input.ids.length !== rows.length || input.ids.some((id) => !byId.has(id)))
        throw fieldErrors({ ids: GALLERY_MESSAGES.orderInvalid });
      const ordered = input.ids.map((id) => byId.get(id)!);
      await writeOrder(manager, animalId, ordered);
      return ordered.map(presentPhoto);
    });
  }
}
