import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssociationRequestsPage from './association-requests-page';
import { currentPath, loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

// The page also reads the team, for the choice of a request's référent (none to choose from here).
const answerAssociationRequests = (answer: Resolver<typeof ENDPOINTS.associationRequests>) => {
  onEndpoint(ENDPOINTS.listMembers, { members: [], invitations: [] });
  return onEndpoint(ENDPOINTS.associationRequests, answer);
};
let decision: Received<typeof ENDPOINTS.decideRequest>;
const answerDecision = (answer: Resolver<typeof ENDPOINTS.decideRequest>) =>
  (decision = onEndpoint(ENDPOINTS.decideRequest, answer));
const PAGE = {
  path: '/association/dashboard/:slug/requests-management',
  url: '/association/dashboard/3/requests-management',
};

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  answerAssociationRequests({ requests: [makeRequest({ id: 21, status: 'En attente' })] });
  answerDecision(makeRequest({ id: 21 }));
});
afterEach(logoutSession);

async function openRefusal() {
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  const card = await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card).getByRole('button', { name: 'Refuser' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Refuser la demande pour Rex' })) };
}

it("'Refuser' asks first, saying the family will be told, and refuses nothing until confirmed", async () => {
  const { user, dialog } = await openRefusal();
  expect(
    dialog.getByText('Refuser la demande de la famille Dupont pour Rex ? La famille en sera prévenue par e-mail.'),
  ).toBeInTheDocument();
  expect(decision.count).toBe(0);
  await user.click(dialog.getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(decision.count).toBe(0);
});

it('sends the optional reason typed with the refusal', async () => {
  const { user, dialog } = await openRefusal();
  await user.type(dialog.getByLabelText('Motif (facultatif), transmis à la famille'), '  Il lui faut un jardin.  ');
  await user.click(dialog.getByRole('button', { name: 'Refuser' }));
  await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
  expect(decision.bodies).toContainEqual({ id: 21, status: 'Refusée', reason: 'Il lui faut un jardin.' });
});

it('over 500 characters, says so instead of cutting, and cannot be sent', async () => {
  const { user, dialog } = await openRefusal();
  const field = dialog.getByLabelText('Motif (facultatif), transmis à la famille');
  await user.click(field);
  await user.paste('x'.repeat(501));
  expect(field).toHaveValue('x'.repeat(501));
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('Le champ motif ne doit pas dépasser 500 caractères'),
  );
  expect(dialog.getByRole('button', { name: 'Refuser' })).toBeDisabled();
});
