import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@petfoster/platform';
import AssociationEditProfilePage from './association-edit-profile-page';
import {
  chooseImageAndSubmit,
  currentPath,
  loginAs,
  logoutSession,
  makeAssociation,
  renderRoute,
} from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

let association: Received<typeof ENDPOINTS.readAssociation>;
const answerAssociation = (answer: Resolver<typeof ENDPOINTS.readAssociation>) =>
  (association = onEndpoint(ENDPOINTS.readAssociation, answer));
let update: Received<typeof ENDPOINTS.updateAssociation>;
const answerUpdate = (answer: Resolver<typeof ENDPOINTS.updateAssociation>) =>
  (update = onEndpoint(ENDPOINTS.updateAssociation, answer));
/** The communes the address form offers for a postal code. */
const answerCommunes = () =>
  onEndpoint(ENDPOINTS.communes, ({ query }) => ({
    postal_code: query.postal_code,
    communes:
      query.postal_code === '14400'
        ? ['Bayeux', 'Saint-Vigor-le-Grand']
        : query.postal_code === '75011'
          ? ['Paris']
          : [],
  }));
const EDIT = { path: '/association/dashboard/edit-profile/:slugUser', url: '/association/dashboard/edit-profile/9' };

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  answerAssociation(makeAssociation());
  answerCommunes();
  // Routes a test expects untouched are there to count requests.
  answerUpdate(makeAssociation());
});
afterEach(logoutSession);

async function renderLoaded() {
  renderRoute(<AssociationEditProfilePage />, EDIT);
  await screen.findByLabelText("Nom de l'association");
}

it('sends anyone but an association home', () => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  renderRoute(<AssociationEditProfilePage />, EDIT);
  expect(currentPath()).toBe('/');
});

it('shows a spinner while loading, then the heading and the prefilled form', async () => {
  renderRoute(<AssociationEditProfilePage />, EDIT);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  expect(screen.getByRole('heading', { name: 'Remplissez uniquement les champs à mettre à jour' })).toBeInTheDocument();
  expect(await screen.findByLabelText("Nom de l'association")).toHaveValue('Les Pattes');
  expect(association.requests.map(({ path }) => path)).toContain('/api/associations/3');
  expect(screen.getByLabelText('Description')).toHaveValue('Refuge parisien');
  expect(screen.getByLabelText('Téléphone')).toHaveValue('0102030405');
});

it('sends only the form fields, sanitised, plus url_image null and the role, then goes to the profile', async () => {
  answerUpdate(makeAssociation({ name_association: 'Les Pattes Douces' }));
  const user = userEvent.setup();
  await renderLoaded();
  const name = screen.getByLabelText("Nom de l'association");
  await user.clear(name);
  await user.type(name, 'Les Pattes Douces<img src=x onerror=alert(1)>');
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(update.count).toBe(1));
  expect(update.requests.map(({ path }) => path)).toEqual(['/api/associations/9']);
  expect(update.last?.body).toEqual({
    name_association: 'Les Pattes Douces',
    description: 'Refuge parisien',
    address: '2 avenue des Chats',
    city: 'Paris',
    zip_code: '75011',
    phone_number: '0102030405',
    url_image: null,
    notifications_enabled: true,
    role: 'association',
  });
  expect(notify.success).toHaveBeenCalledWith('Association Les Pattes Douces modifiée avec succès.');
  await waitFor(() => expect(currentPath()).toBe('/associationprofile/3'));
});

it('sends a newly chosen image as a data URL', async () => {
  answerUpdate(makeAssociation());
  const user = userEvent.setup();
  await renderLoaded();
  await chooseImageAndSubmit(user, new File([new Uint8Array([71, 73, 70])], 'logo.gif', { type: 'image/gif' }));
  await waitFor(() => expect(update.count).toBeGreaterThan(0));
  expect((update.requests[0].body as Record<string, unknown>).url_image).toMatch(/^data:image\/gif;base64,/);
});

it('shows the failure toast (docs/product.md#messages) and stays', async () => {
  answerUpdate(refuse(500));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  await renderLoaded();
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() =>
    expect(notify.error).toHaveBeenCalledWith(
      "Un problème est survenu lors de la tentative de modification de l'association.",
    ),
  );
  expect(currentPath()).toBe('/association/dashboard/edit-profile/9');
});

it('goes back one page with Annuler', async () => {
  const user = userEvent.setup();
  await renderLoaded();
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(currentPath()).toBe('/previous-page');
  expect(update.count).toBe(0);
});
