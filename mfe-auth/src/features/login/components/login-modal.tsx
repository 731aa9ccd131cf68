import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FieldError, Modal } from '@petfoster/platform/screens';
import { MESSAGES, paths } from '@petfoster/contracts';
import { useLogin } from '../hooks/use-login';
import styles from './login-modal.module.css';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
}

type Missing = { email?: string; password?: string };

/** An empty field is named with its required message rather than sent and answered 'Mot de passe ou utilisateur incorrect'. */
function missingFields(email: string, password: string): Missing {
  return {
    ...(email.trim() === '' ? { email: MESSAGES.emailRequired } : {}),
    ...(password.trim() === '' ? { password: MESSAGES.passwordRequired } : {}),
  };
}

/**
 * docs/product.md#screens "Login (modal)". The server is the judge of the credentials (docs/product.md#validation: no rule on their form); only fields left
 * empty are named before anything is sent.
 */
export default function LoginModal({ open, onClose }: LoginModalProps) {
  const { login, loading } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const emailId = useId();
  const passwordId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const empty = missingFields(email, password);
    setMissing(empty);
    if (empty.email || empty.password) {
      document.getElementById(empty.email ? emailId : passwordId)?.focus();
      return;
    }
    const outcome = await login({ email, password });
    if (outcome !== 'failed') {
      setPassword('');
      onClose();
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Connexion">
      {/* noValidate: no rule on the credentials' form (docs/product.md#validation), not even the browser's email check. */}
      <form className={styles.form} onSubmit={submit} aria-busy={loading || undefined} noValidate>
        <div className={styles.field}>
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            aria-invalid={missing.email ? true : undefined}
            aria-describedby={missing.email ? `${emailId}-error` : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FieldError id={`${emailId}-error`} message={missing.email} />
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId}>Mot de passe</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={missing.password ? true : undefined}
            aria-describedby={missing.password ? `${passwordId}-error` : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FieldError id={`${passwordId}-error`} message={missing.password} />
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
