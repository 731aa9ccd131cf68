import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, sessionStore } from '@petfoster/platform';
import AssociationDashboardPage from './association-dashboard-page';
import {
  currentPath,
  loginAs,
  logoutSession,
  makeAnimal,
  makeAssociation,
  makePlacementSummary,
  makeRequest,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';
import { API_MESSAGES, DATA_EXPORT_MESSAGES, ENDPOINTS, PLACEMENT_MESSAGES } from '@petfoster/contracts';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

let association: Received<typeof ENDPOINTS.readAssociation>;
const answerAssociation = (answer: Resolver<typeof ENDPOINTS.readAssociation>) =>
  (association = onEndpoint(ENDPOINTS.readAssociation, answer));
let associationRequests: Received<typeof ENDPOINTS.associationRequests>;
const answerAssociationRequests = (answer: Resolver<typeof ENDPOINTS.associationRequests>) =>
  (associationRequests = onEndpoint(ENDPOINTS.associationRequests, answer));
let removal: Received<typeof ENDPOINTS.deleteAssociation>;
const answerRemoval = (answer: Resolver<typeof ENDPOINTS.deleteAssociation>) =>
  (removal = onEndpoint(ENDPOINTS.deleteAssociation, answer));
const answerCreation = (answer: Resolver<typeof ENDPOINTS.createAnimal>) => onEndpoint(ENDPOINTS.createAnimal, answer);
const DASHBOARD = { path: '/associations/dashboard', url: '/associations/dashboard' };

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  answerAssociation(makeAssociation());
  answerAssociationRequests({
    requests: [
      makeRequest({ id: 1 }),
      makeRequest({ id: 2, status: 'Approuvée' }),
      makeRequest({ id: 3 }),
      makeRequest({ id: 4, status: 'Refusée' }),
    ],
  });
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  // Routes a test expects untouched are there to count requests.
  onEndpoint(ENDPOINTS.notificationsCount, { count: 0, invitations: 0 });
  answerRemoval(undefined);
  // What is due (its own tests: features/health).
  onEndpoint(ENDPOINTS.listCareDue, { due: [] });
  placements = onEndpoint(ENDPOINTS.listPlacements, ({ query }) =>
    query.status === 'to_sign'
      ? [makePlacementSummary({ id: 1 }), makePlacementSummary({ id: 2 })]
      : [makePlacementSummary({ id: 3, status: 'active' })],
  );
});
afterEach(logoutSession);
let placements: Received<typeof ENDPOINTS.listPlacements>;

describe('role guard', () => {
  it('sends a family home', () => {
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
    expect(association.count).toBe(0);
  });

  it('sends a visitor home', () => {
    logoutSession();
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
  });
});

it('shows the logo, the name and the buttons (docs/product.md#dashboards)', async () => {
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('heading', { name: 'Les Pattes' })).toBeInTheDocument();
  expect(association.requests.map(({ path }) => path)).toContain('/api/associations/3');
  expect(screen.getByRole('img', { name: 'Logo de Les Pattes' })).toHaveAttribute('src', '/uploads/pattes.jpg');
  expect(screen.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/associationprofile/3');
  expect(screen.getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
    'href',
    '/association/dashboard/edit-profile/9',
  );
  expect(screen.getByRole('link', { name: 'Nos animaux' })).toHaveAttribute(
    'href',
    '/associations/dashboard/3/animals-list',
  );
  expect(screen.getByRole('link', { name: 'Nos demandes' })).toHaveAttribute(
    'href',
    '/association/dashboard/3/requests-management',
  );
  expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeInTheDocument();
});

it('shows how many requests wait for a decision, linking to them', async () => {
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  const link = await screen.findByRole('link', { name: '2 demandes en attente' });
  expect(link).toHaveAttribute('href', '/association/dashboard/3/requests-management');
  expect(associationRequests.requests.map(({ path }) => path)).toContain('/api/associations/3/requests');
});

it("shows how many placements wait for a signature or end soon, linking to 'Nos accueils' filtered", async () => {
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('link', { name: '2 accueils à signer' })).toHaveAttribute(
    'href',
    '/associations/dashboard/placements?status=to_sign',
  );
  expect(await screen.findByRole('link', { name: '1 accueil se termine sous 14 jours' })).toHaveAttribute(
    'href',
    '/associations/dashboard/placements?ending_within_days=14',
  );
  expect(placements.requests.map(({ query }) => query)).toEqual(
    expect.arrayContaining([{ status: 'to_sign' }, { ending_within_days: '14' }]),
  );
  expect(screen.getByRole('link', { name: PLACEMENT_MESSAGES.associationListTitle })).toHaveAttribute(
    'href',
    '/associations/dashboard/placements',
  );
});

it('offers the add-animal modal directly', async () => {
  answerCreation(makeAnimal({ name: 'Félix' }));
  const user = userEvent.setup();
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  await user.click(screen.getByRole('button', { name: 'Ajouter un animal' }));
  expect(screen.getByRole('dialog', { name: 'Ajouter un animal' })).toBeInTheDocument();
});

it('only logs load failures', async () => {
  answerAssociation(refuse(500));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  await waitFor(() =>
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 500 }) })),
  );
  expect(currentPath()).toBe('/associations/dashboard');
  expect(notify.error).not.toHaveBeenCalled();
});

describe('account deletion', () => {
  it('asks for confirmation, deletes, clears the session, alerts and goes home', async () => {
    answerRemoval(undefined);
    const user = userEvent.setup();
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    expect(removal.count).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(removal.requests.map(({ path }) => path)).toEqual(['/api/associations/3']);
    expect(window.alert).toHaveBeenCalledWith('Utilisateur supprimé avec succès');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(sessionStore.getState().associationId).toBeNull();
  });

  it('alerts the association failure text and keeps the session', async () => {
    answerRemoval(refuse(500));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith("Erreur lors de la tentative de suppression de l'association"),
    );
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    expect(currentPath()).toBe('/associations/dashboard');
  });

  it('says why when animals are still in foster homes (409), and keeps the session', async () => {
    answerRemoval(refuse(409, { statusCode: 409, message: API_MESSAGES.placementsActive }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        `Erreur lors de la tentative de suppression de l'association\n\n${API_MESSAGES.placementsActive}`,
      ),
    );
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });
});

describe("'Journal d'activité' link", () => {
  it('is offered to an admin', async () => {
    sessionStore.setState({ associationRole: 'admin' });
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    expect(await screen.findByRole('link', { name: "Journal d'activité" })).toHaveAttribute(
      'href',
      '/associations/dashboard/activity',
    );
  });

  it('is not offered to a bénévole', async () => {
    sessionStore.setState({ associationRole: 'benevole' });
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    await screen.findByRole('link', { name: 'Nos animaux' });
    expect(screen.queryByRole('link', { name: "Journal d'activité" })).not.toBeInTheDocument();
  });
});

it("offers 'Exporter les données de l'association' to its admins, not to a référent", async () => {
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'admin' });
  const { unmount } = renderRoute(<AssociationDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('button', { name: DATA_EXPORT_MESSAGES.associationDownload })).toBeVisible();
  unmount();
  loginAs({ role: 'association', userId: 10, associationId: 3, associationRole: 'referent' });
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('link', { name: 'Mon compte' })).toBeVisible();
  expect(screen.queryByRole('button', { name: DATA_EXPORT_MESSAGES.associationDownload })).not.toBeInTheDocument();
});
