import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES, API_MESSAGES, paths } from '@petfoster/contracts';
import { passwordResetRequestSchema } from '@petfoster/contracts/schemas';
import { accountApi } from '@petfoster/platform';
import styles from '../features/account/components/account-page.module.css';
import { SchemaForm, SubmitButton, TextField, useFormWrite } from '@petfoster/platform/screens';

const FORM_ID = 'forgot-password';

/** paths.forgotPassword (docs/mail.md): the login modal's 'Mot de passe oublié ?' leads here. */
export default function ForgotPasswordPage() {
  const submit = useFormWrite();
  const [sent, setSent] = useState(false);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Mot de passe oublié</h1>
      {sent ? (
        // The same words whether or not an account has this address: the page tells no one who is registered.
        <p className={styles.notice} role="status">
          {API_MESSAGES.passwordResetRequested}
        </p>
      ) : (
        <>
          <p className={styles.intro}>
            Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de
            passe. Le lien est valable 30 minutes.
          </p>
          <SchemaForm<{ email: string }>
            id={FORM_ID}
            schema={passwordResetRequestSchema}
            onSubmit={({ email }) =>
              submit(() => accountApi.requestPasswordReset(email), {
                failure: ACCOUNT_MESSAGES.resetRequestFailed,
                explained: [429],
                onSuccess: () => setSent(true),
              })
            }
            actions={<SubmitButton label="Envoyer le lien" busyLabel="Envoi…" />}
          >
            <TextField formId={FORM_ID} name="email" label="Email" type="email" autoComplete="email" required />
          </SchemaForm>
        </>
      )}
      <p>
        <Link to={paths.home}>Retour à l'accueil</Link>
      </p>
    </div>
  );
}
