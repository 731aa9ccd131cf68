import { useId } from 'react';
import styles from './two-factor.module.css';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** A recovery code (letters, digits, a dash) rather than the 6 digits of the app. */
  recovery?: boolean;
  autoFocus?: boolean;
}

/** The code of the authenticator app: numeric keypad on phones, and the browser may fill it (one-time-code). */
export function CodeField({ label, value, onChange, error, recovery = false, autoFocus = false }: CodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={recovery ? 'recovery-code' : 'code'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9 ]*'}
        maxLength={recovery ? 40 : 7}
        spellCheck={false}
        autoCapitalize="off"
        // Focus moves here when the step opens, as the dialog's next field.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        required
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
