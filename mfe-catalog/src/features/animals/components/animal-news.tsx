import { frenchDay, NEWS_MESSAGES as M, type Animal } from '@petfoster/contracts';
import styles from './animal-news.module.css';

/**
 * 'Des nouvelles de {nom}' (docs/product.md#placement-news): the news its association published, newest first, with
 * the foster family's first name only. Drawn by the server in the first view too: nothing here reads the browser.
 */
export function AnimalNews({ animal }: { animal: Animal }) {
  const news = animal.news ?? [];
  if (!news.length) return null;
  const titleId = `animal-news-${animal.id}`;
  return (
    <section className={styles.news} aria-labelledby={titleId}>
      <h2 id={titleId}>{M.publicTitle(animal.name)}</h2>
      <ul className={styles.list}>
        {news.map((one) => (
          <li key={one.id} className={styles.item}>
            <p className={styles.meta}>
              {one.family_firstname ? `${one.family_firstname}, famille d’accueil, ` : ''}le{' '}
              {frenchDay(one.published_at)}
            </p>
            <p className={styles.body}>{one.body}</p>
            {one.images.length ? (
              <ul className={styles.photos}>
                {one.images.map((image) => (
                  <li key={image.url}>
                    <a href={image.url}>
                      <img
                        className={styles.photo}
                        src={image.medium_url ?? image.url}
                        alt={`Photo de ${animal.name}`}
                        width={200}
                        height={200}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
