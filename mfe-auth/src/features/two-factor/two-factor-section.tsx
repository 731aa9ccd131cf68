import { useId, useState, type FormEvent } from 'react';
import { API_MESSAGES, type Account } from '@petfoster/contracts';
import { notify, queryKeys, serverErrors, serverMessage, useQueryClient } from '@petfoster/platform';
import { useWrite, twoFactorApi } from '@petfoster/platform/screens';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';
import styles from './two-factor.module.css';

type Mode = 'idle' | 'setup' | 'codes' | 'disable';

/** 'Mon compte' › 'Double authentification' (docs/security.md#two-factor-sign-in): turn it on (QR code, code, recovery codes) or off (password). */
export function TwoFactorSection({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account(account.userId) });

  if (mode === 'setup')
    return (
      <TwoFactorSetup
        onConfirmed={({ recovery_codes }) => {
          setCodes(recovery_codes);
          setMode('codes');
          notify.success('La double authentification est activée.');
        }}
        onCancel={() => setMode('idle')}
      />
    );
  if (mode === 'codes')
    return (
      <RecoveryCodes
        codes={codes}
        doneLabel="J'ai conservé mes codes"
        onDone={() => {
          setCodes([]);
          setMode('idle');
          void refresh();
        }}
      />
    );
  if (mode === 'disable')
    return (
      <DisableForm
        onDone={() => {
          setMode('idle');
          void refresh();
        }}
        onCancel={() => setMode('idle')}
      />
    );
  return (
    <div className={styles.step}>
      {account.two_factor_enabled ? (
        <>
          <p>
            La double authentification est <strong>activée</strong> : un code de votre application vous est demandé à
            chaque connexion.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setMode('disable')}>
              Désactiver la double authentification
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            Protégez votre compte : en plus du mot de passe, un code à 6 chiffres donné par une application
            d'authentification vous sera demandé à chaque connexion.
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setMode('setup')}>
              Activer la double authentification
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function DisableForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const { busy, run } = useWrite();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(API_MESSAGES.currentPasswordRequired);
      return;
    }
    await run(() => twoFactorApi.disable({ password }), {
      onSuccess: () => {
        notify.success('La double authentification est désactivée.');
        onDone();
      },
      onError: async (failure) => {
        const refused = await serverErrors(failure);
        setError(
          refused
            ? (refused.fields.password ?? refused.general.join('\n'))
            : ((await serverMessage(failure)) ?? "La double authentification n'a pas pu être désactivée."),
        );
      },
    });
  };
  return (
    <form className={styles.step} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={id}>Mot de passe</label>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? 'Désactivation…' : 'Désactiver'}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
