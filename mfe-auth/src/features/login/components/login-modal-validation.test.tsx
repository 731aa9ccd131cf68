import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@petfoster/contracts';
import LoginModal from './login-modal';
import { renderRoute } from '@petfoster/platform/test-utils';
import { recordRequests } from '@petfoster/platform/test-utils/network';

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  network = recordRequests();
});
afterEach(() => network.restore());

it("names the empty fields with the login schema's messages, focuses the first, and sends nothing", async () => {
  const user = userEvent.setup();
  renderRoute(<LoginModal open onClose={jest.fn()} />, { path: '/start' });
  await user.type(screen.getByLabelText('Mot de passe'), '   ');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.emailRequired);
  expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(MESSAGES.passwordRequired);
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(network.writes()).toEqual([]);
});
