import { useState } from 'react';
import { call, changedBy, uiStyles as ui } from '@petfoster/platform';
import { ImageInput, useWrite } from '@petfoster/platform/screens';
import {
  ANIMAL_PHOTOS_MAX,
  ENDPOINTS,
  GALLERY_MESSAGES as M,
  type Animal,
  type AnimalPhoto,
} from '@petfoster/contracts';
import styles from './photo-manager.module.css';

/** The photos as the page read them; an animal read before the gallery has its cover alone (no id to order by). */
const photosOf = (animal: Animal): AnimalPhoto[] => animal.photos ?? [];

/**
 * The animal's photos in the edit form (docs/product.md#animal-gallery): add one (the image input of every form),
 * remove one, move one earlier or later; the first is the cover. Each change is its own write, at once.
 */
export function PhotoManager({ animal }: { animal: Animal }) {
  const [photos, setPhotos] = useState<AnimalPhoto[]>(() => photosOf(animal));
  const [chosen, setChosen] = useState<string | null>(null);
  // A new input after each addition: the chosen file and its preview go.
  const [inputKey, setInputKey] = useState(0);
  const { busy, run } = useWrite();
  const params = { id: animal.id };
  const invalidates = changedBy.animal(animal.association_id);
  const full = photos.length >= ANIMAL_PHOTOS_MAX;

  const add = () =>
    chosen &&
    run(() => call(ENDPOINTS.addAnimalPhoto, { params, body: { url_image: chosen } }), {
      invalidates,
      onSuccess: (added) => {
        setPhotos((current) => [
          ...current,
          { id: added.id, url: added.url, width: 0, height: 0, thumbnail_url: null, medium_url: null },
        ]);
        setChosen(null);
        setInputKey((key) => key + 1);
      },
    });

  const remove = (photo: AnimalPhoto) =>
    run(() => call(ENDPOINTS.deleteAnimalPhoto, { params: { ...params, photoId: photo.id } }), {
      invalidates,
      onSuccess: () => setPhotos((current) => current.filter((item) => item.id !== photo.id)),
    });

  const move = (from: number, to: number) => {
    const ids = photos.map((photo) => photo.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    return run(() => call(ENDPOINTS.reorderAnimalPhotos, { params, body: { ids } }), {
      invalidates,
      onSuccess: (ordered) => setPhotos(ordered),
    });
  };

  return (
    <section className={styles.manager} aria-labelledby={`photos-${animal.id}`}>
      <h3 id={`photos-${animal.id}`} className={styles.title}>
        {M.photos} ({photos.length}/{ANIMAL_PHOTOS_MAX})
      </h3>
      {photos.length ? (
        <ol className={styles.list}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.item}>
              <img
                className={styles.thumbnail}
                src={photo.thumbnail_url ?? photo.url}
                alt={`${animal.name}, ${M.photoOf(index + 1, photos.length)}`}
                width={96}
                height={72}
                loading="lazy"
              />
              {index === 0 ? <span className={styles.cover}>{M.cover}</span> : null}
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={ui.button}
                  disabled={busy || index === 0}
                  onClick={() => void move(index, index - 1)}
                  aria-label={`${M.moveEarlier} : ${M.photoOf(index + 1, photos.length)}`}
                >
                  {M.moveEarlier}
                </button>
                <button
                  type="button"
                  className={ui.button}
                  disabled={busy || index === photos.length - 1}
                  onClick={() => void move(index, index + 1)}
                  aria-label={`${M.moveLater} : ${M.photoOf(index + 1, photos.length)}`}
                >
                  {M.moveLater}
                </button>
                <button
                  type="button"
                  className={ui.danger}
                  disabled={busy}
                  onClick={() => void remove(photo)}
                  aria-label={`${M.removePhoto} : ${M.photoOf(index + 1, photos.length)}`}
                >
                  {M.removePhoto}
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {full ? (
        <p className={ui.empty}>{M.photosFull}</p>
      ) : (
        <div className={styles.add}>
          <ImageInput key={inputKey} id={`photo-${animal.id}`} name="photo" label={M.addPhoto} onChange={setChosen} />
          <button type="button" className={ui.button} disabled={busy || !chosen} onClick={() => void add()}>
            {M.addPhoto}
          </button>
        </div>
      )}
    </section>
  );
}
