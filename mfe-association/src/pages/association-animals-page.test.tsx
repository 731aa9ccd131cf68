import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MARKUP_ONLY_MESSAGE } from '@petfoster/contracts';
import { notify } from '@petfoster/platform';
import AssociationAnimalsPage from './association-animals-page';
import { currentPath, loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

let associationAnimals: Received<typeof ENDPOINTS.associationAnimals>;
const answerAssociationAnimals = (answer: Resolver<typeof ENDPOINTS.associationAnimals>) =>
  (associationAnimals = onEndpoint(ENDPOINTS.associationAnimals, answer));
let creation: Received<typeof ENDPOINTS.createAnimal>;
const answerCreation = (answer: Resolver<typeof ENDPOINTS.createAnimal>) =>
  (creation = onEndpoint(ENDPOINTS.createAnimal, answer));
const PUBLIC = { path: '/association/:slug/animals-list', url: '/association/3/animals-list' };
const DASHBOARD = { path: '/associations/dashboard/:slug/animals-list', url: '/associations/dashboard/3/animals-list' };

beforeEach(() => {
  answerAssociationAnimals({
    animals: [makeAnimal(), makeAnimal({ id: 12, name: 'Mina', species_id: 2, species: { id: 2, name: 'Chat' } })],
  });
});
afterEach(logoutSession);

it('an unknown or deleted association is the 404 page, not an empty list', async () => {
  answerAssociationAnimals(refuse(404));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderRoute(<AssociationAnimalsPage />, PUBLIC);
  await waitFor(() => expect(currentPath()).toBe('/404'));
});

it.each([
  ['public route', PUBLIC],
  ['dashboard route', DASHBOARD],
])('lists the association animals as cards on the %s', async (_label, route) => {
  renderRoute(<AssociationAnimalsPage />, route);
  expect(await screen.findByRole('link', { name: /Rex/ })).toHaveAttribute('href', '/animals-details/11');
  expect(screen.getByRole('link', { name: /Mina/ })).toHaveAttribute('href', '/animals-details/12');
  expect(associationAnimals.requests.map(({ path }) => path)).toContain('/api/associations/3/animals');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nos animaux');
});

describe("'Ajouter un animal'", () => {
  it('shows for the association whose id is in the route', async () => {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    renderRoute(<AssociationAnimalsPage />, PUBLIC);
    await screen.findByRole('link', { name: /Rex/ });
    expect(screen.getByRole('button', { name: 'Ajouter un animal' })).toBeInTheDocument();
  });

  it('is hidden for another association, a family and a visitor', async () => {
    loginAs({ role: 'association', userId: 10, associationId: 4 });
    const { unmount } = renderRoute(<AssociationAnimalsPage />, PUBLIC);
    await screen.findByRole('link', { name: /Rex/ });
    expect(screen.queryByRole('button', { name: 'Ajouter un animal' })).not.toBeInTheDocument();
    unmount();
    loginAs({ role: 'family', userId: 5, familyId: 7 });
    const second = renderRoute(<AssociationAnimalsPage />, PUBLIC);
    await screen.findByRole('link', { name: /Rex/ });
    expect(screen.queryByRole('button', { name: 'Ajouter un animal' })).not.toBeInTheDocument();
    second.unmount();
    logoutSession();
    renderRoute(<AssociationAnimalsPage />, PUBLIC);
    await screen.findByRole('link', { name: /Rex/ });
    expect(screen.queryByRole('button', { name: 'Ajouter un animal' })).not.toBeInTheDocument();
  });
});

describe('the add-animal modal', () => {
  async function openModal() {
    loginAs({ role: 'association', userId: 9, associationId: 3 });
    const user = userEvent.setup();
    renderRoute(<AssociationAnimalsPage />, DASHBOARD);
    await screen.findByRole('link', { name: /Rex/ });
    await user.click(screen.getByRole('button', { name: 'Ajouter un animal' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Ajouter un animal' }) };
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const form = within(dialog);
    await user.selectOptions(form.getByLabelText('Espèce *'), 'Chat');
    await user.type(form.getByLabelText('Nom *'), 'Félix');
    await user.selectOptions(form.getByLabelText('Sexe *'), 'femelle');
    await user.type(form.getByLabelText('Date de naissance *'), '2024-02-10');
  }

  it('keeps Ajouter disabled until species, name, gender and birth date are filled', async () => {
    const { user, dialog } = await openModal();
    const form = within(dialog);
    const submit = form.getByRole('button', { name: 'Ajouter' });
    expect(submit).toBeDisabled();
    expect(form.getByLabelText('Date de naissance *')).toBeRequired();
    expect(form.getByLabelText('Race')).not.toBeRequired();
    await user.selectOptions(form.getByLabelText('Espèce *'), 'Chat');
    await user.type(form.getByLabelText('Nom *'), 'Félix');
    await user.selectOptions(form.getByLabelText('Sexe *'), 'femelle');
    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Date de naissance *'), '2024-02-10');
    expect(submit).toBeEnabled();
  });

  it('posts the body (docs/product.md#calls) and goes to the dashboard with the success toast', async () => {
    answerCreation(makeAnimal({ name: 'Félix' }));
    const { user, dialog } = await openModal();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('Race'), 'Européen');
    await user.type(within(dialog).getByLabelText('Description'), 'Câline <script>x()</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
    expect(creation.bodies).toContainEqual({
      name: 'Félix',
      breed: 'Européen',
      date_of_birth: '2024-02-10',
      description: 'Câline',
      gender: 'femelle',
      url_image: null,
      species_id: 2,
      association_id: 3,
    });
    expect(notify.success).toHaveBeenCalledWith('Félix a été ajouté avec succès.');
  });

  it('shows the failure toast (docs/product.md#messages) and keeps the modal open', async () => {
    answerCreation(refuse(500));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openModal();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Un problème est survenu lors de l'ajout de l'animal."),
    );
    expect(screen.getByRole('dialog', { name: 'Ajouter un animal' })).toBeInTheDocument();
    expect(currentPath()).toBe('/associations/dashboard/3/animals-list');
  });

  it("shows the server's reasons in the form: under the image, and the rest above the buttons", async () => {
    const imageMessage = "L'image doit être un fichier JPEG, PNG ou GIF de 10 Mo au plus";
    answerCreation(
      refuse(400, {
        statusCode: 400,
        message: [imageMessage, 'Une autre raison'],
        error: 'Bad Request',
        fields: { url_image: imageMessage },
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openModal();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText(imageMessage)).toBeInTheDocument();
    expect(within(dialog).getByText('Une autre raison')).toBeInTheDocument();
    // The reasons are in the form: no generic toast on top of them.
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('keeps a name of tags only as typed, and says the reason the API would give under the name, sending nothing', async () => {
    answerCreation(
      refuse(400, {
        statusCode: 400,
        message: [MARKUP_ONLY_MESSAGE],
        error: 'Bad Request',
        fields: { name: MARKUP_ONLY_MESSAGE },
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openModal();
    const form = within(dialog);
    await user.selectOptions(form.getByLabelText('Espèce *'), 'Chat');
    await user.type(form.getByLabelText('Nom *'), '<i></i>');
    await user.selectOptions(form.getByLabelText('Sexe *'), 'femelle');
    await user.type(form.getByLabelText('Date de naissance *'), '2024-02-10');
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(form.getByLabelText('Nom *')).toHaveValue('<i></i>');
    expect(await form.findByText(MARKUP_ONLY_MESSAGE)).toBeInTheDocument();
    expect(form.getByLabelText('Nom *')).toHaveAccessibleDescription(MARKUP_ONLY_MESSAGE);
    // The create schema refuses it as the API does: said before sending.
    expect(creation.count).toBe(0);
  });

  it('keeps a 150-character name whole and says it is too long instead of cutting it', async () => {
    const { user, dialog } = await openModal();
    const form = within(dialog);
    await fillRequired(user, dialog);
    const name = form.getByLabelText('Nom *');
    await user.clear(name);
    const long = 'Félix'.repeat(30);
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Le champ nom ne doit pas dépasser 100 caractères'),
    );
    expect(form.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
  });
});
