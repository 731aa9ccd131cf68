import { ACCOUNT_MESSAGES, DATA_EXPORT_MESSAGES, REFERENT_MESSAGES } from '@petfoster/contracts';
import { Spinner, useLogError, useLoginPrompt, useSession } from '@petfoster/platform';
import { AssociationDataExportButton, MyDataDownloadButton, sessionCan } from '@petfoster/platform/screens';
import { EmailForm, MailScopeChoice, NamesForm, PasswordForm } from '../features/account/components/account-forms';
import { useAccount } from '../features/account/hooks/use-account';
import styles from '../features/account/components/account-page.module.css';
import { AssociationSecuritySection, TwoFactorSection } from '../features/two-factor';

/**
 * paths.account, 'Mon compte' (docs/mail.md), for both roles: names, e-mail, password, two-factor sign-in, and for an
 * association member its choice of request mails, for an association's admins the team's rule
 * (docs/security.md#two-factor-sign-in), and the data export (docs/security.md#data-export). Linked from the dashboards.
 */
export default function AccountPage() {
  const session = useSession();
  const { isLoggedIn, associationId } = session;
  const showLogin = useLoginPrompt((state) => state.show);
  const { data: account, error, isPending } = useAccount();
  useLogError(error);

  if (!isLoggedIn) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Mon compte</h1>
        <p className={styles.intro}>{ACCOUNT_MESSAGES.loginRequired}</p>
        <button type="button" className={styles.button} onClick={() => showLogin()}>
          Se connecter
        </button>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Mon compte</h1>
      {isPending ? (
        <Spinner label="Chargement du compte" />
      ) : error || !account ? (
        <p className={styles.problem} role="alert">
          Votre compte n'a pas pu être chargé. Veuillez réessayer.
        </p>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="account-names-title">
            <h2 id="account-names-title">Nom et prénom</h2>
            <NamesForm account={account} />
          </section>
          <section className={styles.section} aria-labelledby="account-email-title">
            <h2 id="account-email-title">Adresse e-mail</h2>
            <EmailForm account={account} />
          </section>
          <section className={styles.section} aria-labelledby="account-password-title">
            <h2 id="account-password-title">Mot de passe</h2>
            <PasswordForm />
          </section>
          {account.mail_scope !== undefined ? (
            // An association member (docs/mail.md#request-mails); a family has no such choice.
            <section className={styles.section} aria-labelledby="account-mail-scope-title">
              <h2 id="account-mail-scope-title">{REFERENT_MESSAGES.mailScopeTitle}</h2>
              <MailScopeChoice account={account} />
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="account-2fa-title">
            <h2 id="account-2fa-title">Double authentification</h2>
            <TwoFactorSection account={account} />
          </section>
          <section className={styles.section} aria-labelledby="account-data-title">
            {/* The right of access and portability (docs/security.md#data-export), for every role. */}
            <h2 id="account-data-title">{DATA_EXPORT_MESSAGES.title}</h2>
            <p className={styles.intro}>{DATA_EXPORT_MESSAGES.intro}</p>
            <MyDataDownloadButton />
            {associationId != null && sessionCan(session, 'association.export', { associationId }) ? (
              <AssociationDataExportButton associationId={Number(associationId)} />
            ) : null}
          </section>
          {associationId != null && sessionCan(session, 'association.security', { associationId }) ? (
            <section className={styles.section} aria-labelledby="account-team-security-title">
              <h2 id="account-team-security-title">Sécurité de l'association</h2>
              <AssociationSecuritySection associationId={associationId} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
