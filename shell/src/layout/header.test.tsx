import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@petfoster/contracts';
import { sessionStore, TOKEN_STORAGE_KEY } from '@petfoster/platform';
import { fakeLoader, renderApp } from '../test/render-app';
import { associationToken, familyToken } from '@petfoster/platform/test-utils/tokens';
import { inTurn, onEndpoint, onEventStream } from '@petfoster/platform/test-utils/network';

// A signed-in header asks for its count; nothing waiting unless a test says otherwise.
beforeEach(() => onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 }));

const header = () => screen.getByRole('banner');
const nav = () => within(header()).getByRole('navigation', { name: 'Navigation principale' });

describe('header', () => {
  it('logo goes home', async () => {
    renderApp('/about');
    await userEvent.click(within(header()).getByRole('link', { name: /PetFoster/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('logo: an inline drawing hidden from assistive tech, the name PetFoster, no emoji', () => {
    renderApp('/about');
    const home = within(header()).getByRole('link', { name: 'PetFoster' });
    const mark = home.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(home).toHaveTextContent(/^PetFoster$/);
    expect(header().textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('logged out: public links, S’inscrire and Se connecter, no account links', () => {
    renderApp('/about');
    const links = within(nav());
    expect(links.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(links.getByRole('link', { name: 'Liste des animaux' })).toHaveAttribute('href', '/animals');
    expect(links.getByRole('link', { name: 'Liste des associations' })).toHaveAttribute('href', '/associations');
    expect(links.getByRole('link', { name: 'A propos' })).toHaveAttribute('href', '/about');
    expect(links.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
    expect(links.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(links.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(links.queryByRole('link', { name: 'Mes demandes' })).not.toBeInTheDocument();
    expect(links.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
    // No account yet, so no account menu: the two buttons stand in the bar on medium screens (landscape phones).
    expect(links.queryByRole('button', { name: /Mon compte/ })).not.toBeInTheDocument();
  });

  it('the count stays in sight on the buttons that fold Mes demandes away (phone menu, Mon compte)', async () => {
    onEndpoint(ENDPOINTS.notificationsCount, { count: 2, invitations: 0 });
    renderApp('/about', { token: associationToken({ associationId: 44 }) });
    const burger = within(header()).getByRole('button', { name: 'Ouvrir le menu' });
    await waitFor(() => expect(burger).toHaveAccessibleDescription('2 demandes en attente'));
    // On the button's corner, outside its label.
    expect(burger.parentElement).toHaveTextContent(/^2$/);
    const account = within(nav()).getByRole('button', { name: /Mon compte/ });
    expect(account).toHaveAccessibleDescription('2 demandes en attente');
    expect(account).toHaveTextContent(/^Mon compte2$/);
  });

  it('family: Dashboard and Mes demandes lead to the family paths', () => {
    renderApp('/about', { token: familyToken({ familyId: 31 }) });
    const links = within(nav());
    expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/families/dashboard');
    expect(links.getByRole('link', { name: 'Mes demandes' })).toHaveAttribute(
      'href',
      '/families/dashboard/31/requests-management',
    );
    expect(links.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(links.queryByRole('link', { name: "S'inscrire" })).not.toBeInTheDocument();
    expect(links.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('family: the count of decisions it has not seen stands beside Mes demandes (docs/mail.md)', async () => {
    onEndpoint(ENDPOINTS.notificationsCount, { count: 3, invitations: 0 });
    renderApp('/about', { token: familyToken({ familyId: 31 }) });
    const link = within(nav()).getByRole('link', { name: 'Mes demandes' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('3 nouvelles réponses'));
    expect(link).toHaveTextContent(/^Mes demandes3$/);
  });

  it('family: the proposals waiting for its answer add to the count, and are said', async () => {
    onEndpoint(ENDPOINTS.notificationsCount, inTurn({ count: 0, invitations: 1 }, { count: 2, invitations: 3 }));
    const { unmount } = renderApp('/about', { token: familyToken({ familyId: 31 }) });
    const link = within(nav()).getByRole('link', { name: 'Mes demandes' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('1 proposition reçue'));
    expect(link).toHaveTextContent(/^Mes demandes1$/);
    unmount();
    renderApp('/about', { token: familyToken({ familyId: 31 }) });
    const again = within(nav()).getByRole('link', { name: 'Mes demandes' });
    await waitFor(() => expect(again).toHaveAccessibleDescription('2 nouvelles réponses et 3 propositions reçues'));
    expect(again).toHaveTextContent(/^Mes demandes5$/);
  });

  it('association: one pending request is said in the singular; none shows no count', async () => {
    const count = onEndpoint(
      ENDPOINTS.notificationsCount,
      inTurn({ count: 1, invitations: 0 }, { count: 0, invitations: 0 }),
    );
    const { unmount } = renderApp('/about', { token: associationToken({ associationId: 44 }) });
    const link = within(nav()).getByRole('link', { name: 'Mes demandes' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('1 demande en attente'));
    unmount();
    renderApp('/about', { token: associationToken({ associationId: 44 }) });
    await waitFor(() => expect(count.count).toBe(2));
    await act(async () => undefined);
    expect(within(nav()).getByRole('link', { name: 'Mes demandes' })).not.toHaveAccessibleDescription();
    expect(within(nav()).getByRole('link', { name: 'Mes demandes' })).toHaveTextContent(/^Mes demandes$/);
  });

  it('association: Dashboard and Mes demandes lead to the association paths', () => {
    renderApp('/about', { token: associationToken({ associationId: 44 }) });
    const links = within(nav());
    expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/associations/dashboard');
    expect(links.getByRole('link', { name: 'Mes demandes' })).toHaveAttribute(
      'href',
      '/association/dashboard/44/requests-management',
    );
    expect(links.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it("logout clears the session, says 'La session est terminée' and goes home", async () => {
    const serverLogout = onEndpoint(ENDPOINTS.logout, undefined);
    const token = familyToken();
    renderApp('/families/dashboard', { token });
    expect(await within(screen.getByRole('main')).findByTestId('remote-module')).toHaveTextContent(
      'family:./FamilyDashboardPage',
    );
    await userEvent.click(within(nav()).getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('La session est terminée')).toBeInTheDocument();
    expect(screen.getByText('Info')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    // The session also ends on the server: that token is refused from now on (docs/security.md#second-pass).
    await waitFor(() =>
      expect(serverLogout.requests.map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${token}`]),
    );
    expect(within(nav()).getByRole('link', { name: "S'inscrire" })).toBeInTheDocument();
    // Logging out from a guarded page must not also raise the guard's message.
    expect(screen.queryByText(/réservée aux/)).not.toBeInTheDocument();
  });

  it("'Se connecter' opens auth's LoginModal with open and onClose", async () => {
    renderApp('/about');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('auth:./LoginModal')).toBeInTheDocument();
    expect(fakeLoader).toHaveBeenCalledWith('auth', './LoginModal');
    await userEvent.click(screen.getByRole('button', { name: 'fermer-remote' }));
    expect(screen.queryByText('auth:./LoginModal')).not.toBeInTheDocument();
  });

  it('the login modal closes itself once the session starts', async () => {
    renderApp('/about');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('auth:./LoginModal')).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    act(() => {
      sessionStore.getState().login(associationToken());
    });
    expect(screen.queryByText('auth:./LoginModal')).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/associations/dashboard');
  });

  it('Dashboard is the current page on the login landing path with its trailing slash, and only there', () => {
    renderApp('/associations/dashboard/', { token: associationToken() });
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Liste des associations' })).not.toHaveAttribute('aria-current');
  });

  it('Dashboard is not the current page elsewhere', () => {
    renderApp('/animals', { token: associationToken() });
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('hamburger menu: aria-expanded toggles, Escape and navigation close it', async () => {
    renderApp('/about');
    const burger = within(header()).getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', nav().id);
    await userEvent.click(burger);
    expect(within(header()).getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Liste des animaux' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/animals');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape from a link of the open menu gives the focus back to the button that opened it', async () => {
    renderApp('/about', { token: familyToken() });
    const burger = within(header()).getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(burger);
    within(nav()).getByRole('link', { name: 'Accueil' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();

    const account = within(nav()).getByRole('button', { name: /Mon compte/ });
    await userEvent.click(account);
    within(nav()).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(account).toHaveFocus();
  });

  it('hamburger opens with the keyboard', async () => {
    renderApp('/about');
    const burger = within(header()).getByRole('button', { name: 'Ouvrir le menu' });
    burger.focus();
    await userEvent.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  it('user menu (medium screens) toggles', async () => {
    renderApp('/about', { token: familyToken() });
    const toggle = within(nav()).getByRole('button', { name: /Mon compte/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      within(nav()).getByRole('link', { name: 'Dashboard' }),
    );
  });
});

describe('login modal loading', () => {
  it("shows 'Processing…' while the auth remote loads, then the modal", async () => {
    const { setRemoteLoader } = await import('@petfoster/platform');
    const { fakeRemoteModule } = await import('../test/render-app');
    renderApp('/about');
    let release: () => void = () => undefined;
    setRemoteLoader(
      (remote, module) =>
        new Promise((resolve) => {
          release = () => resolve({ default: fakeRemoteModule(remote, module) });
        }),
    );
    await userEvent.click(within(nav()).getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Processing…')).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    await act(async () => release());
    expect(await screen.findByText('auth:./LoginModal')).toBeInTheDocument();
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
  });
});

describe('header: messages (docs/product.md#conversations)', () => {
  it("shows 'Messages' with its unread count for both roles, and a counts event of the stream updates it", async () => {
    onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0, messages: 2 });
    const events = onEventStream();
    renderApp('/about', { token: familyToken({ familyId: 31 }), events });
    const messages = within(nav()).getByRole('link', { name: /^Messages/ });
    expect(messages).toHaveAttribute('href', '/families/dashboard/messages');
    await waitFor(() => expect(messages).toHaveAccessibleDescription('2 messages non lus'));
    expect(messages).toHaveTextContent(/^Messages2$/);
    // On a phone, the menu button carries it while the link is folded away.
    const burger = within(header()).getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAccessibleDescription('2 messages non lus');

    await waitFor(() => expect(events.connections).toBe(1));
    expect(events.headers[0].get('Authorization')).toMatch(/^Bearer /);
    act(() => events.send('counts', { count: 1, invitations: 0, messages: 5 }, '9'));
    await waitFor(() => expect(messages).toHaveAccessibleDescription('5 messages non lus'));
    expect(burger).toHaveAccessibleDescription('1 nouvelle réponse 5 messages non lus');
  });

  it("association: 'Messages' leads to the association's conversations; no count when nothing is unread", async () => {
    renderApp('/about', { token: associationToken({ associationId: 44 }) });
    const messages = within(nav()).getByRole('link', { name: 'Messages' });
    expect(messages).toHaveAttribute('href', '/associations/dashboard/messages');
    expect(messages).toHaveTextContent(/^Messages$/);
  });

  it('stops the stream on sign-out and opens it again with the next account’s token', async () => {
    const events = onEventStream();
    renderApp('/about', { token: familyToken({ familyId: 31 }), events });
    await waitFor(() => expect(events.headers).toHaveLength(1));
    act(() => sessionStore.getState().logout());
    // The server ends the old connection: a stopped reader does not come back with the old token.
    events.drop();
    const next = associationToken({ associationId: 44 });
    act(() => void sessionStore.getState().login(next));
    await waitFor(() => expect(events.headers).toHaveLength(2));
    expect(events.headers[1].get('Authorization')).toBe(`Bearer ${next}`);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(events.headers).toHaveLength(2);
  });
});
