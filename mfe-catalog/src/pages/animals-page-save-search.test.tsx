import { ENDPOINTS, SAVED_SEARCH_MESSAGES } from '@petfoster/contracts';
import { loginPromptStore } from '@petfoster/platform';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, refuse, reply } from '@petfoster/platform/test-utils/network';
import AnimalsPage from './animals-page';
import { makeAnimal } from '../test/fixtures';

const felix = makeAnimal({ name: 'Félix', species_id: 2, species: { id: 2, name: 'Chat' } });
const renderAt = (path: string) => renderRoute(<AnimalsPage />, { url: path, path: '/animals' });
const saveButton = () => screen.findByRole('button', { name: 'Enregistrer cette recherche' });

// The dialog is a lazy chunk and typing is slow on a loaded machine.
jest.setTimeout(30_000);

beforeEach(() => {
  logoutSession();
  loginPromptStore.getState().hide();
  onEndpoint(ENDPOINTS.listAnimals, listReply([felix]));
  // A signed-in family's hearts read its favourites.
  onEndpoint(ENDPOINTS.listFavourites, []);
});

it('a family saves the current filters under a name, with its alerts, and is told it is saved', async () => {
  loginAs({ role: 'family', userId: 7, familyId: 3 });
  const saved = onEndpoint(
    ENDPOINTS.createSavedSearch,
    reply({ id: 1, name: 'Chats', frequency: 'daily', query: { species: 'Chat' }, created_at: '' }, { status: 201 }),
  );
  renderAt('/animals?species=Chat&near=14000&radius_km=30&sort=distance');
  await userEvent.click(await saveButton());
  const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
  await userEvent.type(within(dialog).getByLabelText('Nom de la recherche'), 'Chats');
  await userEvent.selectOptions(within(dialog).getByLabelText('Alertes par e-mail'), 'Une fois par jour');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(SAVED_SEARCH_MESSAGES.saved)).toBeInTheDocument();
  // The filters as the URL holds them, without the sort.
  expect(saved.last?.body).toEqual({
    name: 'Chats',
    frequency: 'daily',
    query: { species: 'Chat', near: '14000', radius_km: '30' },
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("the API's refusal (the eleventh search) shows in the dialog, in French", async () => {
  loginAs({ role: 'family', userId: 7, familyId: 3 });
  onEndpoint(ENDPOINTS.createSavedSearch, refuse(409, { statusCode: 409, message: SAVED_SEARCH_MESSAGES.full }));
  renderAt('/animals');
  await userEvent.click(await saveButton());
  const dialog = await screen.findByRole('dialog', { name: 'Enregistrer cette recherche' });
  await userEvent.type(within(dialog).getByLabelText('Nom de la recherche'), 'Encore une');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.full);
});

it('a visitor is asked to log in and comes back to the same filters', async () => {
  renderAt('/animals?species=Chat');
  await userEvent.click(await saveButton());
  expect(loginPromptStore.getState()).toMatchObject({ open: true, returnTo: '/animals?species=Chat' });
});

it('an association does not see the button', async () => {
  loginAs({ role: 'association', userId: 9, associationId: 2, associationRole: 'admin' });
  renderAt('/animals');
  expect(await screen.findByText('Félix')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer cette recherche' })).not.toBeInTheDocument();
});
