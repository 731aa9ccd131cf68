import type { ReactNode } from 'react';
import { NEWS_MESSAGES as M, type PlacementNews } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { frenchDateTime } from '../placements/placement-dates';
import styles from './news.module.css';

export interface NewsListProps {
  news: PlacementNews[] | undefined;
  isError: boolean;
  /** What each side may do with one piece: the family deletes its own, the association publishes. */
  actionOf: (news: PlacementNews) => ReactNode;
}

function NewsItem({ news, action }: { news: PlacementNews; action: ReactNode }) {
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
      {action ? <div className={ui.actions}>{action}</div> : null}
    </li>
  );
}

/** A placement's news as both placement pages show them (docs/product.md#placement-news), newest first. */
export function NewsList({ news, isError, actionOf }: NewsListProps) {
  if (isError)
    return (
      <p className={ui.error} role="alert">
        Les nouvelles n’ont pas pu être chargées.
      </p>
    );
  if (!news) return null;
  if (news.length === 0) return <p>{M.empty}</p>;
  return (
    <ul className={styles.list}>
      {news.map((one) => (
        <NewsItem key={one.id} news={one} action={actionOf(one)} />
      ))}
    </ul>
  );
}
