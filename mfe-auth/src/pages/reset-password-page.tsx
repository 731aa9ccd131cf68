import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, paths } from '@petfoster/contracts';
import { accountApi, useLoginPrompt } from '@petfoster/platform';
import { NewPasswordFields } from '../features/account/components/new-password-fields';
import { tokenFromLink } from '../features/account/token-from-link';
import { usePasswordSchema } from '../features/account/hooks/use-password-schema';
import styles from '../features/account/components/account-page.module.css';
import { SchemaForm, SubmitButton, useFormWrite } from '@petfoster/platform/screens';

const FORM_ID = 'reset-password';

interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * paths.resetPassword + '#token=…' (docs/mail.md), the link of the reset mail. Success does not sign in: the page says so and
 * offers the login modal.
 */
export default function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = tokenFromLink(hash);
  const submit = useFormWrite();
  const schema = usePasswordSchema('reset');
  const showLogin = useLoginPrompt((state) => state.show);
  const [done, setDone] = useState(false);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Choisir un nouveau mot de passe</h1>
      {done ? (
        <>
          <p className={styles.notice} role="status">
            {ACCOUNT_MESSAGES.resetDone}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => showLogin()}>
              Se connecter
            </button>
          </div>
        </>
      ) : token ? (
        <SchemaForm<ResetValues>
          id={FORM_ID}
          schema={schema}
          initialValues={{ token }}
          onSubmit={(values) =>
            submit(() => accountApi.confirmPasswordReset(values), {
              failure: ACCOUNT_MESSAGES.resetFailed,
              // A used or expired link: the API's reason ('Ce lien … a expiré.'), not the generic failure.
              unshown: ['token'],
              onSuccess: () => setDone(true),
            })
          }
          actions={<SubmitButton label="Enregistrer le mot de passe" busyLabel="Enregistrement…" />}
        >
          <NewPasswordFields formId={FORM_ID} />
        </SchemaForm>
      ) : (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.linkMissing}
        </p>
      )}
      {done ? null : (
        <p>
          <Link to={paths.forgotPassword}>Recevoir un nouveau lien</Link>
        </p>
      )}
    </div>
  );
}
