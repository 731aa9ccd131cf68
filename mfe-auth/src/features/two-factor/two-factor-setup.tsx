import { useEffect, useRef, useState, type FormEvent } from 'react';
import { API_MESSAGES, type TwoFactorConfirmed, type TwoFactorSetup as Setup } from '@petfoster/contracts';
import { serverErrors, serverMessage } from '@petfoster/platform';
import { useWrite, twoFactorApi } from '@petfoster/platform/screens';
import { CodeField } from './code-field';
import styles from './two-factor.module.css';

const CODE_PATTERN = /^\d{6}$/;

interface TwoFactorSetupProps {
  /** The mfa_token of a login that answered mfa_setup_required; none from 'Mon compte' (the session is used). */
  setupToken?: string;
  /** After the first right code: the recovery codes (and, with a setupToken, the session). */
  onConfirmed(result: TwoFactorConfirmed): void;
  onCancel?(): void;
}

/**
 * Turning two-factor sign-in on (docs/security.md#two-factor-sign-in): the QR code made by the API (no QR library in
 * the front ends), the secret as text for manual entry, then the first code of the app.
 */
export function TwoFactorSetup({ setupToken, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { busy, run } = useWrite();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const started = useRef(false);

  useEffect(() => {
    // Once per opening: a second call would replace the secret the user may have scanned already.
    if (started.current) return;
    started.current = true;
    void run(() => twoFactorApi.start(setupToken), {
      onSuccess: setSetup,
      onError: async (failure) =>
        setProblem((await serverMessage(failure)) ?? "La double authentification n'a pas pu être préparée."),
    });
  }, [run, setupToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!CODE_PATTERN.test(typed)) {
      setError(API_MESSAGES.twoFactorCodeInvalid);
      return;
    }
    setError(undefined);
    await run(() => twoFactorApi.confirm({ code: typed }, setupToken), {
      onSuccess: onConfirmed,
      onError: async (failure) => {
        const refused = await serverErrors(failure);
        if (refused) setError(refused.fields.code ?? refused.general.join('\n'));
        else setError((await serverMessage(failure)) ?? "La double authentification n'a pas pu être activée.");
      },
    });
  };

  if (problem)
    return (
      <p className={styles.error} role="alert">
        {problem}
      </p>
    );
  if (!setup) return <p role="status">Préparation du QR code…</p>;
  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <p>
        Scannez ce QR code avec votre application d'authentification (Google Authenticator, FreeOTP, Aegis…), puis
        saisissez le code à 6 chiffres qu'elle affiche.
      </p>
      <img
        className={styles.qr}
        src={setup.qr_code}
        alt="QR code à scanner avec votre application d'authentification"
      />
      <p>
        Ou saisissez cette clé dans l'application : <code className={styles.secret}>{setup.secret}</code>
      </p>
      <CodeField label="Code à 6 chiffres" value={code} onChange={setCode} error={error} />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Vérification…' : 'Activer'}
        </button>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Annuler
          </button>
        ) : null}
      </div>
    </form>
  );
}
