import { authApi } from '../api/auth';
import { makeToken } from '../test-utils/app-test-utils';
import { sessionStore, TOKEN_STORAGE_KEY } from './session-store';
import { signOut } from './sign-out';

describe('signOut', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ends the session here and sends POST /logout with the token it had', async () => {
    const logout = jest.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    const token = makeToken({ role: 'family', userId: 5, familyId: 12 });
    sessionStore.getState().login(token);
    await signOut();
    expect(logout).toHaveBeenCalledWith(token);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('still ends the session here when the server cannot be reached', async () => {
    jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('network down'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStore.getState().login(makeToken({ role: 'association', userId: 4, associationId: 9 }));
    await signOut();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});
