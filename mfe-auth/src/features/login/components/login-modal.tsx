import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import { useLogin } from '../hooks/use-login';
import styles from './login-modal.module.css';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
}

/** SPEC 2 "Login (modal)". No client validation (SPEC 5): the server is the judge of the credentials. */
export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { login, loading } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailId = useId();
  const passwordId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const outcome = await login({ email, password });
    if (outcome !== 'failed') {
      setPassword('');
      onClose();
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Connexion">
      {/* noValidate: SPEC 5 wants no client validation, not even the browser's email check. */}
      <form className={styles.form} onSubmit={submit} aria-busy={loading || undefined} noValidate>
        <div className={styles.field}>
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId}>Mot de passe</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <p className={styles.forgot}>
          <Link to={paths.forgotPassword} onClick={onClose}>
            Mot de passe oublié ?
          </Link>
        </p>
        {/* The modal's own × button (labelled 'Fermer') closes it. */}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={loading}>
            {loading ? 'Connexion…' : 'Se connecter'}
          </button>
        </div>
        <p className={styles.register}>
          Pas encore de compte ?{' '}
          <Link to={paths.register} onClick={onClose}>
            S'inscrire
          </Link>
        </p>
      </form>
    </Modal>
  );
}
