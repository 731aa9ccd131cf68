import { useLocation, useNavigate } from 'react-router-dom';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { usePageTitle } from '../app/use-page-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageTitle('Page introuvable');
  const navigate = useNavigate();
  // Landing here first (typed URL, external link) leaves nothing to go back to inside the site: go home then.
  const hasHistory = useLocation().key !== 'default';
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {UI_MESSAGES.notFound}
      </h1>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => (hasHistory ? navigate(-1) : navigate(paths.home))}
        >
          Retour
        </button>
        <button type="button" className={styles.primary} onClick={() => navigate(paths.home)}>
          Page d'accueil
        </button>
      </div>
    </section>
  );
}
