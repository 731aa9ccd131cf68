import { authApi } from '../api/auth';
import { sessionStore } from './session-store';

/**
 * 'Se déconnecter': the session ends on this device at once, and on the server (POST /logout) so that the token is
 * worthless even if it was copied. A failed server call is logged, never shown: the user asked to leave and has left.
 */
export async function signOut(): Promise<void> {
  const { token } = sessionStore.getState();
  sessionStore.getState().logout();
  if (!token) return;
  try {
    await authApi.logout(token);
  } catch (error) {
    console.error(error);
  }
}
