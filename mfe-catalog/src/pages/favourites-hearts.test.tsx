import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@petfoster/contracts';
import { loginPromptStore, setRemoteLoader } from '@petfoster/platform';
import { takePendingFavourite } from '@petfoster/platform/screens';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import AnimalDetailsPage from './animal-details-page';
import AnimalsPage from './animals-page';
import { makeAnimal } from '../test/fixtures';

/* The favourite's heart (docs/product.md#favourites) on the catalogue's cards and on the animal page. */

const felix = makeAnimal({ id: 11, name: 'Félix', species_id: 2, species: { id: 2, name: 'Chat' } });
const medor = makeAnimal({ id: 12, name: 'Médor', species_id: 1, species: { id: 1, name: 'Chien' } });

const renderList = (url = '/animals') => renderRoute(<AnimalsPage />, { url, path: '/animals' });
const renderDetail = () =>
  renderRoute(<AnimalDetailsPage />, { url: `/animals-details/${felix.id}`, path: '/animals-details/:id' });
const user = () => userEvent.setup();

beforeEach(() => {
  sessionStorage.clear();
  onEndpoint(ENDPOINTS.listAnimals, listReply([felix, medor]));
  onEndpoint(ENDPOINTS.readAnimal, felix);
  // The animal page's family area is another remote's: a stand-in.
  setRemoteLoader(async () => ({ default: () => <p>Zone de demande</p> }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logoutSession();
  act(() => loginPromptStore.getState().hide());
  setRemoteLoader(null);
});

describe('the heart on the cards', () => {
  it("a family's hearts say which animals it keeps, and a tap keeps one at once", async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, [medor]);
    const added = onEndpoint(ENDPOINTS.addFavourite, undefined);
    renderList();
    const kept = await screen.findByRole('button', { name: 'Retirer Médor des favoris' });
    expect(kept).toHaveAttribute('aria-pressed', 'true');
    const heart = screen.getByRole('button', { name: 'Ajouter Félix aux favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Beside the card's link, not inside it: a button in a link is neither valid nor reachable.
    expect(screen.getByRole('link', { name: /Félix/ })).not.toContainElement(heart);

    onEndpoint(ENDPOINTS.listFavourites, [felix, medor]);
    heart.focus();
    await user().keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Retirer Félix des favoris' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(added.count).toBe(1));
    expect(added.last?.path).toBe(`/api/me/favourites/${felix.id}`);
  });

  it('a refused tap puts the heart back and says so', async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, []);
    onEndpoint(ENDPOINTS.addFavourite, refuse(500));
    renderList();
    await user().click(await screen.findByRole('button', { name: 'Ajouter Félix aux favoris' }));
    expect(await screen.findByText("Impossible d'ajouter Félix à vos favoris. Réessayez.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter Félix aux favoris' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a visitor who taps a heart is asked to log in, and comes back to this page', async () => {
    renderList('/animals?species=Chat');
    await user().click(await screen.findByRole('button', { name: 'Ajouter Félix aux favoris' }));
    expect(loginPromptStore.getState()).toMatchObject({ open: true, returnTo: '/animals?species=Chat' });
    expect(takePendingFavourite()).toBe(felix.id);
  });

  it('an association sees no heart', async () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderList();
    await screen.findByText('Félix');
    expect(screen.queryByRole('button', { name: /favoris/ })).not.toBeInTheDocument();
  });
});

describe('the heart on the animal page', () => {
  it("a visitor's tap, then a family's login, comes back with the animal kept", async () => {
    const added = onEndpoint(ENDPOINTS.addFavourite, undefined);
    onEndpoint(ENDPOINTS.listFavourites, () => (added.count > 0 ? [felix] : []));
    renderDetail();
    await user().click(await screen.findByRole('button', { name: 'Ajouter Félix aux favoris' }));
    expect(loginPromptStore.getState()).toMatchObject({ open: true, returnTo: `/animals-details/${felix.id}` });

    // What mfe-auth's login does: the session, then the modal closes and the page is the one it came from.
    act(() => {
      loginAs({ role: 'family', userId: 5, familyId: 2 });
      loginPromptStore.getState().hide();
    });
    const heart = await screen.findByRole('button', { name: 'Retirer Félix des favoris' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(added.requests.map((request) => request.path)).toEqual([`/api/me/favourites/${felix.id}`]);
  });

  it('a family drops the animal from its favourites', async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, [felix]);
    const removed = onEndpoint(ENDPOINTS.removeFavourite, undefined);
    renderDetail();
    const heart = await screen.findByRole('button', { name: 'Retirer Félix des favoris' });
    onEndpoint(ENDPOINTS.listFavourites, []);
    await user().click(heart);
    expect(screen.getByRole('button', { name: 'Ajouter Félix aux favoris' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(removed.count).toBe(1));
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});
