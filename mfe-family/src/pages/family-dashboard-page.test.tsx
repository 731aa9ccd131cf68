import { screen, waitFor, within } from '@testing-library/react';
import type { FosterRequest } from '@petfoster/contracts';
import userEvent from '@testing-library/user-event';
import { accountApi, sessionStore } from '@petfoster/platform';
import { familiesApi } from '@petfoster/platform/screens';
import FamilyDashboardPage from './family-dashboard-page';
import { currentPath, loginAs, logoutSession, renderRoute } from '@petfoster/platform/src/test-utils/app-test-utils';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
}));
jest.mock('@petfoster/platform/screens', () => ({
  ...jest.requireActual('@petfoster/platform/screens'),
  familiesApi: { byUser: jest.fn(), remove: jest.fn(), requests: jest.fn() },
}));

const api = familiesApi as jest.Mocked<typeof familiesApi>;
const counts = () => jest.spyOn(accountApi, 'notificationsCount');
const DASHBOARD = { path: '/families/dashboard', url: '/families/dashboard' };

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  api.byUser.mockResolvedValue({
    id: 5,
    lastname: 'Dupont',
    firstname: 'Marie',
    family: { id: 7, url_image: '/uploads/dupont.jpg', url_thumbnail: null },
  });
  api.requests.mockResolvedValue({ requests: [] });
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  counts().mockResolvedValue({ count: 0, invitations: 0 });
});

afterEach(logoutSession);

describe('role guard', () => {
  it('sends a visitor home', () => {
    logoutSession();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
    expect(api.byUser).not.toHaveBeenCalled();
  });

  it('sends an association home', () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
  });
});

it('says how many proposals wait for an answer, with a link to them; nothing when none', async () => {
  counts().mockResolvedValue({ count: 1, invitations: 2 });
  const { unmount } = renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('link', { name: "2 propositions d'accueil attendent votre réponse" })).toHaveAttribute(
    'href',
    '/families/dashboard/7/requests-management',
  );
  unmount();
  counts().mockResolvedValue({ count: 0, invitations: 1 });
  const again = renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('link', { name: "1 proposition d'accueil attend votre réponse" })).toBeInTheDocument();
  again.unmount();
  const none = counts().mockResolvedValue({ count: 0, invitations: 0 });
  renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('heading', { name: 'Famille Dupont' })).toBeInTheDocument();
  await waitFor(() => expect(none).toHaveBeenCalled());
  expect(screen.queryByText(/attend/)).not.toBeInTheDocument();
});

it("shows the family's picture, 'Famille' + last name and the four actions", async () => {
  renderRoute(<FamilyDashboardPage />, DASHBOARD);
  expect(await screen.findByRole('heading', { name: 'Famille Dupont' })).toBeInTheDocument();
  expect(api.byUser).toHaveBeenCalledWith(5);
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
  const failure = new Error('down');
  api.byUser.mockRejectedValue(failure);
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<FamilyDashboardPage />, DASHBOARD);
  await waitFor(() => expect(log).toHaveBeenCalledWith(failure));
  expect(currentPath()).toBe('/families/dashboard');
  expect(screen.getByRole('button', { name: 'Supprimer mon compte' })).toBeInTheDocument();
});

describe('account deletion', () => {
  it('asks for confirmation, deletes, clears the session, alerts and goes home', async () => {
    api.remove.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.remove).toHaveBeenCalledWith(7);
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
  });
  const dialogText = async () => {
    const user = userEvent.setup();
    renderRoute(<FamilyDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    await waitFor(() => expect(api.requests).toHaveBeenCalledWith(7));
    return dialog;
  };

  it('a family hosting an animal reads that the placement is kept, anonymised, and why; who is told', async () => {
    api.requests.mockResolvedValue({
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
    api.requests.mockResolvedValue({ requests: [request(4, 'Refusée', 'Simba')] });
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
    expect(api.remove).not.toHaveBeenCalled();
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('alerts the family failure text and keeps the session when the API refuses', async () => {
    api.remove.mockRejectedValue(new Error('500'));
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
