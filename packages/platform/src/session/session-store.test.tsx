import { associationToken, familyToken } from '../test-utils/tokens';
import { sessionStore, TOKEN_STORAGE_KEY } from './session-store';

describe('session store', () => {
  beforeEach(() => sessionStore.getState().logout());

  it('login stores the token and exposes role and ids from the payload', () => {
    const token = familyToken();
    const payload = sessionStore.getState().login(token);
    expect(payload).toMatchObject({ role: 'family', userId: 7, familyId: 3 });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(sessionStore.getState()).toMatchObject({
      token,
      role: 'family',
      userId: 7,
      familyId: 3,
      associationId: null,
      isLoggedIn: true,
    });
  });

  it('logout clears the stored token, the role and the ids', () => {
    sessionStore.getState().login(associationToken());
    sessionStore.getState().logout();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, role: null, associationId: null, isLoggedIn: false });
  });

  it('restores a valid stored token on start', () => {
    const token = associationToken();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(sessionStore.getState().restore()).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ token, role: 'association', associationId: 4, isLoggedIn: true });
  });

  it('drops an expired stored token', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, familyToken({}, { expiresInSeconds: -10 }));
    expect(sessionStore.getState().restore()).toBe(false);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored value that is not a token', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(sessionStore.getState().restore()).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('login rejects an undecodable token and keeps the user logged out', () => {
    expect(() => sessionStore.getState().login('garbage')).toThrow();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('session expiry while the page is open', () => {
  afterEach(() => jest.useRealTimers());

  it('logs out when the token expires', () => {
    jest.useFakeTimers();
    sessionStore.getState().login(familyToken({}, { expiresInSeconds: 60 }));
    jest.advanceTimersByTime(59_000);
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    jest.advanceTimersByTime(2_000);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('session store and a server-rendered page (docs/decisions/first-view.md)', () => {
  it("hydrates the server's visitor markup without a mismatch for a stored session, then shows it", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, familyToken());
    // A page load: the store module starts with the token already stored (React and react-dom loaded with it).
    await jest.isolateModulesAsync(async () => {
      const { act: isolatedAct } = await import('react');
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      const { hydrateRoot } = await import('react-dom/client');
      const store = await import('./session-store');
      expect(store.sessionStore.getState().isLoggedIn).toBe(true);
      function Greeting() {
        const isLoggedIn = store.useSession((state) => state.isLoggedIn);
        return <p>{isLoggedIn ? 'Connecté' : 'Visiteur'}</p>;
      }
      const container = document.createElement('div');
      // What the server sends: the page as a visitor sees it.
      container.innerHTML = '<p>Visiteur</p>';
      document.body.appendChild(container);
      const recoverable: unknown[] = [];
      await isolatedAct(async () => {
        hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(container.textContent).toBe('Connecté');
      container.remove();
    });
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  });
});
