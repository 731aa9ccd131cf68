import { useState, type FormEvent } from 'react';
import { API_MESSAGES } from '@petfoster/contracts';
import { notify, serverCode, serverMessage } from '@petfoster/platform';
import { useWrite, twoFactorApi } from '@petfoster/platform/screens';
import { CodeField } from './code-field';
import styles from './two-factor.module.css';

const CODE_PATTERN = /^\d{6}$/;

interface MfaCodeStepProps {
  mfaToken: string;
  /** The session the right code opens. */
  onSignedIn(token: string): void;
  /** The step expired or was used: back to the password. */
  onRestart(): void;
}

/**
 * The step after the password for an account with two-factor sign-in on (docs/security.md#two-factor-sign-in): the
 * 6 digits of the app, or one of the recovery codes ('Utiliser un code de secours').
 */
export function MfaCodeStep({ mfaToken, onSignedIn, onRestart }: MfaCodeStepProps) {
  const { busy, run } = useWrite();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!typed) return setError(API_MESSAGES.twoFactorCodeRequired);
    if (!recovery && !CODE_PATTERN.test(typed)) return setError(API_MESSAGES.twoFactorCodeInvalid);
    setError(undefined);
    await run(() => twoFactorApi.loginMfa({ mfa_token: mfaToken, code: typed }), {
      onSuccess: ({ token }) => onSignedIn(token),
      onError: async (failure) => {
        if ((await serverCode(failure)) === 'mfa_token_invalid') {
          notify.error(API_MESSAGES.mfaTokenInvalid);
          onRestart();
          return;
        }
        setError((await serverMessage(failure)) ?? API_MESSAGES.mfaCodeWrong);
      },
    });
  };

  const toggle = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(undefined);
  };

  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        {recovery
          ? 'Saisissez un de vos codes de secours. Chaque code ne sert qu’une fois.'
          : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </p>
      <CodeField
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? 'Code de secours' : 'Code de vérification'}
        value={code}
        onChange={setCode}
        error={error}
        recovery={recovery}
        autoFocus
      />
      <button type="button" className={styles.link} onClick={toggle}>
        {recovery ? "Utiliser le code de l'application" : 'Utiliser un code de secours'}
      </button>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Vérification…' : 'Valider'}
        </button>
      </div>
    </form>
  );
}
