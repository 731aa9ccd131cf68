import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ExposedProps } from '@petfoster/platform';
import { Modal, SchemaForm, SubmitButton, TextField } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import { loginSchema } from '@petfoster/contracts/schemas';
import { useLogin, type Credentials } from '../hooks/use-login';
import styles from './login-modal.module.css';

/** Its props: the table of exposed modules, which the shell's header compiles against too. */
export type LoginModalProps = ExposedProps<'auth', './LoginModal'>;

const FORM_ID = 'login';

/**
 * The login modal, checked by the login route's schema: the server is the judge of the credentials (there is no
 * rule on their form); only fields left empty (or longer than any account's) are named before anything is sent.
 */
export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { login, loading } = useLogin();
  // The e-mail typed is offered again at the next opening; the password never is.
  const [email, setEmail] = useState('');

  const submit = async (credentials: Credentials) => {
    if (loading) return undefined;
    setEmail(credentials.email);
    const outcome = await login(credentials);
    if (outcome !== 'failed') onClose();
    return undefined;
  };

  return (
    <Modal open={open} onClose={onClose} title="Connexion">
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
