import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { animalsApi, associationsApi, notify, sessionStore } from '@petfoster/platform';
import AssociationDashboardPage from './association-dashboard-page';
import {
  currentPath,
  httpError,
  loginAs,
  logoutSession,
  makeAssociation,
  makeRequest,
  renderRoute,
} from '@petfoster/platform/src/test-utils/app-test-utils';
import { API_MESSAGES } from '@petfoster/contracts';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  associationsApi: { get: jest.fn(), requests: jest.fn(), remove: jest.fn() },
  animalsApi: { create: jest.fn() },
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const api = associationsApi as jest.Mocked<typeof associationsApi>;
const DASHBOARD = { path: '/associations/dashboard', url: '/associations/dashboard' };

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  api.get.mockResolvedValue(makeAssociation());
  api.requests.mockResolvedValue({
    requests: [
      makeRequest({ id: 1 }),
      makeRequest({ id: 2, status: 'Approuvée' }),
      makeRequest({ id: 3 }),
      makeRequest({ id: 4, status: 'Refusée' }),
    ],
  });
  jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(logoutSession);

describe('role guard', () => {
  it('sends a family home', () => {
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    expect(currentPath()).toBe('/');
    expect(api.get).not.toHaveBeenCalled();
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
  expect(api.get).toHaveBeenCalledWith(3);
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
  expect(api.requests).toHaveBeenCalledWith(3);
});

it('offers the add-animal modal directly', async () => {
  (animalsApi.create as jest.Mock).mockResolvedValue({ name: 'Félix' });
  const user = userEvent.setup();
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  await user.click(screen.getByRole('button', { name: 'Ajouter un animal' }));
  expect(screen.getByRole('dialog', { name: 'Ajouter un animal' })).toBeInTheDocument();
});

it('only logs load failures', async () => {
  const failure = new Error('down');
  api.get.mockRejectedValue(failure);
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<AssociationDashboardPage />, DASHBOARD);
  await waitFor(() => expect(log).toHaveBeenCalledWith(failure));
  expect(currentPath()).toBe('/associations/dashboard');
  expect(notify.error).not.toHaveBeenCalled();
});

describe('account deletion', () => {
  it('asks for confirmation, deletes, clears the session, alerts and goes home', async () => {
    api.remove.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderRoute(<AssociationDashboardPage />, DASHBOARD);
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer mon compte' });
    expect(api.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.remove).toHaveBeenCalledWith(3);
    expect(window.alert).toHaveBeenCalledWith('Utilisateur supprimé avec succès');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(sessionStore.getState().associationId).toBeNull();
  });

  it('alerts the association failure text and keeps the session', async () => {
    api.remove.mockRejectedValue(new Error('500'));
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
    api.remove.mockRejectedValue(httpError(409, { statusCode: 409, message: API_MESSAGES.placementsActive }));
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
