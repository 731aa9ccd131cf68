import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, FAVOURITE_MESSAGES, type Animal } from '@petfoster/contracts';
import { loginPromptStore, sessionStore } from '@petfoster/platform';
import { loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { heldAnswer, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import { askLoginToKeep, PENDING_FAVOURITE_MAX_AGE_MS, takePendingFavourite } from './pending-favourite';
import { FAVOURITE_SCREEN_TEXTS as T } from './texts';
import { useFavourites } from './use-favourites';

const rex = makeAnimal({ id: 1, name: 'Rex' });
const moka = makeAnimal({ id: 2, name: 'Moka', gender: 'femelle' });

/** What a screen built on the hook shows: the kept names, and a toggle per animal. */
function Harness({ animals }: { animals: Animal[] }) {
  const favourites = useFavourites();
  return (
    <>
      <p data-testid="kept">{favourites.animals?.map((animal) => animal.name).join(',') ?? '-'}</p>
      {favourites.canKeep
        ? animals.map((animal) => {
            const kept = favourites.isKept(animal.id);
            return (
              <button
                key={animal.id}
                type="button"
                aria-pressed={kept}
                onClick={() => void favourites.setKept(animal, !kept)}
              >
                {animal.name}
              </button>
            );
          })
        : null}
    </>
  );
}

const renderHarness = () => renderRoute(<Harness animals={[rex, moka]} />, { path: '/animals' });
const user = () => userEvent.setup();

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logoutSession();
  act(() => loginPromptStore.getState().hide());
});

describe('useFavourites', () => {
  it("reads the family's favourites and keeps an animal at once, before the API answers", async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, [moka]);
    const held = heldAnswer<typeof ENDPOINTS.addFavourite>();
    const added = onEndpoint(ENDPOINTS.addFavourite, held.answer);
    renderHarness();
    expect(await screen.findByRole('button', { name: 'Moka', pressed: true })).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Rex', pressed: false }));
    expect(screen.getByRole('button', { name: 'Rex', pressed: true })).toBeInTheDocument();
    expect(screen.getByTestId('kept')).toHaveTextContent('Rex,Moka');
    await waitFor(() => expect(added.count).toBe(1));
    expect(added.last?.params).toEqual({ animalId: '1' });
    onEndpoint(ENDPOINTS.listFavourites, [rex, moka]);
    held.release(undefined);
    await waitFor(() => expect(screen.getByTestId('kept')).toHaveTextContent('Rex,Moka'));
    // The file's first test also pays for the first render of everything it loads: 5 s was short on a busy machine.
  }, 15_000);

  it('removes an animal at once and tells the API', async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, [moka]);
    const removed = onEndpoint(ENDPOINTS.removeFavourite, undefined);
    renderHarness();
    const heart = await screen.findByRole('button', { name: 'Moka', pressed: true });
    onEndpoint(ENDPOINTS.listFavourites, []);
    await user().click(heart);
    expect(screen.getByRole('button', { name: 'Moka', pressed: false })).toBeInTheDocument();
    await waitFor(() => expect(removed.count).toBe(1));
    expect(removed.last?.params).toEqual({ animalId: '2' });
  });

  it('puts the heart back with an error toast when the API refuses', async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, [moka]);
    onEndpoint(ENDPOINTS.removeFavourite, refuse(500));
    onEndpoint(ENDPOINTS.addFavourite, refuse(500));
    renderHarness();
    await user().click(await screen.findByRole('button', { name: 'Moka', pressed: true }));
    expect(await screen.findByText(T.removeFailed('Moka'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Moka', pressed: true })).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Rex', pressed: false }));
    expect(await screen.findByText(T.addFailed('Rex'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rex', pressed: false })).toBeInTheDocument();
    expect(screen.getByTestId('kept')).toHaveTextContent(/^Moka$/);
  });

  it('says why when the family already keeps the most animals allowed', async () => {
    loginAs({ role: 'family', userId: 5, familyId: 2 });
    onEndpoint(ENDPOINTS.listFavourites, []);
    onEndpoint(
      ENDPOINTS.addFavourite,
      refuse(409, { statusCode: 409, code: 'favourites_full', message: FAVOURITE_MESSAGES.full }),
    );
    renderHarness();
    await user().click(await screen.findByRole('button', { name: 'Rex', pressed: false }));
    expect(await screen.findByText(FAVOURITE_MESSAGES.full)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rex', pressed: false })).toBeInTheDocument();
  });

  it('reads nothing for a visitor or an association', async () => {
    const list = onEndpoint(ENDPOINTS.listFavourites, []);
    renderHarness();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => loginAs({ role: 'association', userId: 9, associationId: 3 }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(list.count).toBe(0);
  });
});

describe("a visitor's heart", () => {
  it('opens the login with the page to come back to, and the family who signs in finds the animal kept', async () => {
    const added = onEndpoint(ENDPOINTS.addFavourite, undefined);
    // The server's list: the animal once the tap reached it.
    onEndpoint(ENDPOINTS.listFavourites, () => (added.count > 0 ? [rex] : []));
    renderHarness();
    act(() => askLoginToKeep(1, '/animals?species=Chien'));
    expect(loginPromptStore.getState()).toMatchObject({ open: true, returnTo: '/animals?species=Chien' });

    // mfe-auth's login: the session first, then the modal closes.
    act(() => {
      loginAs({ role: 'family', userId: 5, familyId: 2 });
      loginPromptStore.getState().hide();
    });
    await waitFor(() => expect(added.count).toBe(1));
    expect(await screen.findByRole('button', { name: 'Rex', pressed: true })).toBeInTheDocument();
    expect(added.last?.params).toEqual({ animalId: '1' });
    expect(takePendingFavourite()).toBeNull();
  });

  it('forgets the tap when the login is closed without signing in', () => {
    act(() => askLoginToKeep(1, '/animals'));
    act(() => loginPromptStore.getState().hide());
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(takePendingFavourite()).toBeNull();
  });

  it('forgets the tap when an association signs in', async () => {
    const added = onEndpoint(ENDPOINTS.addFavourite, undefined);
    renderHarness();
    act(() => askLoginToKeep(1, '/animals'));
    act(() => {
      loginAs({ role: 'association', userId: 9, associationId: 3 });
      loginPromptStore.getState().hide();
    });
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(added.count).toBe(0);
  });

  it('does not keep a tap older than the time a login takes', () => {
    const now = Date.now();
    act(() => askLoginToKeep(1, '/animals', now - PENDING_FAVOURITE_MAX_AGE_MS - 1));
    expect(takePendingFavourite(now)).toBeNull();
    act(() => askLoginToKeep(1, '/animals', now));
    expect(takePendingFavourite(now)).toBe(1);
  });
});
