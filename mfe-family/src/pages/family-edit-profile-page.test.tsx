import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@petfoster/platform';
import FamilyEditProfilePage from './family-edit-profile-page';
import {
  chooseImageAndSubmit,
  currentPath,
  loginAs,
  logoutSession,
  makeFamily,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { heldAnswer, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
let family: Received<typeof ENDPOINTS.readFamily>;
const answerFamily = (answer: Resolver<typeof ENDPOINTS.readFamily>) =>
  (family = onEndpoint(ENDPOINTS.readFamily, answer));
let update: Received<typeof ENDPOINTS.updateFamily>;
const answerUpdate = (answer: Resolver<typeof ENDPOINTS.updateFamily>) =>
  (update = onEndpoint(ENDPOINTS.updateFamily, answer));
const COMMUNES_OF: Record<string, string[]> = { '69001': ['Lyon'] };
/** The communes the address form offers for a postal code. */
const answerCommunes = (communes: Record<string, string[]> = COMMUNES_OF) =>
  onEndpoint(ENDPOINTS.communes, ({ query }) => ({
    postal_code: query.postal_code,
    communes: communes[query.postal_code] ?? [],
  }));
const EDIT = { path: '/families/dashboard/edit-profile/:slugUser', url: '/families/dashboard/edit-profile/5' };

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerCommunes();
  answerFamily(makeFamily());
  answerUpdate(makeFamily());
});
afterEach(logoutSession);

async function renderLoaded() {
  renderRoute(<FamilyEditProfilePage />, EDIT);
  await screen.findByLabelText('Description');
}

it('sends anyone but a family home', () => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  renderRoute(<FamilyEditProfilePage />, EDIT);
  expect(currentPath()).toBe('/');
});

it('shows a spinner while the current data loads, then the heading and the prefilled form', async () => {
  const held = heldAnswer<typeof ENDPOINTS.readFamily>();
  answerFamily(held.answer);
  renderRoute(<FamilyEditProfilePage />, EDIT);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  expect(screen.getByRole('heading', { name: 'Remplissez uniquement les champs à mettre à jour' })).toBeInTheDocument();
  held.release(makeFamily());
  expect(await screen.findByLabelText('Description')).toHaveValue('Famille aimante');
  expect(family.requests.map(({ path }) => path)).toContain('/api/families/7');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Adresse')).toHaveValue('1 rue des Lilas');
  expect(screen.getByLabelText("Type d'habitation")).toHaveValue('2');
  expect(screen.getByLabelText('Jardin')).toBeChecked();
  expect(screen.getByLabelText("Nombre d'animaux possédés")).toHaveValue('1');
  expect(screen.getByRole('option', { name: '5+' })).toHaveValue('5');
});

it('sends only the edit-form fields, sanitised, with url_image null when no new image was chosen', async () => {
  const user = userEvent.setup();
  await renderLoaded();
  const city = screen.getByLabelText('Ville');
  await user.clear(city);
  await user.type(city, 'Lyon<script>alert(1)</script>');
  await user.selectOptions(screen.getByLabelText("Type d'habitation"), 'Ferme');
  await user.click(screen.getByLabelText('Jardin'));
  await user.selectOptions(screen.getByLabelText("Nombre d'animaux possédés"), '5+');
  await user.click(screen.getByLabelText('Recevoir les notifications par e-mail'));
  await user.click(screen.getByRole('button', { name: 'Valider' }));

  await waitFor(() => expect(update.count).toBe(1));
  expect(update.requests.map(({ path }) => path)).toEqual(['/api/families/5']);
  expect(update.last?.body).toEqual({
    description: 'Famille aimante',
    address: '1 rue des Lilas',
    city: 'Lyon',
    zip_code: '69001',
    phone_number: '0601020304',
    housing_type_id: 3,
    garden: false,
    owned_animals: '5',
    notifications_enabled: false,
    url_image: null,
    // The foster profile, as the family has it (here none yet: invisible by default).
    foster_species: [],
    available_from: '',
    available_until: '',
    capacity: 1,
    children_at_home: false,
    visible: false,
    // 'Recevoir les appels urgents': on unless the family turns it off.
    accepts_urgent_appeals: true,
  });
  expect(notify.success).toHaveBeenCalledWith('Famille Dupont modifiée avec succès.');
  await waitFor(() => expect(currentPath()).toBe('/familyprofile/7'));
});

it("edits the foster profile: species, availability, capacity, children, and the opt-in 'Je souhaite être visible des associations'", async () => {
  const user = userEvent.setup();
  answerFamily(
    makeFamily({
      foster: {
        species: ['Chat'],
        available_from: '2030-01-01',
        available_until: null,
        capacity: 2,
        children_at_home: false,
        visible: false,
        accepts_urgent_appeals: true,
      },
    }),
  );
  await renderLoaded();
  expect(screen.getByLabelText('Chat')).toBeChecked();
  expect(screen.getByLabelText('Je souhaite être visible des associations')).not.toBeChecked();
  await user.click(screen.getByLabelText('Chien'));
  await user.clear(screen.getByLabelText('Disponible à partir du'));
  await user.type(screen.getByLabelText("Disponible jusqu'au"), '2030-12-31');
  await user.selectOptions(screen.getByLabelText("Nombre d'animaux accueillis en même temps"), '3');
  await user.click(screen.getByLabelText('Enfants au foyer'));
  await user.click(screen.getByLabelText('Je souhaite être visible des associations'));
  expect(screen.getByLabelText('Recevoir les appels urgents')).toBeChecked();
  await user.click(screen.getByLabelText('Recevoir les appels urgents'));
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(update.count).toBe(1));
  expect(update.requests[0].body as Record<string, unknown>).toMatchObject({
    foster_species: ['Chien', 'Chat'],
    available_from: '',
    available_until: '2030-12-31',
    capacity: 3,
    children_at_home: true,
    visible: true,
    accepts_urgent_appeals: false,
  });
});

it('sends the chosen image as a data URL', async () => {
  const user = userEvent.setup();
  await renderLoaded();
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
  await chooseImageAndSubmit(user, file);
  await waitFor(() => expect(update.count).toBeGreaterThan(0));
  expect((update.requests[0].body as Record<string, unknown>).url_image).toMatch(/^data:image\/png;base64,/);
});

it('shows the failure toast (docs/product.md#messages) and stays on the screen', async () => {
  answerUpdate(refuse(500));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  await renderLoaded();
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() =>
    expect(notify.error).toHaveBeenCalledWith(
      'Un problème est survenu lors de la tentative de modification de la famille.',
    ),
  );
  expect(notify.success).not.toHaveBeenCalled();
  expect(currentPath()).toBe('/families/dashboard/edit-profile/5');
});

it("on a 400 shows the server's reasons under their fields and the others above the buttons", async () => {
  answerUpdate(
    refuse(400, {
      statusCode: 400,
      message: ['Le code postal doit contenir exactement 5 chiffres', 'Une autre raison'],
      error: 'Bad Request',
      fields: { zip_code: 'Le code postal doit contenir exactement 5 chiffres' },
    }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  await renderLoaded();
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Code postal')).toHaveAccessibleDescription(
      'Le code postal doit contenir exactement 5 chiffres',
    ),
  );
  expect(screen.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Une autre raison')).toBeInTheDocument();
  expect(notify.error).toHaveBeenCalledWith(
    'Un problème est survenu lors de la tentative de modification de la famille.',
  );
});

it('goes back one page with Annuler, sending nothing', async () => {
  const user = userEvent.setup();
  await renderLoaded();
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(currentPath()).toBe('/previous-page');
  expect(update.count).toBe(0);
});

it('shows no form when the current data cannot be loaded', async () => {
  answerFamily(refuse(500));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<FamilyEditProfilePage />, EDIT);
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les informations actuelles');
  expect(screen.queryByRole('button', { name: 'Valider' })).not.toBeInTheDocument();
});
