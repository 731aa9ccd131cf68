import { mediumImageUrl, type AnimalPhoto } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { AnimalPhotoRow } from '../data-model/animal-photo.entity';
import { Animal } from '../data-model/animal.entity';
import type { SizedImage } from '../images/images.service';

/*
 * The gallery's rows and the cover they decide (docs/product.md#animal-gallery), shared by the photo routes and the
 * animal's own create and update (whose url_image is the cover). Every function runs inside the caller's write.
 */

export type PhotoFiles = Pick<AnimalPhotoRow, 'url' | 'url_thumbnail'>;

/** The animal's photos, cover first. */
export function photoRows(manager: EntityManager, animalId: number): Promise<AnimalPhotoRow[]> {
  return manager
    .getRepository(AnimalPhotoRow)
    .find({ where: { animal_id: animalId }, order: { position: 'ASC', id: 'ASC' } });
}

export function presentPhoto(
  row: Pick<AnimalPhotoRow, 'id' | 'url' | 'url_thumbnail' | 'width' | 'height'>,
): AnimalPhoto {
  return {
    id: Number(row.id),
    url: row.url,
    width: Number(row.width),
    height: Number(row.height),
    thumbnail_url: row.url_thumbnail,
    medium_url: mediumImageUrl(row.url),
  };
}

/**
 * An animal whose image was written without a photo row (the demo seed, any direct insert) gets its cover row before
 * its gallery changes, so that the cover is one of the photos the association orders and removes.
 */
export async function adoptCover(
  manager: EntityManager,
  animal: Pick<Animal, 'id' | 'url_image' | 'url_thumbnail'>,
): Promise<AnimalPhotoRow[]> {
  const rows = await photoRows(manager, animal.id);
  if (rows.length || !animal.url_image) return rows;
  await manager.getRepository(AnimalPhotoRow).insert({
    animal_id: animal.id,
    position: 0,
    url: animal.url_image,
    url_thumbnail: animal.url_thumbnail,
    width: 0,
    height: 0,
    created_at: new Date(),
  });
  return photoRows(manager, animal.id);
}

/** Numbers the photos 0.. in the given order and copies the first into the animal's url_image / url_thumbnail. */
export async function writeOrder(manager: EntityManager, animalId: number, rows: AnimalPhotoRow[]): Promise<void> {
  const photos = manager.getRepository(AnimalPhotoRow);
  for (const [position, row] of rows.entries())
    if (row.position !== position) {
      await photos.update({ id: row.id }, { position });
      row.position = position;
    }
  const cover = rows[0];
  await manager
    .getRepository(Animal)
    .update({ id: animalId }, { url_image: cover?.url ?? null, url_thumbnail: cover?.url_thumbnail ?? null });
}

/**
 * The animal's url_image set by its own create or update: the cover photo's files are replaced (or the first photo
 * is added). Answers the files replaced, for deletion once the write has committed.
 */
export async function replaceCover(
  manager: EntityManager,
  animal: Pick<Animal, 'id' | 'url_image' | 'url_thumbnail'>,
  { image, width, height }: SizedImage,
): Promise<PhotoFiles | null> {
  const [cover] = await adoptCover(manager, animal);
  const photos = manager.getRepository(AnimalPhotoRow);
  const files = { url: image.url_image, url_thumbnail: image.url_thumbnail, width, height };
  if (cover) await photos.update({ id: cover.id }, files);
  else await photos.insert({ animal_id: animal.id, position: 0, ...files, created_at: new Date() });
  await manager
    .getRepository(Animal)
    .update({ id: animal.id }, { url_image: files.url, url_thumbnail: files.url_thumbnail });
  return cover ? { url: cover.url, url_thumbnail: cover.url_thumbnail } : null;
}
