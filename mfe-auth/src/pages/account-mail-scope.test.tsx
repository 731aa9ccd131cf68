import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';
import type { Account } from '@petfoster/contracts';
import AccountPage from './account-page';

/* 'Mon compte': an association member's choice of request mails (docs/mail.md#request-mails). */
const LABEL = 'Recevoir les e-mails uniquement pour les demandes que je suis';
const member: Account = {
  userId: 9,
  role: 'association',
  email: 'ines@refuge.fr',
  lastname: 'Martin',
  firstname: 'Inès',
  notifications_enabled: true,
  two_factor_enabled: false,
  mail_scope: 'all',
};

afterEach(logoutSession);

it('an association member ticks the choice and it is saved', async () => {
  let account = member;
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  onEndpoint(ENDPOINTS.readAccount, () => account);
  // The admin's page also shows the team's two-factor rule.
  onEndpoint(ENDPOINTS.readAssociationSecurity, { require_2fa: false });
  const saved = onEndpoint(ENDPOINTS.changeMailScope, (sent) => {
    account = { ...account, mail_scope: (sent.body as { mail_scope: 'all' | 'followed' }).mail_scope };
    return account;
  });
  const user = userEvent.setup();
  renderRoute(<AccountPage />, { path: '/account' });
  const choice = await screen.findByRole('checkbox', { name: LABEL });
  expect(choice).not.toBeChecked();
  await user.click(choice);
  await waitFor(() => expect(saved.requests).toHaveLength(1));
  expect(saved.requests[0].body).toEqual({ mail_scope: 'followed' });
  await waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked());
});

it('a family has no such choice', async () => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  onEndpoint(ENDPOINTS.readAccount, { ...member, userId: 5, role: 'family', mail_scope: undefined });
  renderRoute(<AccountPage />, { path: '/account' });
  expect(await screen.findByRole('heading', { name: 'Nom et prénom' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument();
});
