import { useState } from 'react';
import styles from './two-factor.module.css';

/** The 10 recovery codes, shown once: 'Copier' puts them in the clipboard, one a line. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone(): void; doneLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={styles.step}>
      <h3>Vos codes de secours</h3>
      <p className={styles.warning} role="note">
        Conservez ces codes en lieu sûr : ils ne seront plus affichés. Chacun permet une seule connexion si vous n'avez
        plus accès à votre application d'authentification.
      </p>
      <ul className={styles.codes} aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          Copier
        </button>
        <button type="button" className={styles.button} onClick={onDone}>
          {doneLabel}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {copied ? 'Codes copiés.' : ''}
      </p>
    </div>
  );
}
