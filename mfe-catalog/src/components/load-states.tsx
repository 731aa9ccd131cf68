import { Spinner } from '@petfoster/platform';
import styles from './page.module.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.status}>
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.button} onClick={onRetry}>
          Réessayer
        </button>
      ) : null}
    </div>
  );
}
