import { ENDPOINTS } from '@petfoster/contracts';
import { makeToken } from '../test-utils/app-test-utils';
import { networkFailure, onEndpoint } from '../test-utils/network';
import { sessionStore, TOKEN_STORAGE_KEY } from './session-store';
import { signOut } from './sign-out';

describe('signOut', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ends the session here and sends POST /logout with the token it had', async () => {
    const logout = onEndpoint(ENDPOINTS.logout, undefined);
    const token = makeToken({ role: 'family', userId: 5, familyId: 12 });
    sessionStore.getState().login(token);
    await signOut();
    expect(logout.requests.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${token}`]);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('still ends the session here when the server cannot be reached', async () => {
    onEndpoint(ENDPOINTS.logout, networkFailure);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStore.getState().login(makeToken({ role: 'association', userId: 4, associationId: 9 }));
    await signOut();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});
