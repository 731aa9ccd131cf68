import { ENDPOINTS } from '@petfoster/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, sessionStore } from '@petfoster/platform';
import type { FamilySearchResult, Invitation } from '@petfoster/contracts';
import AssociationFindFamilyPage from './association-find-family-page';
import { makeAnimal, makeInvitation, renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() },
}));
let search: Received<typeof ENDPOINTS.searchFamilies>;
const answerSearch = (answer: Resolver<typeof ENDPOINTS.searchFamilies>) =>
  (search = onEndpoint(ENDPOINTS.searchFamilies, answer));
const answerList = (answer: Resolver<typeof ENDPOINTS.listInvitations>) =>
  onEndpoint(ENDPOINTS.listInvitations, answer);
let create: Received<typeof ENDPOINTS.createInvitation>;
const answerCreate = (answer: Resolver<typeof ENDPOINTS.createInvitation>) =>
  (create = onEndpoint(ENDPOINTS.createInvitation, answer));
const answerAnimals = (answer: Resolver<typeof ENDPOINTS.associationAnimals>) =>
  onEndpoint(ENDPOINTS.associationAnimals, answer);

const alice: FamilySearchResult = {
  id: 7,
  firstname: 'Alice',
  city: 'Caen',
  department: '14',
  housing_type_id: 1,
  houseType: 'Maison',
  garden: true,
  species: ['Chien', 'Chat'],
  available_from: '2030-01-01',
  available_until: null,
  capacity: 2,
  distance_km: 3.2,
};

const renderAt = (url = '/associations/dashboard/find-family') =>
  renderRoute(<AssociationFindFamilyPage />, { url, path: '/associations/dashboard/find-family' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  act(() =>
    sessionStore.setState({
      token: 't',
      role: 'association',
      userId: 1,
      familyId: null,
      associationId: 3,
      isLoggedIn: true,
    }),
  );
  answerSearch(listReply([alice]));
  // Routes a test expects untouched are there to count requests.
  answerCreate(makeInvitation());
  answerList([]);
  answerAnimals({
    animals: [
      makeAnimal({ id: 11, name: 'Rex' }),
      makeAnimal({
        id: 12,
        name: 'Placé',
        requests: [{ id: 1, status: 'Approuvée', family_id: 9, association_id: 3, animal_id: 12 }],
      }),
    ],
  });
});
afterEach(() => act(() => sessionStore.getState().logout()));

it('lists the families found with what a stranger may see, and the count', async () => {
  renderAt('/associations/dashboard/find-family?near=14000&species=Chien');
  expect(await screen.findByRole('heading', { name: 'Alice' })).toBeInTheDocument();
  expect(search.requests.map(({ query }) => query)).toContainEqual({ near: '14000', species: 'Chien' });
  expect(screen.getByText('1 famille')).toBeInTheDocument();
  expect(screen.getByText('Caen (14) · à 3.2 km')).toBeInTheDocument();
  expect(screen.getByText('Espèces acceptées : Chien, Chat')).toBeInTheDocument();
  expect(screen.getByText('Capacité : 2 animaux à la fois')).toBeInTheDocument();
});

it('a filter goes into the URL and into the search', async () => {
  renderAt();
  await screen.findByRole('heading', { name: 'Alice' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jardin' }), 'true');
  await waitFor(() => expect(location()).toBe('/associations/dashboard/find-family?garden=true'));
  expect(search.last?.query).toEqual({ garden: 'true' });
});

it("'Proposer un animal' offers only animals not housed and sends the invitation", async () => {
  answerCreate(makeInvitation());
  renderAt();
  await userEvent.click(await screen.findByRole('button', { name: 'Proposer un animal' }));
  const dialog = await screen.findByRole('dialog');
  const select = within(dialog).getByRole('combobox', { name: 'Animal' });
  await within(dialog).findByRole('option', { name: /Rex/ });
  expect(within(dialog).queryByRole('option', { name: /Placé/ })).not.toBeInTheDocument();
  await userEvent.selectOptions(select, '11');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Rex vous irait bien.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la proposition' }));
  await waitFor(() =>
    expect(create.bodies).toContainEqual({ family_id: 7, animal_id: 11, message: 'Rex vous irait bien.' }),
  );
  expect(notify.success).toHaveBeenCalledWith('Proposition envoyée à Alice.');
});

it("a second open proposal shows the server's 409 message", async () => {
  answerCreate(
    refuse(409, {
      statusCode: 409,
      message: 'Une proposition est déjà en attente de réponse pour cette famille et cet animal.',
    }),
  );
  renderAt();
  await userEvent.click(await screen.findByRole('button', { name: 'Proposer un animal' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('option', { name: /Rex/ });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Animal' }), '11');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Encore');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la proposition' }));
  await waitFor(() =>
    expect(notify.error).toHaveBeenCalledWith(
      'Une proposition est déjà en attente de réponse pour cette famille et cet animal.',
    ),
  );
});

it('shows the proposals sent with their state, and an empty state that clears the filters', async () => {
  answerList([
    {
      id: 1,
      status: 'declined',
      message: 'x',
      created_at: '2030-01-01T00:00:00.000Z',
      answered_at: null,
      request_id: null,
      animal: { id: 11, name: 'Rex', gender: 'mâle', url_thumbnail: null, housed: false },
      association: { id: 3, name_association: 'Les Pattes' },
      family: { id: 7, firstname: 'Alice', city: 'Caen' },
      decline_reason: 'Nous partons <b>en mars</b>.',
    },
  ]);
  answerSearch(listReply([]));
  renderAt('/associations/dashboard/find-family?department=2A');
  expect(await screen.findByText(/Alice \(Caen\) : Déclinée/)).toBeInTheDocument();
  // The family's reason, as text.
  expect(screen.getByText('Raison donnée : Nous partons <b>en mars</b>.')).toBeInTheDocument();
  expect(await screen.findByText('Aucune famille ne correspond à ces critères.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
  await waitFor(() => expect(location()).toBe('/associations/dashboard/find-family'));
});

it("names a proposal whose family deleted its account 'Famille supprimée', never an empty name", async () => {
  answerList([
    {
      id: 2,
      status: 'accepted',
      message: 'x',
      created_at: '2030-01-01T00:00:00.000Z',
      answered_at: '2030-01-02T00:00:00.000Z',
      request_id: 40,
      animal: { id: 12, name: 'Placé', gender: 'mâle', url_thumbnail: null, housed: true },
      association: { id: 3, name_association: 'Les Pattes' },
      family: { id: 9, firstname: '', city: '', deleted: true },
      decline_reason: null,
    } satisfies Invitation,
  ]);
  renderAt();
  const line = (await screen.findByRole('link', { name: 'Placé' })).closest('li') as HTMLElement;
  expect(line).toHaveTextContent('Placé → Famille supprimée : Demande faite');
  expect(line).not.toHaveTextContent('()');
});
