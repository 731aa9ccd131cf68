import styles from './spinner.module.css';

export function Spinner({ label = 'Chargement…', size = 40 }: { label?: string; size?: number }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className={styles.srOnly}>{label}</span>
    </div>
  );
}
