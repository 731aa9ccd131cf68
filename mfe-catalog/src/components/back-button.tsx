import { useBack } from '@petfoster/platform';
import styles from './page.module.css';

/** 'Retour': back one page inside the site, else to `fallback`, the list this page belongs to. */
export function BackButton({ fallback }: { fallback: string }) {
  const back = useBack(fallback);
  return (
    <button type="button" className={styles.backButton} onClick={back}>
      Retour
    </button>
  );
}
