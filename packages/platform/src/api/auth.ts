import type { LoginResponse } from '@petfoster/contracts';
import { apiClient } from './client';

export const authApi = {
  /** POST /login -> {token}; 401 on wrong credentials. Does not touch the session: the caller decides. */
  login(body: { email: string; password: string }): Promise<LoginResponse> {
    return apiClient.post('login', { json: body }).json<LoginResponse>();
  },
  /** POST /logout (204): the server refuses this user's tokens from now on. The token is given, not read from the session. */
  async logout(token: string): Promise<void> {
    await apiClient.post('logout', { headers: { Authorization: `Bearer ${token}` } });
  },
};
