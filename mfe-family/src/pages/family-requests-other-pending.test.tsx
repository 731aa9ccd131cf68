import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, notify } from '@petfoster/platform';
import { familiesApi, invitationsApi, requestsApi } from '@petfoster/platform/screens';
import FamilyRequestsPage from './family-requests-page';
import { loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  accountApi: { markNotificationsSeen: jest.fn(), notificationsCount: jest.fn() },
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('@petfoster/platform/screens', () => ({
  ...jest.requireActual('@petfoster/platform/screens'),
  familiesApi: { requests: jest.fn(), editMotivation: jest.fn() },
  requestsApi: { remove: jest.fn() },
  invitationsApi: { list: jest.fn(), decline: jest.fn() },
}));

const families = familiesApi as jest.Mocked<typeof familiesApi>;
const remove = requestsApi.remove as jest.Mock;
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
  (accountApi.markNotificationsSeen as jest.Mock).mockResolvedValue(undefined);
  (invitationsApi.list as jest.Mock).mockResolvedValue([]);
  remove.mockResolvedValue(undefined);
});
afterEach(logoutSession);

it('an approved request while others wait: says they stay open and withdraws them all in one click, once confirmed', async () => {
  families.requests.mockResolvedValueOnce({ requests: [luna, milo, approved, refused] });
  families.requests.mockResolvedValue({ requests: [approved, refused] });
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
  expect(remove).not.toHaveBeenCalled();
  await user.click(dialog.getByRole('button', { name: 'Retirer' }));
  await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
  expect(remove.mock.calls.map(([id]) => id)).toEqual([25, 24]);
  expect(notify.success).toHaveBeenCalledWith('Vos 2 demandes en attente ont été retirées.');
  await waitFor(() => expect(screen.queryByText(/restent ouvertes/)).not.toBeInTheDocument());
});

it('says nothing without an approved request, or without another pending one', async () => {
  families.requests.mockResolvedValue({ requests: [milo, refused] });
  const { unmount } = renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Milo' });
  expect(screen.queryByRole('button', { name: /^Retirer mes/ })).not.toBeInTheDocument();
  unmount();
  families.requests.mockResolvedValue({ requests: [approved, refused] });
  renderRoute(<FamilyRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Caramel' });
  expect(screen.queryByText(/reste ouverte|restent ouvertes/)).not.toBeInTheDocument();
});
