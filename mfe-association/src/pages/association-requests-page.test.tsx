import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@petfoster/platform';
import AssociationRequestsPage from './association-requests-page';
import { currentPath, loginAs, logoutSession, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
let associationRequests: Received<typeof ENDPOINTS.associationRequests>;
// The page also reads the team, for the choice of a request's référent (none to choose from here).
const answerAssociationRequests = (answer: Resolver<typeof ENDPOINTS.associationRequests>) => {
  onEndpoint(ENDPOINTS.listMembers, { members: [], invitations: [] });
  return (associationRequests = onEndpoint(ENDPOINTS.associationRequests, answer));
};
let decision: Received<typeof ENDPOINTS.decideRequest>;
const answerDecision = (answer: Resolver<typeof ENDPOINTS.decideRequest>) =>
  (decision = onEndpoint(ENDPOINTS.decideRequest, answer));
let removal: Received<typeof ENDPOINTS.deleteRequest>;
const answerRemoval = (answer: Resolver<typeof ENDPOINTS.deleteRequest>) =>
  (removal = onEndpoint(ENDPOINTS.deleteRequest, answer));
const PAGE = {
  path: '/association/dashboard/:slug/requests-management',
  url: '/association/dashboard/3/requests-management',
};

const pending = makeRequest({ id: 21, status: 'En attente' });
const refused = makeRequest({
  id: 22,
  animal_id: 12,
  status: 'Refusée',
  animal: { id: 12, name: 'Mina', url_image: null, url_thumbnail: null },
  family_id: 8,
  family: { id: 8, lastname: 'Leroy', firstname: 'Paul', city: 'Caen' },
});
const approved = makeRequest({
  id: 23,
  animal_id: 13,
  status: 'Approuvée',
  animal: { id: 13, name: 'Caramel', url_image: null, url_thumbnail: null },
});
const card = (animal: string) => screen.getByRole('article', { name: `Demande pour ${animal}` });

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  answerAssociationRequests({ requests: [pending, refused, approved] });
  // Routes a test expects untouched are there to count requests.
  answerDecision(makeRequest({ id: 21 }));
  answerRemoval(undefined);
});
afterEach(logoutSession);

it('sends anyone but an association home', () => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  renderRoute(<AssociationRequestsPage />, PAGE);
  expect(currentPath()).toBe('/');
});

it('sends another association home with an info toast instead of an empty list', async () => {
  loginAs({ role: 'association', userId: 9, associationId: 4 });
  // RequireRole (@petfoster/platform/screens) shows it with the platform's notify, mocked in this file.
  const info = notify.info as jest.Mock;
  renderRoute(<AssociationRequestsPage />, PAGE);
  expect(currentPath()).toBe('/');
  expect(info).toHaveBeenCalledWith("Cette page est réservée à l'association concernée.", expect.anything());
  expect(associationRequests.count).toBe(0);
});

it('shows a card per request, coloured by status, with the animal and family links', async () => {
  renderRoute(<AssociationRequestsPage />, PAGE);
  expect(screen.getByRole('heading', { name: 'Nos demandes' })).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  expect(associationRequests.requests.map(({ path }) => path)).toContain('/api/associations/3/requests');
  expect(card('Rex')).toHaveAttribute('data-status', 'pending');
  expect(card('Mina')).toHaveAttribute('data-status', 'refused');
  expect(card('Caramel')).toHaveAttribute('data-status', 'approved');
  expect(within(card('Mina')).getByRole('link', { name: 'Famille Leroy' })).toHaveAttribute('href', '/familyprofile/8');
  expect(within(card('Mina')).getByRole('link', { name: 'Mina' })).toHaveAttribute('href', '/animals-details/12');
  expect(within(card('Mina')).getByText('Refusée')).toBeInTheDocument();
});

it('offers Accepter/Refuser while pending, Supprimer when refused, no decision when approved; to follow each', async () => {
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  const names = (animal: string) =>
    within(card(animal))
      .getAllByRole('button')
      .map((b) => b.textContent || b.getAttribute('aria-label'));
  expect(names('Rex')).toEqual(['Voir la demande', 'Accepter', 'Refuser', 'Suivre cette demande']);
  expect(names('Mina')).toEqual(['Voir la demande', 'Supprimer', 'Suivre cette demande']);
  expect(names('Caramel')).toEqual(['Voir la demande', 'Suivre cette demande']);
});

it('opens the request modal with the motivation', async () => {
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Voir la demande' }));
  expect(within(screen.getByRole('dialog')).getByText('Nous avons un grand jardin')).toBeInTheDocument();
});

it('accepts a pending request with the text (docs/product.md#messages) and goes to the dashboard', async () => {
  answerDecision(makeRequest({ id: 21 }));
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Accepter' }));
  await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
  expect(decision.bodies).toContainEqual({ id: 21, status: 'Approuvée' });
  expect(notify.success).toHaveBeenCalledWith('La demande por Rex a été acceptée');
});

it('refuses a pending request, once confirmed, with the text (docs/product.md#messages) and goes to the dashboard', async () => {
  answerDecision(makeRequest({ id: 21 }));
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Refuser' }));
  const dialog = screen.getByRole('dialog', { name: 'Refuser la demande pour Rex' });
  await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
  expect(decision.bodies).toContainEqual({ id: 21, status: 'Refusée' });
  expect(notify.success).toHaveBeenCalledWith('La demande por Rex a été rejetée avec succès.');
});

it('only logs a failed decision and stays', async () => {
  answerDecision(refuse(409));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card('Rex')).getByRole('button', { name: 'Accepter' }));
  await waitFor(() => expect(log).toHaveBeenCalled());
  expect(notify.success).not.toHaveBeenCalled();
  expect(currentPath()).toBe('/association/dashboard/3/requests-management');
});

it('deletes a refused request and reloads the list', async () => {
  answerRemoval(undefined);
  const user = userEvent.setup();
  renderRoute(<AssociationRequestsPage />, PAGE);
  await screen.findByRole('article', { name: 'Demande pour Mina' });
  answerAssociationRequests({ requests: [pending, approved] });
  await user.click(within(card('Mina')).getByRole('button', { name: 'Supprimer' }));
  const dialog = screen.getByRole('dialog', { name: 'Supprimer la demande pour Mina' });
  expect(dialog).toHaveTextContent(
    'Voulez-vous vraiment supprimer la demande refusée de la famille Leroy pour Mina ? Cette action est irréversible.',
  );
  expect(removal.count).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Demande pour Mina' })).not.toBeInTheDocument());
  expect(removal.requests.map(({ path }) => path)).toContain('/api/requests/22');
  expect(notify.success).toHaveBeenCalledWith('La demande pour Mina a été supprimée');
});

describe('accepting when other families wait for the same animal', () => {
  const rival = (id: number, lastname: string) =>
    makeRequest({ id, family_id: id, status: 'En attente', family: { id, lastname, firstname: 'X', city: 'Lyon' } });

  it('names the consequence and decides only once confirmed', async () => {
    answerAssociationRequests({ requests: [pending, rival(31, 'Roux'), rival(32, 'Blanc')] });
    answerDecision(makeRequest({ id: 21 }));
    const user = userEvent.setup();
    renderRoute(<AssociationRequestsPage />, PAGE);
    await screen.findAllByRole('article', { name: 'Demande pour Rex' });
    await user.click(
      within(screen.getAllByRole('article', { name: 'Demande pour Rex' })[0]).getByRole('button', { name: 'Accepter' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accepter la demande pour Rex' });
    expect(dialog).toHaveTextContent('Accepter cette demande refusera les 2 autres demandes en attente pour Rex.');
    expect(decision.count).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(decision.bodies).toContainEqual({ id: 21, status: 'Approuvée' }));
  });

  it('says "l\'autre demande" for a single other request, and Annuler decides nothing', async () => {
    answerAssociationRequests({ requests: [pending, rival(31, 'Roux')] });
    const user = userEvent.setup();
    renderRoute(<AssociationRequestsPage />, PAGE);
    await screen.findAllByRole('article', { name: 'Demande pour Rex' });
    await user.click(
      within(screen.getAllByRole('article', { name: 'Demande pour Rex' })[0]).getByRole('button', { name: 'Accepter' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Accepter la demande pour Rex' });
    expect(dialog).toHaveTextContent("Accepter cette demande refusera l'autre demande en attente pour Rex.");
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(decision.count).toBe(0);
  });

  it('the request modal offers Accepter and Refuser, with name, city, motivation and date', async () => {
    const user = userEvent.setup();
    renderRoute(<AssociationRequestsPage />, PAGE);
    await screen.findByRole('article', { name: 'Demande pour Rex' });
    await user.click(within(card('Rex')).getByRole('button', { name: 'Voir la demande' }));
    const dialog = screen.getByRole('dialog', { name: 'Détail de la demande' });
    expect(within(dialog).getByText('Anne Dupont')).toBeInTheDocument();
    expect(within(dialog).getByText('Lyon')).toBeInTheDocument();
    expect(within(dialog).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });
});
