import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, loginPromptStore, notify, sessionStore } from '@petfoster/platform';
import { useWrite } from '@petfoster/platform/screens';
import { paths, ROLES, UI_MESSAGES } from '@petfoster/contracts';

export interface Credentials {
  email: string;
  password: string;
}

/** Where each role lands after a successful login (docs/product.md#states: the association dashboard with a trailing slash). */
const HOME_BY_ROLE: Record<string, string> = {
  [ROLES.association]: `${paths.associationDashboard}/`,
  [ROLES.family]: paths.animals,
};

/**
 * - 'signed-in': session stored, user sent to their role's page.
 * - 'rejected': the server accepted the credentials but the role is unusable; session cleared, user sent home.
 * - 'failed': wrong credentials or network error; the user stays where they are to try again.
 */
export type LoginOutcome = 'signed-in' | 'rejected' | 'failed';

/** docs/product.md#states and #messages login flow, run as a write (overlay, `loading` for the whole attempt). */
export function useLogin() {
  const navigate = useNavigate();
  const { busy, run } = useWrite();

  const login = useCallback(
    async ({ email, password }: Credentials): Promise<LoginOutcome> => {
      let outcome: LoginOutcome = 'failed';
      await run(() => authApi.login({ email, password }), {
        // A new session empties the query cache by itself (platform query/query-client.ts).
        onSuccess: ({ token }) => {
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
            outcome = 'rejected';
            return;
          }
          notify.success(UI_MESSAGES.loginSuccess);
          navigate(destination);
          outcome = 'signed-in';
        },
        onError: () => notify.error(UI_MESSAGES.loginFailed),
      });
      return outcome;
    },
    [navigate, run],
  );

  return { login, loading: busy };
}
