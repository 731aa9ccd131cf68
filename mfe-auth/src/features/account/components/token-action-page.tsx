import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, paths } from '@petfoster/contracts';
import { httpStatus, serverMessage, type QueryKey } from '@petfoster/platform';
import { useWrite } from '@petfoster/platform/screens';
import { tokenFromLink } from '../token-from-link';
import styles from './account-page.module.css';

export interface TokenActionPageProps {
  title: string;
  intro: string;
  actionLabel: string;
  /** The API call the link's token authorises. */
  act(token: string): Promise<void>;
  done: string;
  failure: string;
  invalidates?: readonly QueryKey[];
}

/**
 * A page opened from a mail link that carries a one-time token in its fragment (e-mail confirmation, unsubscribe).
 * The action waits for a click: mail scanners that open links must not confirm or unsubscribe for the person.
 */
export function TokenActionPage({ title, intro, actionLabel, act, done, failure, invalidates }: TokenActionPageProps) {
  const { hash } = useLocation();
  const token = tokenFromLink(hash);
  const { busy, run } = useWrite();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = () =>
    run(() => act(token), {
      invalidates,
      onSuccess: () => setOutcome({ ok: true, text: done }),
      onError: async (error) =>
        setOutcome({
          ok: false,
          text: (httpStatus(error) === 400 ? await serverMessage(error) : undefined) ?? failure,
        }),
    });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {!token ? (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.linkMissing}
        </p>
      ) : outcome?.ok ? (
        <p className={styles.notice} role="status">
          {outcome.text}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{intro}</p>
          {outcome ? (
            <p className={styles.problem} role="alert">
              {outcome.text}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => void confirm()} disabled={busy}>
              {actionLabel}
            </button>
          </div>
        </>
      )}
      <p>
        <Link to={paths.home}>Retour à l'accueil</Link>
      </p>
    </div>
  );
}
