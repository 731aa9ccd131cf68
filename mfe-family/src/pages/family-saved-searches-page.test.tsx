import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@petfoster/contracts';
import { currentPath, loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, reply } from '@petfoster/platform/test-utils/network';
import FamilySavedSearchesPage from './family-saved-searches-page';

const PAGE = { path: '/families/dashboard/saved-searches' };
const chats: SavedSearch = {
  id: 4,
  name: 'Chats près de Caen',
  frequency: 'instant',
  query: { species: 'Chat', near: '14000', radius_km: '30' },
  created_at: '2030-01-01T10:00:00.000Z',
};

// Typing is slow on a loaded machine.
jest.setTimeout(30_000);
beforeEach(() => loginAs({ role: 'family', userId: 5, familyId: 7 }));
afterEach(logoutSession);

it('sends an association home', () => {
  const list = onEndpoint(ENDPOINTS.listSavedSearches, []);
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  renderRoute(<FamilySavedSearchesPage />, PAGE);
  expect(currentPath()).toBe('/');
  expect(list.count).toBe(0);
});

it('lists the searches; one is renamed with daily alerts, another deleted; each opens the catalogue with its filters', async () => {
  const other: SavedSearch = { ...chats, id: 5, name: 'Lapins', frequency: 'daily', query: { species: 'Lapin' } };
  onEndpoint(ENDPOINTS.listSavedSearches, [chats, other]);
  const updated = onEndpoint(ENDPOINTS.updateSavedSearch, ({ body }) => ({ ...chats, ...(body as object) }));
  const removed = onEndpoint(ENDPOINTS.deleteSavedSearch, reply(undefined, { status: 204 }));
  renderRoute(<FamilySavedSearchesPage />, PAGE);
  const first = await screen.findByRole('form', { name: 'Chats près de Caen' });
  expect(within(first).getByRole('link', { name: 'Voir les animaux' })).toHaveAttribute(
    'href',
    '/animals?species=Chat&near=14000&radius_km=30',
  );
  const name = within(first).getByLabelText('Nom de la recherche');
  await userEvent.clear(name);
  await userEvent.type(name, 'Chats');
  await userEvent.selectOptions(within(first).getByLabelText('Alertes par e-mail'), 'Une fois par jour');
  await userEvent.click(within(first).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(SAVED_SEARCH_MESSAGES.updated)).toBeInTheDocument();
  expect(updated.last?.params).toEqual({ id: '4' });
  expect(updated.last?.body).toEqual({ name: 'Chats', frequency: 'daily' });

  await userEvent.click(
    within(screen.getByRole('form', { name: 'Lapins' })).getByRole('button', { name: 'Supprimer' }),
  );
  expect(await screen.findByText(SAVED_SEARCH_MESSAGES.deleted)).toBeInTheDocument();
  expect(removed.last?.params).toEqual({ id: '5' });
});

it('says how to save one when there is none', async () => {
  onEndpoint(ENDPOINTS.listSavedSearches, []);
  renderRoute(<FamilySavedSearchesPage />, PAGE);
  expect(await screen.findByText(/Aucune recherche enregistrée/)).toBeInTheDocument();
});
