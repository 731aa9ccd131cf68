import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ASSOCIATION_ROLE_LABELS, ACCOUNT_MESSAGES, paths, TEAM_MESSAGES } from '@petfoster/contracts';
import { memberInvitationAccept } from '@petfoster/contracts/schemas';
import type { Field } from '@petfoster/contracts/schemas/fields';
import { authApi, loginPromptStore, notify, serverMessage, sessionStore, useQuery } from '@petfoster/platform';
import { SchemaForm, SubmitButton, TextField, useFormWrite, teamApi } from '@petfoster/platform/screens';
import { NewPasswordFields } from '../features/account/components/new-password-fields';
import { tokenFromLink } from '../features/account/token-from-link';
import { useChosenPasswordSchema } from '../hooks/use-chosen-password-schema';
import styles from '../features/account/components/account-page.module.css';

const FORM_ID = 'join-team';

interface JoinValues {
  token: string;
  lastname: string;
  firstname: string;
  password: string;
  confirmPassword: string;
}

/**
 * paths.joinTeam + '#token=…', the link of a team invitation (docs/product.md#association-team): the fragment's token
 * goes only to the API, which says which association invites; the member's account is created with the
 * registration's password rules, signed in, and lands on the association's dashboard.
 */
export default function JoinTeamPage() {
  const { hash } = useLocation();
  const token = tokenFromLink(hash);
  const navigate = useNavigate();
  const submit = useFormWrite();
  const build = useCallback((password?: Field<string>) => memberInvitationAccept(password), []);
  const schema = useChosenPasswordSchema(build);
  const preview = useQuery({
    queryKey: ['member-invitation', token],
    queryFn: () => teamApi.preview(token),
    enabled: Boolean(token),
    retry: false,
  });
  const refusal = useQuery({
    queryKey: ['member-invitation', token, 'refusal'],
    queryFn: async () => (await serverMessage(preview.error)) ?? TEAM_MESSAGES.invitationInvalid,
    enabled: Boolean(preview.error),
  });
  const invitation = preview.data;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {invitation ? TEAM_MESSAGES.joinTitle(invitation.association_name) : "Rejoindre l'équipe"}
      </h1>
      {!token ? (
        <p className={styles.problem} role="alert">
          {ACCOUNT_MESSAGES.linkMissing}
        </p>
      ) : preview.error ? (
        <p className={styles.problem} role="alert">
          {refusal.data ?? TEAM_MESSAGES.invitationInvalid}
        </p>
      ) : invitation ? (
        <>
          <p>{TEAM_MESSAGES.joinIntro(invitation.email, ASSOCIATION_ROLE_LABELS[invitation.role])}</p>
          <SchemaForm<JoinValues>
            id={FORM_ID}
            schema={schema}
            initialValues={{ token }}
            onSubmit={(values) =>
              submit(
                async () => {
                  const answer = await teamApi.accept(values);
                  if ('token' in answer && answer.token) return answer.token;
                  // A team that requires two-factor sign-in gives no session before it is set up: the login
                  // modal walks the member through it (docs/security.md#two-factor-sign-in).
                  if ('mfa_setup_required' in answer) return null;
                  // A repeated submit answers without the token (never kept): log in with what was just typed.
                  const login = await authApi.login({ email: invitation.email, password: values.password });
                  return 'token' in login ? login.token : null;
                },
                {
                  failure: TEAM_MESSAGES.failed,
                  explained: [409],
                  // A used or expired link: the API's reason above the button.
                  unshown: ['token'],
                  onSuccess: (sessionToken) => {
                    if (!sessionToken) {
                      notify.success(TEAM_MESSAGES.joinedSignIn(invitation.association_name));
                      navigate(paths.home);
                      loginPromptStore.getState().show();
                      return;
                    }
                    sessionStore.getState().login(sessionToken);
                    notify.success(TEAM_MESSAGES.joined(invitation.association_name));
                    navigate(paths.associationDashboard);
                  },
                },
              )
            }
            actions={<SubmitButton label={TEAM_MESSAGES.joinSubmit} busyLabel="Création…" />}
          >
            <TextField formId={FORM_ID} name="lastname" label="Nom" autoComplete="family-name" required />
            <TextField formId={FORM_ID} name="firstname" label="Prénom" autoComplete="given-name" required />
            <NewPasswordFields formId={FORM_ID} />
          </SchemaForm>
        </>
      ) : (
        <p role="status">Chargement…</p>
      )}
    </div>
  );
}
