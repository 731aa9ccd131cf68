import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from './call';

export const authApi = {
  /** POST /login -> {token}; 401 on wrong credentials. Does not touch the session: the caller decides. */
  login(body: BodyOf<Endpoints['login']>) {
    return call(ENDPOINTS.login, { body });
  },
  /** POST /logout (204): the server refuses this user's tokens from now on. The token is given, not read from the session. */
  async logout(token: string): Promise<void> {
    await call(ENDPOINTS.logout, { headers: { Authorization: `Bearer ${token}` } });
  },
};
