import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@petfoster/platform';
import FamilyRequestsPage from './family-requests-page';
import { loginAs, logoutSession, makeInvitation, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, type Received, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
const answerFamilyRequests = (answer: Resolver<typeof ENDPOINTS.familyRequests>) =>
  onEndpoint(ENDPOINTS.familyRequests, answer);
const answerMotivationEdit = (answer: Resolver<typeof ENDPOINTS.editMotivation>) =>
  onEndpoint(ENDPOINTS.editMotivation, answer);
let removal: Received<typeof ENDPOINTS.deleteRequest>;
const answerRemoval = (answer: Resolver<typeof ENDPOINTS.deleteRequest>) =>
  (removal = onEndpoint(ENDPOINTS.deleteRequest, answer));
const answerInvitationList = (answer: Resolver<typeof ENDPOINTS.listInvitations>) =>
  onEndpoint(ENDPOINTS.listInvitations, answer);
const answerDecline = (answer: Resolver<typeof ENDPOINTS.declineInvitation>) =>
  onEndpoint(ENDPOINTS.declineInvitation, answer);
const answerSeen = (answer: Resolver<typeof ENDPOINTS.markNotificationsSeen>) =>
  onEndpoint(ENDPOINTS.markNotificationsSeen, answer);
const answerCreateRequest = (answer: Resolver<typeof ENDPOINTS.createRequest>) =>
  onEndpoint(ENDPOINTS.createRequest, answer);
const PAGE = {
  path: '/families/dashboard/:familyId/requests-management',
  url: '/families/dashboard/7/requests-management',
};
const animal = (id: number, name: string) => ({ id, name, url_image: null, url_thumbnail: null });
const approved = makeRequest({ id: 23, animal_id: 13, status: 'Approuvée', animal: animal(13, 'Caramel') });
const milo = makeRequest({ id: 24, animal_id: 14, status: 'En attente', animal: animal(14, 'Milo') });
const luna = makeRequest({ id: 25, animal_id: 15, status: 'En attente', animal: animal(15, 'Luna') });
const refused = makeRequest({ id: 26, animal_id: 16, status: 'Refusée', animal: animal(16, 'Mina') });

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  // Routes a test expects untouched are there to count requests.
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
  answerSeen(undefined);
  answerInvitationList([]);
  answerRemoval(undefined);
  answerMotivationEdit(makeRequest());
  answerDecline(makeInvitation({ status: 'declined' }));
  answerCreateRequest(makeRequest());
});
afterEach(logoutSession);

it('an approved request while others wait: says they stay open and withdraws them all in one click, once confirmed', async () => {
  answerFamilyRequests(inTurn({ requests: [luna, milo, approved, refused] }, { requests: [approved, refused] }));
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, PAGE);
  const notice = await screen.findByText(
    'Votre demande pour Caramel a été acceptée. Vos demandes pour Luna et Milo restent ouvertes : si vous ne pouvez pas accueillir un autre animal, retirez-les en un clic.',
  );
  expect(notice).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retirer mes 2 demandes en attente' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Retirer mes demandes en attente' }));
  expect(
    dialog.getByText(
      'Retirer vos demandes pour Luna et Milo ? Les associations en seront prévenues. Cette action est irréversible.',
    ),
  ).toBeInTheDocument();
  expect(removal.count).toBe(0);
  await user.click(dialog.getByRole('button', { name: 'Retirer' }));
  await waitFor(() => expect(removal.count).toBe(2));
  expect(removal.requests.map(({ path }) => path)).toEqual(['/api/requests/25', '/api/requests/24']);
  expect(notify.success).toHaveBeenCalledWith('Vos 2 demandes en attente ont été retirées.');
  await waitFor(() => expect(screen.queryByText(/restent ouvertes/)).not.toBeInTheDocument());
});

it('says nothing without an approved request, or without another pending one', async () => {
  answerFamilyRequests({ requests: [milo, refused] });
  const { unmount } = renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Milo' });
  expect(screen.queryByRole('button', { name: /^Retirer mes/ })).not.toBeInTheDocument();
  unmount();
  answerFamilyRequests({ requests: [approved, refused] });
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Caramel' });
  expect(screen.queryByText(/reste ouverte|restent ouvertes/)).not.toBeInTheDocument();
});
