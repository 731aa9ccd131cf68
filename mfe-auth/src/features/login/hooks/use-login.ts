import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, loginPromptStore, notify, serverCode, sessionStore } from '@petfoster/platform';
import { useWrite } from '@petfoster/platform/screens';
import { MODERATION_MESSAGES, paths, ROLES, UI_MESSAGES } from '@petfoster/contracts';

export interface Credentials {
  email: string;
  password: string;
}

/** Where each role lands after a successful login (docs/product.md#states: the association dashboard with a trailing slash). */
const HOME_BY_ROLE: Record<string, string> = {
  [ROLES.association]: `${paths.associationDashboard}/`,
  [ROLES.family]: paths.animals,
  // A platform administrator's area (docs/administration.md#screens).
  [ROLES.admin]: paths.admin,
};

/**
 * - 'signed-in': session stored, user sent to their role's page.
 * - 'rejected': the server accepted the credentials but the role is unusable; session cleared, user sent home.
 * - 'failed': wrong credentials or network error; the user stays where they are to try again.
 * - a second-factor step (docs/security.md#two-factor-sign-in): the password was right but no session yet; 'code' asks
 *   for the app's code, 'setup' walks a member whose association requires it through turning it on.
 */
export type SessionOutcome = 'signed-in' | 'rejected';
export type LoginOutcome = SessionOutcome | 'failed' | { step: 'code' | 'setup'; mfaToken: string };

/** docs/product.md#states and #messages login flow, run as a write (overlay, `loading` for the whole attempt). */
export function useLogin() {
  const navigate = useNavigate();
  const { busy, run } = useWrite();

  /** Stores the session and sends the user to their page: after the password, or after the second factor. */
  const startSession = useCallback(
    (token: string): SessionOutcome => {
      let role: string | undefined;
      try {
        role = sessionStore.getState().login(token).role;
      } catch (error) {
        // A token the browser cannot read is treated like an unknown role: nothing usable was granted.
        console.error(error);
      }
      // A family that opened the login from an animal page goes back to it; otherwise each role's landing page (docs/product.md#session).
      const { returnTo } = loginPromptStore.getState();
      loginPromptStore.getState().hide();
      const destination = role === ROLES.family && returnTo ? returnTo : role ? HOME_BY_ROLE[role] : undefined;
      if (!destination) {
        sessionStore.getState().logout();
        navigate(paths.home);
        notify.error(UI_MESSAGES.loginUnknownRole);
        return 'rejected';
      }
      notify.success(UI_MESSAGES.loginSuccess);
      navigate(destination);
      return 'signed-in';
    },
    [navigate],
  );

  const login = useCallback(
    async ({ email, password }: Credentials): Promise<LoginOutcome> => {
      let outcome: LoginOutcome = 'failed';
      await run(() => authApi.login({ email, password }), {
        // A new session empties the query cache by itself (platform query/query-client.ts).
        onSuccess: (answer) => {
          if ('token' in answer) outcome = startSession(answer.token);
          else outcome = { step: 'mfa_required' in answer ? 'code' : 'setup', mfaToken: answer.mfa_token };
        },
        // A suspended account is told so, with how to contest (docs/administration.md#suspensions); any other
        // refusal keeps the one message that reveals nothing about the account.
        onError: async (error) =>
          notify.error(
            (await serverCode(error)) === 'account_suspended' ? MODERATION_MESSAGES.suspended : UI_MESSAGES.loginFailed,
          ),
      });
      return outcome;
    },
    [run, startSession],
  );

  return { login, startSession, loading: busy };
}
