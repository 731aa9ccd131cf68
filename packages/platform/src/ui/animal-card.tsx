import { Link } from 'react-router-dom';
import { animalWord, formatAge, paths, type Animal } from '@petfoster/contracts';
import { isHoused } from '../requests/request-status';
import { AnimalPlaceholder } from './animal-placeholder';
import { UrgentBadge } from './urgent-badge';
import styles from './animal-card.module.css';

export interface AnimalCardProps {
  animal: Pick<Animal, 'id' | 'name' | 'breed' | 'gender' | 'date_of_birth' | 'url_image' | 'url_thumbnail'> & {
    species?: Pick<Animal['species'], 'name'> | null;
    /** Any approved request: the card carries 'Accueilli' or 'Accueillie'. */
    requests?: Animal['requests'];
    /** Its association's city, shown with the distance of a search near a postal code. */
    association?: Pick<Animal['association'], 'city'> | null;
    distance_km?: number;
    /** An urgent animal carries 'Recherche famille d'accueil en urgence' (UrgentBadge). */
    urgent?: boolean;
  };
  /** Above-the-fold cards load eagerly (and first) so the largest image is not delayed. */
  eager?: boolean;
  /** Injectable clock for the age text (tests). */
  now?: Date;
  className?: string;
}

export const CARD_IMAGE_SIZE = { width: 320, height: 320 } as const;
/** Thumbnails are stored at most 400 px wide (api ImagesService). */
const THUMBNAIL_WIDTH = 400;
/** Rendered width of a card per breakpoint, as laid out by the catalogue grids (1, 2, 3 then 4 columns). */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

/** '12,5 km', as French writes decimals. */
const kilometres = (km: number) => `${String(km).replace('.', ',')}\u00a0km`;

/**
 * docs/product.md#screens animal tile: image + name; breed, gender, age and 'Voir son profil' on hover or focus from md up, for a
 * mouse. A touch screen has no hover: there the same facts are written under the name. A housed animal carries a
 * badge agreeing with its sex; a search near a postal code adds the association's city and the distance.
 */
export function AnimalCard({ animal, eager = false, now, className }: AnimalCardProps) {
  const image = animal.url_thumbnail || animal.url_image;
  const age = formatAge(animal.date_of_birth, now);
  const facts = [animal.breed, animal.gender, age].filter(Boolean).join(' · ');
  const city = animal.association?.city;
  return (
    <Link to={paths.animalDetails(animal.id)} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            {...(animal.url_thumbnail
              ? { srcSet: `${animal.url_thumbnail} ${THUMBNAIL_WIDTH}w`, sizes: CARD_IMAGE_SIZES }
              : {})}
            alt={animal.name}
            width={CARD_IMAGE_SIZE.width}
            height={CARD_IMAGE_SIZE.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <AnimalPlaceholder
            className={styles.placeholder}
            label={animal.name}
            species={animal.species?.name}
            width={CARD_IMAGE_SIZE.width}
            height={CARD_IMAGE_SIZE.height}
          />
        )}
        {isHoused(animal.requests) ? <span className={styles.badge}>{animalWord('housed', animal.gender)}</span> : null}
        <UrgentBadge animal={animal} overlay />
        <div className={styles.details} data-testid="animal-card-details">
          {animal.breed ? <span>{animal.breed}</span> : null}
          <span>{animal.gender}</span>
          {age ? <span>{age}</span> : null}
          <span className={styles.button}>Voir son profil</span>
        </div>
      </div>
      <span className={styles.name}>{animal.name}</span>
      <span className={styles.facts}>{facts}</span>
      {animal.distance_km !== undefined && city ? (
        <span className={styles.place}>
          {city} · {kilometres(animal.distance_km)}
        </span>
      ) : null}
    </Link>
  );
}
