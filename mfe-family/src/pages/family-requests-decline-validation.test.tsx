import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DECLINE_REASON_MAX_LENGTH, ENDPOINTS, MARKUP_ONLY_MESSAGE, tooLongMessage } from '@petfoster/contracts';
import FamilyRequestsPage from './family-requests-page';
import { loginAs, logoutSession, makeInvitation, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const invitation = makeInvitation({
  id: 31,
  message: 'Filou vous irait bien.',
  created_at: '2030-01-01T10:00:00.000Z',
  animal: { id: 15, name: 'Filou', gender: 'mâle', url_thumbnail: null, housed: false },
  association: { id: 3, name_association: 'Les Pattes' },
});

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.familyRequests, { requests: [] });
  onEndpoint(ENDPOINTS.listInvitations, [invitation]);
});
afterEach(() => {
  network.restore();
  logoutSession();
});

async function openDecline() {
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, {
    path: '/families/dashboard/:familyId/requests-management',
    url: '/families/dashboard/7/requests-management',
  });
  await user.click(await screen.findByRole('button', { name: 'Décliner' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Décliner la proposition pour Filou' }));
  return { user, dialog, field: dialog.getByLabelText('Raison (facultatif)') };
}

it("a reason of tags only is refused under the field with the decline route's message, and nothing is sent", async () => {
  const { user, dialog, field } = await openDecline();
  await user.type(field, '<b></b>');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(MARKUP_ONLY_MESSAGE));
  expect(dialog.getByRole('button', { name: 'Décliner la proposition' })).toBeDisabled();
  expect(network.sentTo('/api/invitations/31/decline')).toEqual([]);
});

it("a reason over the limit gets the schema's message, and the proposal is not declined", async () => {
  const { user, dialog, field } = await openDecline();
  await user.click(field);
  await user.paste('a'.repeat(DECLINE_REASON_MAX_LENGTH + 1));
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining(tooLongMessage('reason', DECLINE_REASON_MAX_LENGTH)),
  );
  expect(dialog.getByRole('button', { name: 'Décliner la proposition' })).toBeDisabled();
  expect(network.sentTo('/api/invitations/31/decline')).toEqual([]);
  expect(field).toHaveValue('a'.repeat(DECLINE_REASON_MAX_LENGTH + 1));
});
