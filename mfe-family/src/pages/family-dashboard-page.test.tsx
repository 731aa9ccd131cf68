import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FosterRequest } from '@petfoster/contracts';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@petfoster/platform';
import FamilyDashboardPage from './family-dashboard-page';
import { currentPath, loginAs, logoutSession, makePlacementSummary, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

let byUser: Received<typeof ENDPOINTS.familyByUser>;
const answerByUser = (answer: Resolver<typeof ENDPOINTS.familyByUser>) =>
  (byUser = onEndpoint(ENDPOINTS.familyByUser, answer));
let removal: Received<typeof ENDPOINTS.deleteFamily>;
const answerRemoval = (answer: Resolver<typeof ENDPOINTS.deleteFamily>) =>
  (removal = onEndpoint(ENDPOINTS.deleteFamily, answer));
let familyRequests: Received<typeof ENDPOINTS.familyRequests>;
const answerFamilyRequests = (answer: Resolver<typeof ENDPOINTS.familyRequests>) =>
  (familyRequests = onEndpoint(ENDPOINTS.familyRequests, answer));
let counts: Received<typeof ENDPOINTS.notificationsCount>;
const answerCounts = (answer: Resolver<typeof ENDPOINTS.notificationsCount>) =>
  (counts = onEndpoint(ENDPOINTS.notificationsCount, answer));
const DASHBOARD = { path: '/families/dashboard', url: '/families/dashboard' };

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerByUser({
    id: 5,
    lastname: 'Dupont',
    firstname: 'Marie',
    family: { id: 7, url_image: '/uploads/dupont.jpg', url_thumbnail: null },
  });
  answerFamilyRequests({ requests: [] });
  onEndpoint(ENDPOINTS.listPlacements, []);
  // Routes a test expects untouched are there to count requests.
  answerRemoval(undefined);
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  answerCounts({ count: 0, invitations: 0 });
});

afterEach(logoutSession);

describe('role guard', () => {
  it('sends a visitor home', () => {
    logoutSession();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
    expect(byUser.count).toBe(0);
  });

  it('sends an association home', () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
  });
});

it('says how many proposals wait for an answer, with a link to them; nothing when none', async () => {
  answerCounts({ count: 1, invitations: 2 });
  const { unmount } = renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('link', { name: "2 propositions d'accueil attendent votre réponse" })).toHaveAttribute(
    'href',
    '/families/dashboard/7/requests-management',
  );
  unmount();
  answerCounts({ count: 0, invitations: 1 });
  const again = renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('link', { name: "1 proposition d'accueil attend votre réponse" })).toBeInTheDocument();
  again.unmount();
  answerCounts({ count: 0, invitations: 0 });
  renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('heading', { name: 'Famille Dupont' })).toBeInTheDocument();
  await waitFor(() => expect(counts.count).toBeGreaterThan(0));
  expect(screen.queryByText(/attend/)).not.toBeInTheDocument();
});

it("shows the family's picture, 'Famille' + last name and the four actions", async () => {
  renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('heading', { name: 'Famille Dupont' })).toBeInTheDocument();
  expect(byUser.requests.map((request) => request.path)).toContain('/api/families/user/5');
  expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/dupont.jpg');
  expect(screen.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/familyprofile/7');
  expect(screen.getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
    'href',
    '/families/dashboard/edit-profile/5',
  );
  expect(screen.getByRole('link', { name: 'Voir mes demandes' })).toHaveAttribute(
    'href',
    '/families/dashboard/7/requests-management',
  );
  expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeInTheDocument();
});

it('only logs a load failure (docs/product.md#messages)', async () => {
  answerByUser(refuse(500));
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<FamilyDashboardPage />, DASHBOARD);
  await waitFor(() =>
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ response: expect.objectContaining({ status: 500 }) })),
  );
  expect(currentPath()).toBe('/families/dashboard');
  expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeInTheDocument();
});

describe('account deletion', () => {
  it('asks for confirmation, deletes, clears the session, alerts and goes home', async () => {
    answerRemoval(undefined);
    const user = userEvent.setup();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(removal.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(removal.requests.map((request) => request.path)).toEqual(['/api/families/7']);
    expect(window.alert).toHaveBeenCalledWith('Utilisateur supprimé avec succès');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(sessionStore.getState().role).toBeNull();
  });

  const request = (id: number, status: FosterRequest['status'], animal: string): FosterRequest => ({
    id,
    animal_id: id,
    family_id: 7,
    association_id: 3,
    motivation: null,
    status,
    reason: null,
    created_at: '2026-11-20T10:00:00.000Z',
    animal: { id, name: animal, url_image: null, url_thumbnail: null },
    family: { id: 7, lastname: 'Dupont', firstname: 'Marie', city: 'Caen' },
    association: { id: 3, name_association: 'Refuge' },
    referent: null,
  });
  const dialogText = async () => {
    const user = userEvent.setup();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    await waitFor(() =>
      expect(familyRequests.requests.map((request) => request.path)).toContain('/api/families/7/requests'),
    );
    return dialog;
  };

  it('a family hosting an animal reads that the placement is kept, anonymised, and why; who is told', async () => {
    answerFamilyRequests({
      requests: [
        request(1, 'Approuvée', 'Rex'),
        request(2, 'En attente', 'Luna'),
        request(3, 'En attente', 'Milo'),
        request(4, 'Refusée', 'Simba'),
      ],
    });
    const dialog = await dialogText();
    expect(
      await within(dialog).findByText(
        "Votre demande acceptée pour Rex sera conservée, sans votre nom ni vos coordonnées (« Famille supprimée ») : l'association garde ainsi la trace de l'accueil de son animal. Elle en sera informée par e-mail.",
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Votre compte, votre profil et vos autres demandes seront supprimés.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Les associations qui étudient vos 2 demandes en attente en seront informées par e-mail.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Cette action est irréversible.')).toBeVisible();
    expect(within(dialog).queryByText(/vos demandes seront supprimés/)).toBeNull();
  });

  it('a family without a placement reads that everything goes', async () => {
    answerFamilyRequests({ requests: [request(4, 'Refusée', 'Simba')] });
    const dialog = await dialogText();
    expect(
      await within(dialog).findByText('Votre compte, votre profil et vos demandes seront supprimés.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/conservée/)).toBeNull();
    expect(within(dialog).queryByText(/informée/)).toBeNull();
  });

  it('keeps everything when cancelled', async () => {
    const user = userEvent.setup();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removal.count).toBe(0);
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('alerts the family failure text and keeps the session when the API refuses', async () => {
    answerRemoval(refuse(500));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Erreur lors de la tentative de suppression de la famille'),
    );
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    expect(currentPath()).toBe('/families/dashboard');
  });
});

describe("'Mes accueils'", () => {
  const ended = makePlacementSummary({
    id: 40,
    status: 'ended',
    animal: { id: 10, name: 'Mina', species: 'Chat' },
    outcome: 'retour_association',
    created_at: '2026-01-01T00:00:00.000Z',
  });
  const toSign = makePlacementSummary({ id: 41, status: 'to_sign' });
  const active = makePlacementSummary({
    id: 42,
    status: 'active',
    animal: { id: 12, name: 'Filou', species: 'Chat' },
    signed_by: ['association', 'family'],
    start_date: '2026-10-01',
    end_date: '2027-01-15',
    created_at: '2026-09-01T00:00:00.000Z',
  });

  it('lists the current placements first, with their dates and what to do next, each a link to its page', async () => {
    onEndpoint(ENDPOINTS.listPlacements, [ended, toSign, active]);
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    const section = await screen.findByRole('region', { name: 'Mes accueils' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Filou', 'Rex', 'Mina']);
    expect(cards[0]).toHaveTextContent('En cours');
    expect(cards[0]).toHaveTextContent('Du 01/10/2026 au 15/01/2027');
    expect(cards[0]).toHaveTextContent('Fin prévue le 15/01/2027');
    expect(cards[1]).toHaveTextContent('Contrat à signer');
    expect(cards[1]).toHaveTextContent('Les Pattes');
    expect(cards[2]).toHaveTextContent("Retour à l'association");
    expect(within(cards[1]).getByRole('link', { name: 'Rex' })).toHaveAttribute(
      'href',
      '/families/dashboard/placements/41',
    );
    await userEvent.click(within(section).getByRole('link', { name: 'Voir tous mes accueils' }));
    expect(currentPath()).toBe('/families/dashboard/placements');
  });

  it('says when there is none yet, and offers to load again after a failure', async () => {
    const list = onEndpoint(ENDPOINTS.listPlacements, inTurn(refuse(500), [] as never[]));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    const section = await screen.findByRole('region', { name: 'Mes accueils' });
    expect(await within(section).findByRole('alert')).toHaveTextContent("Vos accueils n'ont pas pu être chargés.");
    await userEvent.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Aucun accueil pour le moment.')).toBeInTheDocument();
    expect(list.count).toBe(2);
    expect(within(section).queryByRole('link', { name: 'Voir tous mes accueils' })).not.toBeInTheDocument();
  });
});
