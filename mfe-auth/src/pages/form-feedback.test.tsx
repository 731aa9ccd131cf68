import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGES,
  ENDPOINTS,
  MARKUP_ONLY_MESSAGE,
  MESSAGES,
  UI_MESSAGES,
} from '@petfoster/contracts';
import { loginPromptStore } from '@petfoster/platform';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';
import LoginModal from '../features/login/components/login-modal';
import AccountPage from './account-page';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';

/* What the forms of the auth area tell people: the password hint, a dead reset link, empty login fields, and
   toasts that do not outlive the submit they were about. */

const answerAccount = (answer: Resolver<typeof ENDPOINTS.readAccount>) => onEndpoint(ENDPOINTS.readAccount, answer);
let names: Received<typeof ENDPOINTS.changeNames>;
const answerNames = (answer: Resolver<typeof ENDPOINTS.changeNames>) =>
  (names = onEndpoint(ENDPOINTS.changeNames, answer));
const answerPasswordResetConfirm = (answer: Resolver<typeof ENDPOINTS.confirmPasswordReset>) =>
  onEndpoint(ENDPOINTS.confirmPasswordReset, answer);
let login: Received<typeof ENDPOINTS.login>;
const answerLogin = (answer: Resolver<typeof ENDPOINTS.login>) => (login = onEndpoint(ENDPOINTS.login, answer));
const setup = () => userEvent.setup({ delay: null });
const account = {
  userId: 5,
  role: 'family' as const,
  email: 'alice@example.fr',
  lastname: 'Durand',
  firstname: 'Alice',
  notifications_enabled: true,
  two_factor_enabled: false,
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // Routes a test expects untouched are there to count requests.
  answerLogin(refuse(401));
  answerNames(account);
});
afterEach(() => {
  logoutSession();
  loginPromptStore.getState().hide();
});

describe('the password hint', () => {
  /** The description of the field where a password is chosen, before anything is typed. */
  const hintOf = (input: HTMLElement) => {
    expect(input).toHaveValue('');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  };
  const sameEverywhere = (hint: string) => {
    expect(hint).toContain('lettres sans accent et chiffres uniquement');
    expect(hint).toContain('Les mots de passe trop courants (comme Azerty123) sont refusés.');
  };

  it('is the same at registration, on the reset page and in Mon compte, before typing', async () => {
    const registration = renderRoute(<RegisterPage />, { path: '/register' });
    const atRegistration = hintOf(screen.getByLabelText('Mot de passe'));
    registration.unmount();

    const reset = renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password#token=t' });
    const onReset = hintOf(screen.getByLabelText('Nouveau mot de passe'));
    reset.unmount();

    answerAccount(account);
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    renderRoute(<AccountPage />, { path: '/account' });
    const inAccount = hintOf(await screen.findByLabelText('Nouveau mot de passe'));

    sameEverywhere(atRegistration);
    expect(onReset).toBe(atRegistration);
    expect(inAccount).toBe(atRegistration);
  });
});

describe('a used or expired reset link', () => {
  it("shows the API's reason, not the generic failure, and offers a new link", async () => {
    // What the API answers: the reason tied to the token, which has no field on the page.
    answerPasswordResetConfirm(
      refuse(400, {
        statusCode: 400,
        message: [API_MESSAGES.passwordResetInvalid],
        error: 'Bad Request',
        fields: { token: API_MESSAGES.passwordResetInvalid },
      }),
    );
    const user = setup();
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password#token=used' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Abri7Chaton');
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'Abri7Chaton');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByText(API_MESSAGES.passwordResetInvalid, { selector: 'p' })).toBeVisible();
    expect(screen.queryByText(ACCOUNT_MESSAGES.resetFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('the login form', () => {
  it('names the empty fields with the required messages and calls nothing', async () => {
    const user = setup();
    renderRoute(<LoginModal open onClose={() => {}} />, { path: '/start' });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(screen.queryByText(UI_MESSAGES.loginFailed)).not.toBeInTheDocument();
    expect(login.count).toBe(0);

    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(MESSAGES.passwordRequired);
    expect(login.count).toBe(0);
  });

  it('keeps the SPEC message for wrong credentials', async () => {
    answerLogin(refuse(401, { statusCode: 401, message: API_MESSAGES.invalidCredentials }));
    const user = setup();
    renderRoute(<LoginModal open onClose={() => {}} />, { path: '/start' });
    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.type(screen.getByLabelText('Mot de passe'), 'Faux1mot');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(UI_MESSAGES.loginFailed)).toBeInTheDocument();
  });
});

describe('toasts of a corrected save', () => {
  it('drops the error toast of a refused save when the corrected one succeeds', async () => {
    answerAccount(account);
    const unavailable = refuse(503, { statusCode: 503, message: API_MESSAGES.databaseUnavailable });
    // The client sends a write answered 503 once more: the first save meets the refusal twice.
    answerNames(inTurn(unavailable, unavailable, { ...account, lastname: 'Martin' }));
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    const lastname = await screen.findByLabelText('Nom');
    await user.clear(lastname);
    await user.type(lastname, 'Martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // The toast and the text above the button.
    await waitFor(() => expect(screen.getAllByText(ACCOUNT_MESSAGES.namesChangeFailed)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.namesChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(ACCOUNT_MESSAGES.namesChangeFailed)).not.toBeInTheDocument());
  });
});

describe('HTML typed into a text field', () => {
  it("refuses a surname of tags only in 'Mon compte' with the reason, and sends nothing", async () => {
    answerAccount(account);
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    const lastname = await screen.findByLabelText('Nom');
    await user.clear(lastname);
    await user.type(lastname, '<b></b>');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(lastname).toHaveAccessibleDescription(MARKUP_ONLY_MESSAGE);
    expect(names.count).toBe(0);
  });

  it('refuses a registration name of tags only with the reason', async () => {
    const user = setup();
    renderRoute(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Nom'), '<i></i>');
    await user.tab();
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription(MARKUP_ONLY_MESSAGE);
  });
});

describe('what is typed is never cut', () => {
  it("keeps '75 011' and a 150-character name whole at registration and names the rule they break", async () => {
    const user = setup();
    renderRoute(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Code postal'), '75 011');
    await user.tab();
    expect(screen.getByLabelText('Code postal')).toHaveValue('75 011');
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(MESSAGES.zipCodeFormat);

    await user.click(screen.getByLabelText('Nom'));
    await user.paste('D'.repeat(150));
    await user.tab();
    expect(screen.getByLabelText('Nom')).toHaveValue('D'.repeat(150));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription(
      'Le champ lastname ne doit pas dépasser 100 caractères',
    );
  });
});
