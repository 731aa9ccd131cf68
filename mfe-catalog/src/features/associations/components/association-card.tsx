import { Link } from 'react-router-dom';
import { paths, type Association } from '@petfoster/contracts';
import styles from './association-card.module.css';

interface AssociationCardProps {
  association: Pick<Association, 'id' | 'name_association' | 'url_image' | 'url_thumbnail'>;
  eager?: boolean;
}

export function AssociationCard({ association, eager = false }: AssociationCardProps) {
  const image = association.url_thumbnail ?? association.url_image;
  return (
    <Link className={styles.card} to={paths.associationProfile(association.id)}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          // Decorative here: the name is the link text right below, so screen readers hear it once.
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.name}>{association.name_association}</span>
    </Link>
  );
}
