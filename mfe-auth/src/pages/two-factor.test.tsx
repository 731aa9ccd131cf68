import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, ENDPOINTS } from '@petfoster/contracts';
import { sessionStore } from '@petfoster/platform';
import { loginAs, logoutSession, makeToken, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import LoginModal from '../features/login/components/login-modal';
import AccountPage from './account-page';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const setup = () => userEvent.setup({ delay: null });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() =>
  act(() => {
    logoutSession();
    sessionStore.setState({ associationRole: null });
  }),
);

async function passwordStep(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText('Email'), 'anna@example.org');
  await user.type(screen.getByLabelText('Mot de passe'), 'Secret1');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login modal with two-factor sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    onEndpoint(ENDPOINTS.login, { mfa_required: true, mfa_token: 'challenge-1' });
    const token = makeToken({ role: 'family', userId: 5, familyId: 12 });
    const mfa = onEndpoint(
      ENDPOINTS.loginMfa,
      inTurn(refuse(401, { statusCode: 401, code: 'mfa_code_invalid', message: API_MESSAGES.mfaCodeWrong }), { token }),
    );
    const onClose = jest.fn();
    const user = setup();
    renderRoute(<LoginModal open onClose={onClose} />, { path: '/start' });
    await passwordStep(user);

    const dialog = await screen.findByRole('dialog', { name: 'Double authentification' });
    const field = within(dialog).getByLabelText('Code de vérification');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();
    expect(sessionStore.getState().isLoggedIn).toBe(false);

    // A malformed code is named before anything is sent.
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.twoFactorCodeInvalid);
    expect(mfa.count).toBe(0);

    await user.clear(field);
    await user.type(field, '111111{Enter}');
    expect(await screen.findByText(API_MESSAGES.mfaCodeWrong)).toBeVisible();

    await user.clear(screen.getByLabelText('Code de vérification'));
    await user.type(screen.getByLabelText('Code de vérification'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(location()).toBe('/animals'));
    expect(mfa.bodies).toEqual([
      { mfa_token: 'challenge-1', code: '111111' },
      { mfa_token: 'challenge-1', code: '123456' },
    ]);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, familyId: 12 });
    expect(onClose).toHaveBeenCalled();
  });

  it('takes a recovery code through "Utiliser un code de secours"', async () => {
    onEndpoint(ENDPOINTS.login, { mfa_required: true, mfa_token: 'challenge-2' });
    const mfa = onEndpoint(ENDPOINTS.loginMfa, {
      token: makeToken({ role: 'association', userId: 4, associationId: 9 }),
    });
    const user = setup();
    renderRoute(<LoginModal open onClose={() => {}} />, { path: '/start' });
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }));
    const field = screen.getByLabelText('Code de secours');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(location()).toBe('/associations/dashboard/'));
    expect(mfa.bodies).toEqual([{ mfa_token: 'challenge-2', code: 'abcde-fghjk' }]);
  });

  it('goes back to the password when the step has expired', async () => {
    onEndpoint(ENDPOINTS.login, { mfa_required: true, mfa_token: 'old' });
    onEndpoint(
      ENDPOINTS.loginMfa,
      refuse(401, { statusCode: 401, code: 'mfa_token_invalid', message: API_MESSAGES.mfaTokenInvalid }),
    );
    const user = setup();
    renderRoute(<LoginModal open onClose={() => {}} />, { path: '/start' });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Code de vérification'), '123456{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Connexion' })).toBeInTheDocument();
    expect(await screen.findByText(API_MESSAGES.mfaTokenInvalid)).toBeInTheDocument();
  });

  it('walks a member through the setup its association requires, then signs it in', async () => {
    onEndpoint(ENDPOINTS.login, { mfa_setup_required: true, mfa_token: 'setup-1' });
    const start = onEndpoint(ENDPOINTS.startTwoFactor, {
      secret: SECRET,
      otpauth_url: 'otpauth://totp/x',
      qr_code: QR,
    });
    const token = makeToken({ role: 'association', userId: 4, associationId: 9, associationRole: 'referent' });
    const confirm = onEndpoint(ENDPOINTS.confirmTwoFactor, { recovery_codes: CODES, token });
    const user = setup();
    renderRoute(<LoginModal open onClose={() => {}} />, { path: '/start' });
    await passwordStep(user);

    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute('src', QR);
    expect(screen.getByText(SECRET)).toBeVisible();
    expect(start.last?.headers.get('authorization')).toBe('Bearer setup-1');
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '654321');
    await user.click(screen.getByRole('button', { name: 'Activer' }));

    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(confirm.bodies).toEqual([{ code: '654321' }]);
    expect(confirm.last?.headers.get('authorization')).toBe('Bearer setup-1');
    // No session before the codes were seen.
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location()).toBe('/associations/dashboard/'));
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });
});

describe("'Double authentification' in 'Mon compte'", () => {
  const account = {
    userId: 5,
    role: 'family' as const,
    email: 'alice@example.fr',
    lastname: 'Durand',
    firstname: 'Alice',
    notifications_enabled: true,
    two_factor_enabled: false,
  };

  it('turns it on: QR code, secret, code, then the 10 recovery codes once with Copier', async () => {
    onEndpoint(ENDPOINTS.readAccount, inTurn(account, { ...account, two_factor_enabled: true }));
    onEndpoint(ENDPOINTS.startTwoFactor, { secret: SECRET, otpauth_url: 'otpauth://totp/x', qr_code: QR });
    const confirm = onEndpoint(
      ENDPOINTS.confirmTwoFactor,
      inTurn(
        refuse(400, {
          statusCode: 400,
          code: 'invalid_field',
          message: [API_MESSAGES.twoFactorCodeInvalid],
          fields: { code: API_MESSAGES.twoFactorCodeInvalid },
        }),
        { recovery_codes: CODES },
      ),
    );
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(<AccountPage />, { path: '/account' });

    const section = await screen.findByRole('region', { name: 'Double authentification' });
    await user.click(within(section).getByRole('button', { name: 'Activer la double authentification' }));
    expect(await within(section).findByRole('img', { name: /QR code/ })).toHaveAttribute('src', QR);
    expect(within(section).getByText(SECRET)).toBeVisible();
    const field = within(section).getByLabelText('Code à 6 chiffres');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '000000');
    await user.click(within(section).getByRole('button', { name: 'Activer' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(API_MESSAGES.twoFactorCodeInvalid);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(section).getByRole('button', { name: 'Activer' }));
    const list = await within(section).findByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(section).getByRole('note')).toHaveTextContent('ne seront plus affichés');
    await user.click(within(section).getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(confirm.bodies).toEqual([{ code: '000000' }, { code: '123456' }]);

    await user.click(within(section).getByRole('button', { name: "J'ai conservé mes codes" }));
    expect(await within(section).findByText('activée')).toBeVisible();
    expect(within(section).queryByText(CODES[0])).not.toBeInTheDocument();
  });

  it('turns it off with the password', async () => {
    onEndpoint(ENDPOINTS.readAccount, inTurn({ ...account, two_factor_enabled: true }, account));
    const disable = onEndpoint(
      ENDPOINTS.disableTwoFactor,
      inTurn(
        refuse(400, {
          statusCode: 400,
          code: 'invalid_field',
          message: [API_MESSAGES.passwordWrong],
          fields: { password: API_MESSAGES.passwordWrong },
        }),
        undefined,
      ),
    );
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    const section = await screen.findByRole('region', { name: 'Double authentification' });
    await user.click(await within(section).findByRole('button', { name: 'Désactiver la double authentification' }));
    await user.type(within(section).getByLabelText('Mot de passe'), 'Faux1234{Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent(API_MESSAGES.passwordWrong);
    await user.clear(within(section).getByLabelText('Mot de passe'));
    await user.type(within(section).getByLabelText('Mot de passe'), 'Secret1');
    await user.click(within(section).getByRole('button', { name: 'Désactiver' }));
    expect(await within(section).findByRole('button', { name: 'Activer la double authentification' })).toBeVisible();
    expect(disable.bodies).toEqual([{ password: 'Faux1234' }, { password: 'Secret1' }]);
  });

  it("offers an association's admin the team rule, and not a référent", async () => {
    const security = onEndpoint(ENDPOINTS.readAssociationSecurity, { require_2fa: false });
    const update = onEndpoint(ENDPOINTS.updateAssociationSecurity, { require_2fa: true });
    onEndpoint(ENDPOINTS.readAccount, { ...account, role: 'association' });
    loginAs({ role: 'association', userId: 4, associationId: 9 });
    sessionStore.setState({ associationRole: 'admin' });
    const user = setup();
    renderRoute(<AccountPage />, { path: '/account' });
    const box = await screen.findByRole('checkbox', {
      name: 'Exiger la double authentification pour tous les membres',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(update.bodies).toEqual([{ require_2fa: true }]);
    expect(security.count).toBe(1);
  });

  it('does not offer the team rule to a référent', async () => {
    onEndpoint(ENDPOINTS.readAccount, { ...account, role: 'association' });
    loginAs({ role: 'association', userId: 6, associationId: 9 });
    sessionStore.setState({ associationRole: 'referent' });
    renderRoute(<AccountPage />, { path: '/account' });
    await screen.findByRole('region', { name: 'Double authentification' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
