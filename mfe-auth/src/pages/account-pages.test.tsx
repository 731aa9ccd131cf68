import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, API_MESSAGES, DATA_EXPORT_MESSAGES, ENDPOINTS, MESSAGES } from '@petfoster/contracts';
import { loginPromptStore, sessionStore } from '@petfoster/platform';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { familyToken } from '@petfoster/platform/test-utils/tokens';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';
import AccountPage from './account-page';
import ConfirmEmailPage from './confirm-email-page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import UnsubscribePage from './unsubscribe-page';

const answerAccount = (answer: Resolver<typeof ENDPOINTS.readAccount>) => onEndpoint(ENDPOINTS.readAccount, answer);
let passwordChange: Received<typeof ENDPOINTS.changePassword>;
const answerPasswordChange = (answer: Resolver<typeof ENDPOINTS.changePassword>) =>
  (passwordChange = onEndpoint(ENDPOINTS.changePassword, answer));
let emailChange: Received<typeof ENDPOINTS.changeEmail>;
const answerEmailChange = (answer: Resolver<typeof ENDPOINTS.changeEmail>) =>
  (emailChange = onEndpoint(ENDPOINTS.changeEmail, answer));
let emailConfirm: Received<typeof ENDPOINTS.confirmEmail>;
const answerEmailConfirm = (answer: Resolver<typeof ENDPOINTS.confirmEmail>) =>
  (emailConfirm = onEndpoint(ENDPOINTS.confirmEmail, answer));
let names: Received<typeof ENDPOINTS.changeNames>;
const answerNames = (answer: Resolver<typeof ENDPOINTS.changeNames>) =>
  (names = onEndpoint(ENDPOINTS.changeNames, answer));
let passwordReset: Received<typeof ENDPOINTS.requestPasswordReset>;
const answerPasswordReset = (answer: Resolver<typeof ENDPOINTS.requestPasswordReset>) =>
  (passwordReset = onEndpoint(ENDPOINTS.requestPasswordReset, answer));
let passwordResetConfirm: Received<typeof ENDPOINTS.confirmPasswordReset>;
const answerPasswordResetConfirm = (answer: Resolver<typeof ENDPOINTS.confirmPasswordReset>) =>
  (passwordResetConfirm = onEndpoint(ENDPOINTS.confirmPasswordReset, answer));
let unsubscribe: Received<typeof ENDPOINTS.unsubscribe>;
const answerUnsubscribe = (answer: Resolver<typeof ENDPOINTS.unsubscribe>) =>
  (unsubscribe = onEndpoint(ENDPOINTS.unsubscribe, answer));
const setup = () => userEvent.setup({ delay: null });

afterEach(() => {
  logoutSession();
  loginPromptStore.getState().hide();
});

describe('forgot password (docs/mail.md)', () => {
  it('checks the address with the validation message (docs/product.md#validation), then says the same thing whether or not it has an account', async () => {
    answerPasswordReset({ message: API_MESSAGES.passwordResetRequested });
    const user = setup();
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'alice@');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeVisible();
    expect(passwordReset.count).toBe(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(API_MESSAGES.passwordResetRequested);
    expect(passwordReset.bodies).toContainEqual({ email: 'alice@example.fr' });
  });

  it('shows the reason of a refusal (too many tries) above the button', async () => {
    const tooMany = 'Trop de demandes. Veuillez réessayer plus tard.';
    answerPasswordReset(refuse(429, { statusCode: 429, message: tooMany }));
    const user = setup();
    renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'alice@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(tooMany, { selector: 'p' })).toBeVisible();
  });
});

describe('reset password (docs/mail.md)', () => {
  it('says the link is incomplete when it carries no token', () => {
    renderRoute(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.linkMissing);
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
  });

  it('applies the validation rules (docs/product.md#validation), sends the token of the link, and offers to log in without logging in', async () => {
    answerPasswordResetConfirm(undefined);
    const user = setup();
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password#token=abc_DEF-123' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'secret');
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getAllByText(MESSAGES.passwordWeak)[0]).toBeVisible();
    expect(passwordResetConfirm.count).toBe(0);

    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Abri7Chaton');
    await user.clear(screen.getByLabelText('Confirmation du nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'Abri7Chaton');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetDone);
    expect(passwordResetConfirm.bodies).toContainEqual({
      token: 'abc_DEF-123',
      password: 'Abri7Chaton',
      confirmPassword: 'Abri7Chaton',
    });
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(loginPromptStore.getState().open).toBe(true);
  });

  it('shows the API message for a used or expired link', async () => {
    answerPasswordResetConfirm(refuse(400, { statusCode: 400, message: [API_MESSAGES.passwordResetInvalid] }));
    const user = setup();
    renderRoute(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password#token=used' });
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Abri7Chaton');
    await user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), 'Abri7Chaton');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText(API_MESSAGES.passwordResetInvalid, { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('Mon compte (docs/mail.md)', () => {
  const account = {
    userId: 5,
    role: 'family' as const,
    email: 'alice@example.fr',
    lastname: 'Durand',
    firstname: 'Alice',
    notifications_enabled: true,
    two_factor_enabled: false,
  };

  it('asks a visitor to log in', async () => {
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(loginPromptStore.getState().open).toBe(true);
  });

  it("offers a family its data export, not an association's", async () => {
    answerAccount(account);
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    renderRoute(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('button', { name: DATA_EXPORT_MESSAGES.download })).toBeVisible();
    expect(screen.queryByRole('button', { name: DATA_EXPORT_MESSAGES.associationDownload })).not.toBeInTheDocument();
  });

  it("offers an association's admin both exports, a référent only its own", async () => {
    answerAccount(account);
    onEndpoint(ENDPOINTS.readAssociationSecurity, { require_2fa: false });
    loginAs({ role: 'association', userId: 6, associationId: 3, associationRole: 'admin' });
    const { unmount } = renderRoute(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('button', { name: DATA_EXPORT_MESSAGES.download })).toBeVisible();
    expect(screen.getByRole('button', { name: DATA_EXPORT_MESSAGES.associationDownload })).toBeVisible();
    unmount();
    loginAs({ role: 'association', userId: 7, associationId: 3, associationRole: 'referent' });
    renderRoute(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('button', { name: DATA_EXPORT_MESSAGES.download })).toBeVisible();
    expect(screen.queryByRole('button', { name: DATA_EXPORT_MESSAGES.associationDownload })).not.toBeInTheDocument();
  });

  it('prefills the names and changes them', async () => {
    answerAccount(account);
    answerNames({ ...account, lastname: 'Martin' });
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    const lastname = await screen.findByLabelText('Nom');
    expect(lastname).toHaveValue('Durand');
    expect(screen.getByText('alice@example.fr')).toBeVisible();
    await user.clear(lastname);
    await user.type(lastname, 'Martin');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(names.bodies).toContainEqual({ lastname: 'Martin', firstname: 'Alice' }));
    // The success toast.
    expect(await screen.findByText(ACCOUNT_MESSAGES.namesChanged)).toBeInTheDocument();
  });

  it('changes the password with the current one and keeps this session with the new token', async () => {
    const newToken = familyToken({ familyId: 7, userId: 5 });
    answerAccount(account);
    answerPasswordChange({ token: newToken });
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    await screen.findByLabelText('Nom');
    const section = screen.getByRole('region', { name: 'Mot de passe' });
    const inside = (label: string) => section.querySelector<HTMLInputElement>(`input[name="${label}"]`)!;
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByText(API_MESSAGES.currentPasswordRequired)).toBeVisible();
    await user.type(inside('currentPassword'), 'Ancien7Mot');
    await user.type(inside('password'), 'Nouveau8Mot');
    await user.type(inside('confirmPassword'), 'Nouveau8Mot');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(passwordChange.bodies).toContainEqual({
        currentPassword: 'Ancien7Mot',
        password: 'Nouveau8Mot',
        confirmPassword: 'Nouveau8Mot',
      }),
    );
    await waitFor(() => expect(sessionStore.getState().token).toBe(newToken));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
  });

  it('asks for an e-mail change and says where the link went', async () => {
    answerAccount(account);
    answerEmailChange({ message: API_MESSAGES.emailChangeRequested });
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    await user.type(await screen.findByLabelText('Nouvelle adresse e-mail'), 'alice@nouveau.fr');
    const section = screen.getByRole('region', { name: 'Adresse e-mail' });
    await user.type(section.querySelector<HTMLInputElement>('input[name="currentPassword"]')!, 'Ancien7Mot');
    await user.click(screen.getByRole('button', { name: "Changer d'adresse" }));
    expect(await screen.findByText(API_MESSAGES.emailChangeRequested)).toBeVisible();
    expect(emailChange.bodies).toContainEqual({ email: 'alice@nouveau.fr', currentPassword: 'Ancien7Mot' });
  });
});

describe('unsubscribe link (docs/mail.md)', () => {
  it('unsubscribes on a click, with the token of the link', async () => {
    answerUnsubscribe(undefined);
    const user = setup();
    renderRoute(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe#token=tok' });
    expect(unsubscribe.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Ne plus recevoir les notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.unsubscribed);
    expect(unsubscribe.bodies).toContainEqual({ token: 'tok' });
  });
});

describe('e-mail confirmation link', () => {
  it('confirms on a click, then ends the session here as the server did and says to log in with the new address', async () => {
    answerEmailConfirm(undefined);
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<ConfirmEmailPage />, { path: '/confirm-email', url: '/confirm-email#token=tok' });
    await user.click(screen.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre nouvelle adresse e-mail est enregistrée. Vos sessions ont été fermées : connectez-vous avec cette adresse.',
    );
    expect(emailConfirm.bodies).toContainEqual({ token: 'tok' });
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });
});
