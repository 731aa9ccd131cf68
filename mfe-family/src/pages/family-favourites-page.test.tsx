import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, paths } from '@petfoster/contracts';
import { FAVOURITE_SCREEN_TEXTS as T } from '@petfoster/platform/screens';
import { currentPath, loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { heldAnswer, inTurn, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import FamilyFavouritesPage from './family-favourites-page';

/* 'Mes favoris' (docs/product.md#favourites): the animals a family keeps, with their state today. */
const PAGE = { path: paths.familyFavourites };

const rex = makeAnimal({ id: 1, name: 'Rex', gender: 'mâle' });
const moka = makeAnimal({
  id: 2,
  name: 'Moka',
  gender: 'femelle',
  requests: [{ id: 9, status: 'Approuvée', family_id: 4, association_id: 3, animal_id: 2 }],
});
const caramel = makeAnimal({ id: 3, name: 'Caramel', gender: 'mâle', adopted_at: '2026-11-20T10:00:00.000Z' });

const user = () => userEvent.setup();

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(logoutSession);

it('shows each kept animal as a card with its state today, in the order the API gives (last kept first)', async () => {
  onEndpoint(ENDPOINTS.listFavourites, [rex, moka, caramel]);
  renderRoute(<FamilyFavouritesPage />, PAGE);
  expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: T.title });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]).getByRole('link', { name: /Rex/ })).toHaveAttribute('href', paths.animalDetails(1));
  expect(rows[0]).toHaveTextContent('Disponible');
  expect(rows[1]).toHaveTextContent('Accueillie');
  expect(rows[2]).toHaveTextContent('Adopté');
  expect(within(rows[2]).getByRole('button', { name: 'Retirer des favoris : Caramel' })).toBeInTheDocument();
});

it('removes an animal at once, and tells the API', async () => {
  onEndpoint(ENDPOINTS.listFavourites, inTurn([rex, moka], [moka]));
  const removed = onEndpoint(ENDPOINTS.removeFavourite, undefined);
  renderRoute(<FamilyFavouritesPage />, PAGE);
  await user().click(await screen.findByRole('button', { name: 'Retirer des favoris : Rex' }));
  expect(screen.queryByRole('link', { name: /Rex/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Moka/ })).toBeInTheDocument();
  await waitFor(() => expect(removed.count).toBe(1));
  expect(removed.last?.path).toBe('/api/me/favourites/1');
});

it('puts the animal back with an error toast when the API refuses', async () => {
  onEndpoint(ENDPOINTS.listFavourites, [rex, moka]);
  onEndpoint(ENDPOINTS.removeFavourite, refuse(500));
  renderRoute(<FamilyFavouritesPage />, PAGE);
  await user().click(await screen.findByRole('button', { name: 'Retirer des favoris : Moka' }));
  expect(await screen.findByText(T.removeFailed('Moka'))).toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: T.title })).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual([
    expect.stringContaining('Rex'),
    expect.stringContaining('Moka'),
  ]);
});

it('says in French that there is no favourite yet, with the way to the animals', async () => {
  onEndpoint(ENDPOINTS.listFavourites, []);
  renderRoute(<FamilyFavouritesPage />, PAGE);
  expect(await screen.findByText(T.empty)).toBeInTheDocument();
  await user().click(screen.getByRole('link', { name: T.browse }));
  expect(currentPath()).toBe(paths.animals);
});

it('shows a spinner while loading, then a failure with Réessayer that reads again', async () => {
  const held = heldAnswer<typeof ENDPOINTS.listFavourites>();
  const reads = onEndpoint(ENDPOINTS.listFavourites, held.answer);
  renderRoute(<FamilyFavouritesPage />, PAGE);
  expect(screen.getByRole('status')).toBeInTheDocument();
  held.release(refuse(500));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(T.loadFailed);
  onEndpoint(ENDPOINTS.listFavourites, [rex]);
  await user().click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: /Rex/ })).toBeInTheDocument();
  expect(reads.count).toBe(1);
});

it('is not for an association: it is sent home', async () => {
  logoutSession();
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  renderRoute(<FamilyFavouritesPage />, PAGE);
  await waitFor(() => expect(currentPath()).toBe(paths.home));
});
