import { useState } from 'react';
import { ACCOUNT_MESSAGES, API_MESSAGES, MAIL_SCOPES, REFERENT_MESSAGES, type Account } from '@petfoster/contracts';
import { emailChangeSchema, namesSchema } from '@petfoster/contracts/schemas';
import { accountApi, notify, queryKeys, sessionStore, uiStyles } from '@petfoster/platform';
import { usePasswordSchema } from '../hooks/use-password-schema';
import { NewPasswordFields } from './new-password-fields';
import styles from './account-page.module.css';
import { SchemaForm, SubmitButton, TextField, useFormWrite, useWrite, teamApi } from '@petfoster/platform/screens';

function CurrentPasswordField({ formId }: { formId: string }) {
  return (
    <TextField
      formId={formId}
      name="currentPassword"
      label="Mot de passe actuel"
      type="password"
      autoComplete="current-password"
      required
    />
  );
}

/** Last and first name (validation rules, docs/product.md#validation). */
export function NamesForm({ account }: { account: Account }) {
  const submit = useFormWrite();
  const formId = 'account-names';
  return (
    <SchemaForm<{ lastname: string; firstname: string }>
      id={formId}
      schema={namesSchema}
      initialValues={{ lastname: account.lastname, firstname: account.firstname }}
      onSubmit={(values) =>
        submit(() => accountApi.changeNames(values), {
          failure: ACCOUNT_MESSAGES.namesChangeFailed,
          // Names show on the dashboards and in requests.
          invalidates: [queryKeys.me(), queryKeys.families(), queryKeys.associations()],
          onSuccess: () => notify.success(ACCOUNT_MESSAGES.namesChanged),
        })
      }
      actions={<SubmitButton label="Enregistrer" busyLabel="Enregistrement…" />}
    >
      <TextField formId={formId} name="lastname" label="Nom" autoComplete="family-name" required />
      <TextField formId={formId} name="firstname" label="Prénom" autoComplete="given-name" required />
    </SchemaForm>
  );
}

/** A new address takes effect once the link sent to it is followed; the old one is told. */
export function EmailForm({ account }: { account: Account }) {
  const submit = useFormWrite();
  const [requested, setRequested] = useState(false);
  const formId = 'account-email';
  return (
    <>
      <p>
        Adresse actuelle : <strong>{account.email}</strong>
      </p>
      {requested ? (
        <p className={styles.notice} role="status">
          {API_MESSAGES.emailChangeRequested}
        </p>
      ) : null}
      <SchemaForm<{ email: string; currentPassword: string }>
        id={formId}
        schema={emailChangeSchema}
        onSubmit={(values) =>
          submit(() => accountApi.requestEmailChange(values), {
            failure: ACCOUNT_MESSAGES.emailChangeFailed,
            onSuccess: () => setRequested(true),
          })
        }
        actions={<SubmitButton label="Changer d'adresse" busyLabel="Envoi…" />}
      >
        <TextField
          formId={formId}
          name="email"
          label="Nouvelle adresse e-mail"
          type="email"
          autoComplete="email"
          required
        />
        <CurrentPasswordField formId={formId} />
      </SchemaForm>
    </>
  );
}

/** The other sessions end; this one continues with the token the answer carries. */
export function PasswordForm() {
  const submit = useFormWrite();
  const schema = usePasswordSchema('change');
  const formId = 'account-password';
  return (
    <SchemaForm<{ currentPassword: string; password: string; confirmPassword: string }>
      id={formId}
      schema={schema}
      onSubmit={async (values) => {
        const errors = await submit(() => accountApi.changePassword(values), {
          failure: ACCOUNT_MESSAGES.passwordChangeFailed,
          onSuccess: ({ token }) => {
            sessionStore.getState().login(token);
            notify.success(ACCOUNT_MESSAGES.passwordChanged);
          },
        });
        return errors;
      }}
      actions={<SubmitButton label="Changer le mot de passe" busyLabel="Enregistrement…" />}
    >
      <CurrentPasswordField formId={formId} />
      <NewPasswordFields formId={formId} />
    </SchemaForm>
  );
}

/**
 * An association member's request mails (docs/mail.md#request-mails): ticked, only those of the requests it follows
 * as référent. Saved as soon as it changes.
 */
export function MailScopeChoice({ account }: { account: Account }) {
  const { busy, run } = useWrite();
  const id = 'account-mail-scope';
  return (
    <div className={uiStyles.checkbox}>
      <input
        id={id}
        type="checkbox"
        checked={account.mail_scope === MAIL_SCOPES.followed}
        disabled={busy}
        onChange={(event) => {
          const mail_scope = event.target.checked ? MAIL_SCOPES.followed : MAIL_SCOPES.all;
          void run(() => teamApi.changeMailScope({ mail_scope }), {
            invalidates: [queryKeys.account(account.userId)],
            onSuccess: () => notify.success(REFERENT_MESSAGES.mailScopeSaved),
            onError: () => notify.error(REFERENT_MESSAGES.mailScopeFailed),
          });
        }}
      />
      <label htmlFor={id}>{REFERENT_MESSAGES.mailScopeFollowed}</label>
    </div>
  );
}
