import { useRef, useState, type KeyboardEvent } from 'react';
import { AnimalPlaceholder } from '@petfoster/platform';
import {
  GALLERY_MESSAGES as M,
  MEDIUM_IMAGE_WIDTH,
  mediumImageUrl,
  type Animal,
  type AnimalPhoto,
} from '@petfoster/contracts';
import layout from '../../../components/profile-layout.module.css';
import styles from './animal-gallery.module.css';

/** Full width on phones, half the page from md up (profile-layout.module.css). */
const DETAIL_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
/** The box every photo is drawn in (4:3, the card's): a photo of unknown size (0) keeps it too. */
const BOX = { width: 800, height: 600 };

/** The photos to show: the gallery, or the cover alone for an answer without one (an animal seeded before it). */
export function galleryPhotos(animal: Animal): AnimalPhoto[] {
  if (animal.photos?.length) return animal.photos;
  if (!animal.url_image) return [];
  const cover = { id: 0, url: animal.url_image, width: 0, height: 0 };
  return [{ ...cover, thumbnail_url: animal.url_thumbnail, medium_url: mediumImageUrl(animal.url_image) }];
}

function GalleryImage({ photo, name, first }: { photo: AnimalPhoto; name: string; first: boolean }) {
  // If the medium WebP cannot be had, the plain src (the original) is what remains.
  const [mediumFailed, setMediumFailed] = useState(false);
  // The medium variant is the only candidate: the original (up to 1600 px) would win on every dense phone screen.
  const srcSet = photo.medium_url && !mediumFailed ? `${photo.medium_url} ${MEDIUM_IMAGE_WIDTH}w` : undefined;
  return (
    <img
      className={styles.image}
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? DETAIL_IMAGE_SIZES : undefined}
      onError={srcSet ? () => setMediumFailed(true) : undefined}
      alt={name}
      width={photo.width || BOX.width}
      height={photo.height || BOX.height}
      // The cover is the page's largest element above the fold (its LCP): first and at once. The others are only
      // drawn once approached (AnimalGallery), and even then left to the browser's lazy loading.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? undefined : 'async'}
    />
  );
}

/** The slides `center` and its two neighbours, within 0..count-1. */
const around = (center: number, count: number) => [center - 1, center, center + 1].filter((i) => i >= 0 && i < count);

/**
 * The animal's photos (docs/product.md#animal-gallery): a scroll-snap strip a phone swipes, with arrows and the
 * left/right keys on a desktop and 'Photo x sur y'. Every photo sits in the same 4:3 box, so nothing moves while they
 * load.
 *
 * Only the cover has an <img> at first (and in the server's first view): the browser's lazy loading alone would fetch
 * the next slides of the strip at once (they are beside the cover, well within its loading distance), and they would
 * share the phone's bandwidth with the cover, the page's LCP. A slide gets its <img> when it is approached: the one
 * shown and its neighbours as soon as the visitor touches, points at or focuses the gallery, and every slide a swipe
 * or an arrow brings near.
 */
export function AnimalGallery({ animal }: { animal: Animal }) {
  const photos = galleryPhotos(animal);
  const [index, setIndex] = useState(0);
  const [approached, setApproached] = useState<ReadonlySet<number>>(() => new Set([0]));
  const track = useRef<HTMLUListElement>(null);
  // Where an arrow or a key is taking the strip: the scroll events on its way say nothing of the photo asked for.
  const heading = useRef<number | null>(null);

  if (!photos.length)
    return (
      <AnimalPlaceholder
        className={layout.placeholder}
        label={animal.name}
        species={animal.species?.name}
        width={BOX.width}
        height={BOX.height}
      />
    );

  const count = photos.length;
  const approach = (...centers: number[]) =>
    setApproached((current) => {
      const added = centers.flatMap((center) => around(center, count)).filter((i) => !current.has(i));
      return added.length ? new Set([...current, ...added]) : current;
    });
  const go = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    approach(target);
    const strip = track.current;
    // jsdom has no scrollTo on elements; browsers all do.
    if (!strip?.scrollTo) return;
    const left = target * strip.clientWidth;
    if (Math.abs(strip.scrollLeft - left) > 1) heading.current = target;
    strip.scrollTo({ left, behavior: 'smooth' });
  };
  // A swipe (or a trackpad) moves the strip: the counter follows the photo it snapped to.
  const onScroll = () => {
    const strip = track.current;
    if (!strip || !strip.clientWidth) return;
    const position = strip.scrollLeft / strip.clientWidth;
    // The slides partly in view while the strip moves, and the ones beyond them.
    approach(Math.floor(position), Math.ceil(position));
    if (heading.current !== null) {
      // Passing the photos in between: the counter stays on the one asked for (a second key press goes on from it).
      if (Math.abs(position - heading.current) > 0.02) return;
      heading.current = null;
    }
    const shown = Math.round(position);
    if (shown !== index && shown >= 0 && shown < count) setIndex(shown);
  };
  // A finger (or a trackpad) takes over from an arrow's scroll: the counter follows it again.
  const onTouchStart = () => {
    heading.current = null;
    approach(index);
  };
  const onWheel = () => {
    heading.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carrousel"
      aria-label={M.photos}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      // The visitor is about to move: the neighbours are fetched before they are asked for.
      onTouchStart={count > 1 ? onTouchStart : undefined}
      onPointerEnter={count > 1 ? () => approach(index) : undefined}
      onFocus={count > 1 ? () => approach(index) : undefined}
    >
      <ul
        className={styles.track}
        ref={track}
        onScroll={count > 1 ? onScroll : undefined}
        onWheel={count > 1 ? onWheel : undefined}
      >
        {photos.map((photo, i) => (
          <li
            key={photo.id || photo.url}
            className={styles.slide}
            aria-roledescription="diapositive"
            aria-label={M.photoOf(i + 1, count)}
            aria-hidden={i === index ? undefined : true}
          >
            {approached.has(i) ? (
              <GalleryImage photo={photo} name={animal.name} first={i === 0} />
            ) : (
              // Its photo's box, empty until approached.
              <span className={styles.image} />
            )}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={M.previous}
          >
            ‹
          </button>
          <p className={styles.counter} aria-live="polite">
            {M.photoOf(index + 1, count)}
          </p>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(index + 1)}
            disabled={index === count - 1}
            aria-label={M.next}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
