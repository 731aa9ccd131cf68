import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssociationRequestsPage from './association-requests-page';
import { loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

// The page also reads the team, for the choice of a request's référent (none to choose from here).
const answerAssociationRequests = (answer: Resolver<typeof ENDPOINTS.associationRequests>) => {
  onEndpoint(ENDPOINTS.listMembers, { members: [], invitations: [] });
  return onEndpoint(ENDPOINTS.associationRequests, answer);
};
const PAGE = {
  path: '/association/dashboard/:slug/requests-management',
  url: '/association/dashboard/3/requests-management',
};
const animal = (id: number, name: string) => ({ id, name, url_image: null, url_thumbnail: null });
// As the API sends them: newest first.
const REQUESTS = [
  makeRequest({
    id: 31,
    animal_id: 11,
    animal: animal(11, 'Rex'),
    status: 'En attente',
    created_at: '2026-05-03T10:00:00Z',
  }),
  makeRequest({
    id: 30,
    animal_id: 12,
    animal: animal(12, 'Mina'),
    status: 'Approuvée',
    created_at: '2026-05-02T10:00:00Z',
    family: {
      id: 8,
      lastname: 'Leroy',
      firstname: 'Paul',
      city: 'Caen',
      email: 'paul@leroy.fr',
      phone_number: '0611223344',
    },
  }),
  makeRequest({
    id: 29,
    animal_id: 11,
    animal: animal(11, 'Rex'),
    status: 'Refusée',
    created_at: '2026-05-01T10:00:00Z',
  }),
  makeRequest({
    id: 28,
    animal_id: null,
    animal: animal(0, 'Pixel'),
    status: 'Refusée',
    reason: 'animal_withdrawn',
    created_at: '2026-04-30T10:00:00Z',
  }),
].map((request) => (request.animal_id === null ? { ...request, animal: { ...request.animal, id: null } } : request));

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  answerAssociationRequests({ requests: REQUESTS });
});
afterEach(logoutSession);

const shownIds = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const location = () => screen.getByTestId('location').textContent;

it('lists the newest first and filters by status and by animal, in the URL', async () => {
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findAllByRole('article');
  expect(shownIds()).toEqual(['Demande pour Rex', 'Demande pour Mina', 'Demande pour Rex', 'Demande pour Pixel']);
  const animals = within(screen.getByLabelText('Animal'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(animals).toEqual(['Tous les animaux', 'Mina', 'Pixel (retiré)', 'Rex']);

  await user.selectOptions(screen.getByLabelText('Animal'), 'Rex');
  await waitFor(() => expect(shownIds()).toEqual(['Demande pour Rex', 'Demande pour Rex']));
  await user.selectOptions(screen.getByLabelText('Statut'), 'Refusée');
  await waitFor(() => expect(shownIds()).toEqual(['Demande pour Rex']));
  expect(location()).toContain('animal=11');
  expect(location()).toContain('status=Refus%C3%A9e');

  await user.selectOptions(screen.getByLabelText('Animal'), 'Pixel (retiré)');
  await waitFor(() => expect(shownIds()).toEqual(['Demande pour Pixel']));
  await user.selectOptions(screen.getByLabelText('Statut'), 'En attente');
  expect(await screen.findByText('Aucune demande ne correspond à ces filtres.')).toBeInTheDocument();
});

it('reads the filters from the URL', async () => {
  renderRoute(<AssociationRequestsPage />, { ...PAGE, url: `${PAGE.url}?status=Approuv%C3%A9e` });
  await screen.findAllByRole('article');
  expect(shownIds()).toEqual(['Demande pour Mina']);
  expect(screen.getByLabelText('Statut')).toHaveValue('Approuvée');
});

it("the approved card gives the family's e-mail and phone as links", async () => {
  renderRoute(<AssociationRequestsPage />, PAGE);
  const card = within(await screen.findByRole('article', { name: 'Demande pour Mina' }));
  expect(card.getByText(/^Contact de la famille/)).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'paul@leroy.fr' })).toHaveAttribute('href', 'mailto:paul@leroy.fr');
  expect(card.getByRole('link', { name: '0611223344' })).toHaveAttribute('href', 'tel:0611223344');
  const pending = within(screen.getAllByRole('article', { name: 'Demande pour Rex' })[0]);
  expect(pending.queryByText(/^Contact de la famille/)).not.toBeInTheDocument();
});
