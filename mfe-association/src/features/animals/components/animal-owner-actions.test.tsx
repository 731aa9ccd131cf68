import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, queryKeys } from '@petfoster/platform';
import AnimalOwnerActions from './animal-owner-actions';
import { currentPath, loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

let update: Received<typeof ENDPOINTS.updateAnimal>;
const answerUpdate = (answer: Resolver<typeof ENDPOINTS.updateAnimal>) =>
  (update = onEndpoint(ENDPOINTS.updateAnimal, answer));
let removal: Received<typeof ENDPOINTS.deleteAnimal>;
const answerRemoval = (answer: Resolver<typeof ENDPOINTS.deleteAnimal>) =>
  (removal = onEndpoint(ENDPOINTS.deleteAnimal, answer));
const DETAIL = { path: '/animals-details/:id', url: '/animals-details/11' };

/** Renders the actions with the animal's page data in the cache; returns whether that data was invalidated. */
function renderActions() {
  const { queryClient } = renderRoute(<AnimalOwnerActions animal={makeAnimal()} />, DETAIL);
  queryClient.setQueryData(queryKeys.animal(11), makeAnimal());
  return { animalReloaded: () => queryClient.getQueryState(queryKeys.animal(11))?.isInvalidated ?? false };
}

beforeEach(() => {
  // Routes a test expects untouched are there to count requests.
  answerUpdate(makeAnimal());
  answerRemoval(undefined);
  // The health record under the actions (its own tests: features/health).
  onEndpoint(ENDPOINTS.listHealth, []);
});
afterEach(logoutSession);

describe('who sees Editer and Supprimer', () => {
  it('the owning association', () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderActions();
    expect(screen.getByRole('button', { name: 'Editer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it.each([
    ['another association', () => loginAs({ role: 'association', userId: 10, associationId: 4 })],
    ['a family', () => loginAs({ role: 'family', userId: 5, familyId: 7 })],
    ['a visitor', () => logoutSession()],
  ])('nobody else: %s sees nothing', (_label, setSession) => {
    setSession();
    renderActions();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('for the owner', () => {
  beforeEach(() => loginAs({ role: 'association', userId: 9, associationId: 3 }));

  it('edits with a prefilled form, keeping the old image (url_image null) and the body (docs/product.md#calls)', async () => {
    answerUpdate(makeAnimal({ name: 'Rex II' }));
    const user = userEvent.setup();
    const { animalReloaded } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Editer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier Rex' }));
    expect(dialog.getByLabelText('Nom *')).toHaveValue('Rex');
    expect(dialog.getByLabelText('Sexe *')).toHaveValue('mâle');
    expect(dialog.getByLabelText('Date de naissance *')).toHaveValue('2022-04-01');
    expect(dialog.getByLabelText('Race')).toHaveValue('Berger');
    expect(dialog.getByLabelText('Description')).toHaveValue('Très joueur');
    expect(dialog.queryByLabelText('Espèce *')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Nom *'));
    await user.type(dialog.getByLabelText('Nom *'), 'Rex II');
    await user.click(dialog.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
    expect(update.requests.map(({ path }) => path)).toEqual(['/api/animals/11']);
    expect(update.last?.body).toEqual({
      name: 'Rex II',
      date_of_birth: '2022-04-01',
      breed: 'Berger',
      gender: 'mâle',
      description: 'Très joueur',
      url_image: null,
      associationID: 3,
      size: null,
      good_with_children: null,
      good_with_cats: null,
      good_with_dogs: null,
      identification_type: null,
      identification_number: null,
      sterilised: null,
      video_url: null,
    });
    expect(notify.success).toHaveBeenCalledWith('Rex II a été modifié avec succès.');
    expect(animalReloaded()).toBe(true);
  });

  it('deletes after confirmation and goes to the dashboard', async () => {
    answerRemoval(undefined);
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Supprimer Rex' }));
    expect(removal.count).toBe(0);
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
    expect(removal.requests.map(({ path }) => path)).toEqual(['/api/animals/11']);
    expect(notify.success).toHaveBeenCalledWith("L'animal a été supprimé.");
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removal.count).toBe(0);
  });
});
