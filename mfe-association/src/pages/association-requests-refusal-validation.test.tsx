import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MARKUP_ONLY_MESSAGE, MAX_LENGTHS, tooLongMessage } from '@petfoster/contracts';
import AssociationRequestsPage from './association-requests-page';
import { loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.associationRequests, { requests: [makeRequest({ id: 21, status: 'En attente' })] });
  onEndpoint(ENDPOINTS.listMembers, { members: [], invitations: [] });
});
afterEach(() => {
  network.restore();
  logoutSession();
});

async function openRefusal() {
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, {
    path: '/association/dashboard/:slug/requests-management',
    url: '/association/dashboard/3/requests-management',
  });
  const card = await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card).getByRole('button', { name: 'Refuser' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Refuser la demande pour Rex' }));
  return { user, dialog, field: dialog.getByLabelText('Motif (facultatif), transmis à la famille') };
}

it("a reason of tags only is refused under the field with the decision route's message, and nothing is sent", async () => {
  const { user, dialog, field } = await openRefusal();
  await user.type(field, '<p></p>');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(MARKUP_ONLY_MESSAGE));
  expect(dialog.getByRole('button', { name: 'Refuser' })).toBeDisabled();
  // Even a submit that bypasses the disabled button (Enter in a form) sends nothing.
  fireEvent.submit(field.closest('form')!);
  expect(network.sentTo('/api/associations/requests-mods')).toEqual([]);
  expect(field).toHaveValue('<p></p>');
});

it("a reason over the limit gets the schema's message, and the refusal is not sent", async () => {
  const { user, dialog, field } = await openRefusal();
  await user.click(field);
  await user.paste('x'.repeat(MAX_LENGTHS.refusal_reason + 1));
  expect(dialog.getByText(tooLongMessage('motif', MAX_LENGTHS.refusal_reason))).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Refuser' })).toBeDisabled();
  expect(network.sentTo('/api/associations/requests-mods')).toEqual([]);
});
