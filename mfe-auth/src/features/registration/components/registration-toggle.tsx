import type { RegistrationKind } from '../types';
import styles from './registration-toggle.module.css';

interface RegistrationToggleProps {
  value: RegistrationKind;
  onChange(value: RegistrationKind): void;
}

const CHOICES: ReadonlyArray<{ value: RegistrationKind; label: string }> = [
  { value: 'family', label: 'Famille' },
  { value: 'association', label: 'Association' },
];

export function RegistrationToggle({ value, onChange }: RegistrationToggleProps) {
  return (
    <div className={styles.toggle} role="group" aria-label="Type de compte">
      {CHOICES.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={styles.option}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
