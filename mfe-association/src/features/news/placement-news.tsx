import { useId } from 'react';
import { NEWS_MESSAGES as M, type Placement, type PlacementNews } from '@petfoster/contracts';
import { notify, queryKeys, uiStyles as ui, useQuery } from '@petfoster/platform';
import { frenchDateTime, useWrite } from '@petfoster/platform/screens';
import { newsApi, placementNewsQueryKey } from './news-api';
import styles from './news.module.css';

function NewsItem({ news, onToggle, busy }: { news: PlacementNews; onToggle: () => void; busy: boolean }) {
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        {news.author_firstname}, le {frenchDateTime(news.created_at)}
        {news.published_at ? <span className={styles.published}>{M.published}</span> : null}
      </p>
      <p className={styles.body}>{news.body}</p>
      {news.images.length ? (
        <ul className={styles.photos}>
          {news.images.map((image) => (
            <li key={image.url}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  className={styles.photo}
                  src={image.thumbnail_url ?? image.url}
                  alt="Photo des nouvelles"
                  width={96}
                  height={96}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={ui.actions}>
        <button type="button" className={ui.button} disabled={busy} onClick={onToggle}>
          {news.published_at ? M.unpublish : M.publish}
        </button>
      </div>
    </li>
  );
}

/**
 * The family's news on the association's placement page (docs/product.md#placement-news), newest first: each can be
 * published on the animal's public page, or taken off it.
 */
export function PlacementNewsSection({ placement }: { placement: Placement }) {
  const titleId = useId();
  const { data: news, isError } = useQuery({
    queryKey: placementNewsQueryKey(placement.id),
    queryFn: () => newsApi.list(placement.id),
  });
  const { busy, run } = useWrite();
  const toggle = (one: PlacementNews) =>
    run(() => (one.published_at ? newsApi.unpublish(one.id) : newsApi.publish(one.id)), {
      // The animal's page shows the published ones: read again on its next visit.
      invalidates: [placementNewsQueryKey(placement.id), queryKeys.animal(placement.animal.id)],
      onSuccess: (answer) =>
        notify.success(answer.published_at ? 'Publiée sur la page de l’animal.' : 'Retirée de la page de l’animal.'),
      onError: () => notify.error('La publication n’a pas pu être modifiée. Réessayez.'),
    });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{M.title}</h2>
      {isError ? (
        <p className={ui.error} role="alert">
          Les nouvelles n’ont pas pu être chargées.
        </p>
      ) : news && news.length === 0 ? (
        <p>{M.empty}</p>
      ) : news ? (
        <ul className={styles.list}>
          {news.map((one) => (
            <NewsItem key={one.id} news={one} busy={busy} onToggle={() => void toggle(one)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
