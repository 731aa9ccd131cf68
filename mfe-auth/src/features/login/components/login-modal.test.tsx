import { ENDPOINTS, MODERATION_MESSAGES } from '@petfoster/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginPromptStore, sessionStore } from '@petfoster/platform';
import LoginModal from './login-modal';
import { makeToken, renderRoute } from '@petfoster/platform/test-utils';
import { heldAnswer, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

let login: Received<typeof ENDPOINTS.login>;
const answerLogin = (answer: Resolver<typeof ENDPOINTS.login>) => (login = onEndpoint(ENDPOINTS.login, answer));

function renderModal() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderRoute(<LoginModal open onClose={onClose} />, { path: '/start' });
  return { onClose, user };
}

async function submitCredentials(
  user: ReturnType<typeof userEvent.setup>,
  email = 'anna@example.org',
  password = 'Secret1',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

const location = () => screen.getByTestId('location').textContent;

describe('LoginModal', () => {
  // Failures are logged to the console (docs/product.md#messages); keep the test output readable.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    act(() => sessionStore.getState().logout());
  });

  it('is a dialog with email and password fields, a close button and the two links', async () => {
    const { onClose, user } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');

    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderRoute(<LoginModal open={false} onClose={() => {}} />, { path: '/start' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an association to its dashboard with the success toast', async () => {
    const token = makeToken({ role: 'association', userId: 4, associationId: 9 });
    answerLogin({ token });
    const { onClose, user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    expect(login.bodies).toContainEqual({ email: 'anna@example.org', password: 'Secret1' });
    // The page changes once the answer has been read, as in a browser.
    await waitFor(() => expect(location()).toBe('/associations/dashboard/'));
    expect(onClose).toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'association', associationId: 9 });
    expect(window.localStorage.getItem('token')).toBe(token);
  });

  it('sends a family to /animals with the success toast', async () => {
    answerLogin({ token: makeToken({ role: 'family', userId: 5, familyId: 12 }) });
    const { onClose, user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    // The page changes once the answer has been read, as in a browser.
    await waitFor(() => expect(location()).toBe('/animals'));
    expect(onClose).toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'family', familyId: 12 });
  });

  it('brings a family back to the animal page it opened the login from', async () => {
    answerLogin({ token: makeToken({ role: 'family', userId: 5, familyId: 12 }) });
    act(() => loginPromptStore.getState().show('/animals-details/42'));
    const { user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/animals-details/42'));
    expect(loginPromptStore.getState()).toMatchObject({ open: false, returnTo: null });
  });

  it('sends an association to its dashboard even from an animal page', async () => {
    answerLogin({ token: makeToken({ role: 'association', userId: 4, associationId: 9 }) });
    act(() => loginPromptStore.getState().show('/animals-details/42'));
    const { user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/associations/dashboard/'));
  });

  it('sends a platform administrator to the moderation area', async () => {
    answerLogin({ token: makeToken({ role: 'admin', userId: 6, mfa: true }) });
    const { user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText('Connexion réussie !')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, role: 'admin' });
  });

  it('tells a suspended account why it cannot sign in and how to contest, keeping what was typed', async () => {
    answerLogin(refuse(403, { statusCode: 403, code: 'account_suspended', message: MODERATION_MESSAGES.suspended }));
    const { onClose, user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText(MODERATION_MESSAGES.suspended)).toBeInTheDocument();
    expect(MODERATION_MESSAGES.suspended).toMatch(/^Ce compte est suspendu\. Pour contester/);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.org');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('logs out and goes home with an error for any other role', async () => {
    answerLogin({ token: makeToken({ role: 'superuser', userId: 6 }) });
    const { onClose, user } = renderModal();

    await submitCredentials(user);

    expect(await screen.findByText('Un problème de connexion est survenu')).toBeInTheDocument();
    expect(screen.queryByText('Connexion réussie !')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(onClose).toHaveBeenCalled();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('treats an unreadable token like an unknown role', async () => {
    answerLogin({ token: 'not-a-jwt' });
    const { user } = renderModal();
    await submitCredentials(user);
    expect(await screen.findByText('Un problème de connexion est survenu')).toBeInTheDocument();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('keeps the modal and what was typed after wrong credentials', async () => {
    answerLogin(refuse(401, { statusCode: 401, message: 'Mot de passe ou utilisateur incorrect' }));
    const { onClose, user } = renderModal();

    await submitCredentials(user, 'anna@example.org', 'Wrong1');

    expect(await screen.findByText('Mot de passe ou utilisateur incorrect')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/start'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.org');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it("checks no format: not even the browser's email format check", async () => {
    answerLogin(refuse(401));
    const { user } = renderModal();
    await submitCredentials(user, 'pas-un-email', 'x');
    await waitFor(() => expect(login.bodies).toContainEqual({ email: 'pas-un-email', password: 'x' }));
  });

  it('disables the button and shows the processing overlay while logging in', async () => {
    const held = heldAnswer<typeof ENDPOINTS.login>();
    answerLogin(held.answer);
    const { user } = renderModal();

    await submitCredentials(user);

    expect(screen.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
    expect(screen.getByText('Processing…')).toBeInTheDocument();

    await act(async () => held.release({ token: makeToken({ role: 'family', userId: 5, familyId: 12 }) }));
    expect(screen.queryByText('Processing…')).not.toBeInTheDocument();
  });
});
