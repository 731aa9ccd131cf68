import { ENDPOINTS } from '@petfoster/contracts';
import { screen, within } from '@testing-library/react';
import FamilyRequestsPage from './family-requests-page';
import { loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

/* 'Mes demandes': the member of the association who follows a request is the family's contact (docs/product.md#association-team). */
const PAGE = {
  path: '/families/dashboard/:familyId/requests-management',
  url: '/families/dashboard/7/requests-management',
};

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  onEndpoint(ENDPOINTS.familyRequests, {
    requests: [
      makeRequest({
        id: 21,
        animal: { id: 11, name: 'Rex', url_image: null, url_thumbnail: null },
        referent: { user_id: 40, firstname: 'Inès' },
      }),
      makeRequest({
        id: 22,
        animal_id: 12,
        animal: { id: 12, name: 'Mina', url_image: null, url_thumbnail: null },
        referent: null,
      }),
    ],
  });
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
  onEndpoint(ENDPOINTS.markNotificationsSeen, undefined);
  onEndpoint(ENDPOINTS.listInvitations, []);
});
afterEach(logoutSession);

it("shows 'Votre contact : {firstname}' on a request that has a référent, nothing on one without", async () => {
  renderRoute(<FamilyRequestsPage />, PAGE);
  const rex = within(await screen.findByRole('article', { name: 'Demande pour Rex' }));
  expect(rex.getByText('Votre contact : Inès')).toBeInTheDocument();
  const mina = within(screen.getByRole('article', { name: 'Demande pour Mina' }));
  expect(mina.queryByText(/Votre contact/)).not.toBeInTheDocument();
  expect(mina.queryByText('Sans référent')).not.toBeInTheDocument();
});
