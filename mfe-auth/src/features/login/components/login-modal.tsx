import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExposedProps } from '@petfoster/platform';
import { Modal, SchemaForm, SubmitButton, TextField } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import { loginSchema } from '@petfoster/contracts/schemas';
import { useLogin, type Credentials } from '../hooks/use-login';
import { MfaCodeStep, RecoveryCodes, TwoFactorSetup } from '../../two-factor';
import styles from './login-modal.module.css';

/** Its props: the table of exposed modules, which the shell's header compiles against too. */
export type LoginModalProps = ExposedProps<'auth', './LoginModal'>;

const FORM_ID = 'login';

/**
 * The login modal, checked by the login route's schema: the server is the judge of the credentials (there is no
 * rule on their form); only fields left empty (or longer than any account's) are named before anything is sent.
 */
type SecondFactor =
  { step: 'code' | 'setup'; mfaToken: string } | { step: 'codes'; recoveryCodes: string[]; token: string };

export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { login, startSession, loading } = useLogin();
  // The e-mail typed is offered again at the next opening; the password never is.
  const [email, setEmail] = useState('');
  // After the password, for an account with two-factor sign-in (docs/security.md#two-factor-sign-in).
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);

  const close = () => {
    setSecondFactor(null);
    onClose();
  };

  const signIn = (token: string) => {
    startSession(token);
    close();
  };

  const submit = async (credentials: Credentials) => {
    if (loading) return undefined;
    setEmail(credentials.email);
    const outcome = await login(credentials);
    if (typeof outcome === 'object') setSecondFactor(outcome);
    else if (outcome !== 'failed') close();
    return undefined;
  };

  if (secondFactor?.step === 'code')
    return (
      <Modal open={open} onClose={close} title="Double authentification">
        <MfaCodeStep mfaToken={secondFactor.mfaToken} onSignedIn={signIn} onRestart={() => setSecondFactor(null)} />
      </Modal>
    );
  if (secondFactor?.step === 'setup')
    return (
      <Modal open={open} onClose={close} title="Activer la double authentification">
        <p className={styles.register}>
          Votre association exige la double authentification : activez-la pour accéder à votre compte.
        </p>
        <TwoFactorSetup
          setupToken={secondFactor.mfaToken}
          onConfirmed={({ recovery_codes, token }) => {
            if (token) setSecondFactor({ step: 'codes', recoveryCodes: recovery_codes, token });
            else setSecondFactor(null);
          }}
        />
      </Modal>
    );
  if (secondFactor?.step === 'codes') {
    const { token, recoveryCodes } = secondFactor;
    return (
      <Modal open={open} onClose={() => signIn(token)} title="Double authentification activée">
        <RecoveryCodes codes={recoveryCodes} doneLabel="Continuer" onDone={() => signIn(token)} />
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={close} title="Connexion">
      {/* noValidate (the kit's): no rule on the credentials' form, not even the browser's email check. */}
      <SchemaForm<Credentials>
        id={FORM_ID}
        className={styles.form}
        schema={loginSchema}
        initialValues={{ email }}
        onSubmit={submit}
        actions={
          <>
            {/* The modal's own × button (labelled 'Fermer') closes it. */}
            <div className={styles.actions}>
              <SubmitButton label="Se connecter" busyLabel="Connexion…" disabled={loading} className={styles.submit} />
            </div>
            <p className={styles.register}>
              Pas encore de compte ?{' '}
              <Link to={paths.register} onClick={onClose}>
                S'inscrire
              </Link>
            </p>
          </>
        }
      >
        <TextField formId={FORM_ID} name="email" label="Email" type="email" autoComplete="username" />
        <TextField
          formId={FORM_ID}
          name="password"
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
        />
        <p className={styles.forgot}>
          {/* Pressing the link keeps the focus in the field: leaving an empty field names it, and that message
              would push the link from under the pointer before the click lands. */}
          <Link to={paths.forgotPassword} onMouseDown={(event) => event.preventDefault()} onClick={onClose}>
            Mot de passe oublié ?
          </Link>
        </p>
      </SchemaForm>
    </Modal>
  );
}
