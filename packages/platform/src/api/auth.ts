import type { LoginResponse } from '@petfoster/contracts';
import { apiClient } from './client';

export const authApi = {
  /** POST /login -> {token}; 401 on wrong credentials. Does not touch the session: the caller decides. */
  login(body: { email: string; password: string }): Promise<LoginResponse> {
    return apiClient.post('login', { json: body }).json<LoginResponse>();
  },
};
