import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MESSAGES } from '@petfoster/contracts';
import AccountPage from './account-page';
import ForgotPasswordPage from './forgot-password-page';
import RegisterPage from './register-page';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const account = {
  userId: 5,
  role: 'family' as const,
  email: 'alice@example.fr',
  lastname: 'Durand',
  firstname: 'Alice',
  notifications_enabled: true,
  two_factor_enabled: false,
};

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  network = recordRequests();
  onEndpoint(ENDPOINTS.readAccount, account);
});
afterEach(() => {
  network.restore();
  logoutSession();
});

it("'Mon compte': a one-letter name and a wrong e-mail get the schemas' messages under them, and nothing is sent", async () => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  const user = userEvent.setup();
  renderRoute(<AccountPage />, { path: '/account' });
  const lastname = await screen.findByLabelText('Nom');
  await user.clear(lastname);
  await user.type(lastname, 'M');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(lastname).toHaveAccessibleDescription(MESSAGES.lastnameMin);
  expect(lastname).toHaveFocus();

  const email = screen.getByLabelText('Nouvelle adresse e-mail');
  await user.type(email, 'alice@exemple');
  await user.tab();
  expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
  await user.click(screen.getByRole('button', { name: "Changer d'adresse" }));
  expect(network.writes()).toEqual([]);
});

it("'Mot de passe oublié': a wrong e-mail is said under the field before any request", async () => {
  const user = userEvent.setup();
  renderRoute(<ForgotPasswordPage />, { path: '/forgot-password' });
  await user.type(screen.getByLabelText('Email'), 'alice@exemple');
  await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.emailInvalid);
  expect(network.writes()).toEqual([]);
});

it('registration: a wrong postal code is said under it, the focus goes to the first field in error, nothing is sent', async () => {
  const user = userEvent.setup();
  renderRoute(<RegisterPage />, { path: '/register' });
  const form = within(document.getElementById('register-family')!);
  await user.type(form.getByLabelText('Code postal'), '7500');
  await user.click(form.getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ }));
  await user.click(form.getByRole('button', { name: "S'inscrire" }));
  expect(form.getByLabelText('Code postal')).toHaveAccessibleDescription(MESSAGES.zipCodeFormat);
  expect(form.getByLabelText('Nom')).toHaveFocus();
  expect(form.getByLabelText('Code postal')).toHaveValue('7500');
  expect(network.writes()).toEqual([]);
});
