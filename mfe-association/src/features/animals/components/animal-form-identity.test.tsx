import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANIMAL_IDENTITY_MESSAGES as M, ENDPOINTS } from '@petfoster/contracts';
import { AddAnimalButton } from './add-animal-button';
import AnimalOwnerActions from './animal-owner-actions';
import { currentPath, loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received } from '@petfoster/platform/test-utils/network';

/*
 * The animal form's identification and sterilisation (docs/product.md#animal-identification): three optional fields,
 * checked by the route's schema as typed, sent as the API reads them.
 */

const DETAIL = { path: '/animals-details/:id', url: '/animals-details/11' };

let creation: Received<typeof ENDPOINTS.createAnimal>;
let update: Received<typeof ENDPOINTS.updateAnimal>;
beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  creation = onEndpoint(ENDPOINTS.createAnimal, makeAnimal({ name: 'Félix' }));
  update = onEndpoint(ENDPOINTS.updateAnimal, makeAnimal());
  // The health record under the owner's actions (its own tests: features/health).
  onEndpoint(ENDPOINTS.listHealth, []);
});
afterEach(logoutSession);

async function openAddForm() {
  const user = userEvent.setup();
  renderRoute(<AddAnimalButton associationId={3} />, DETAIL);
  await user.click(screen.getByRole('button', { name: 'Ajouter un animal' }));
  const form = within(screen.getByRole('dialog', { name: 'Ajouter un animal' }));
  await user.selectOptions(form.getByLabelText('Espèce *'), 'Chat');
  await user.type(form.getByLabelText('Nom *'), 'Félix');
  await user.selectOptions(form.getByLabelText('Sexe *'), 'mâle');
  await user.type(form.getByLabelText('Date de naissance *'), '2024-02-10');
  return { user, form };
}

it('offers Aucune, Puce électronique and Tatouage, and Non renseigné, Oui and Non, each under its label', async () => {
  const { form } = await openAddForm();
  const type = form.getByLabelText('Identification');
  expect(
    within(type)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Aucune', 'Puce électronique', 'Tatouage']);
  expect(type).toHaveValue('');
  const sterilised = form.getByLabelText('Stérilisé');
  expect(
    within(sterilised)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Non renseigné', 'Oui', 'Non']);
  expect(form.getByLabelText("Numéro d'identification")).toHaveAccessibleDescription(M.numberHint);
});

it('adding: a puce typed with spaces and the sterilisation are sent', async () => {
  const { user, form } = await openAddForm();
  await user.selectOptions(form.getByLabelText('Identification'), 'Puce électronique');
  await user.type(form.getByLabelText("Numéro d'identification"), '250 268 712 345 678');
  await user.selectOptions(form.getByLabelText('Stérilisé'), 'Oui');
  await user.click(form.getByRole('button', { name: 'Ajouter' }));
  await waitFor(() => expect(currentPath()).toBe('/associations/dashboard'));
  expect(creation.last?.body).toMatchObject({
    identification_type: 'puce',
    identification_number: '250 268 712 345 678',
    sterilised: true,
  });
});

it('adding without them sends none of the three', async () => {
  const { user, form } = await openAddForm();
  await user.click(form.getByRole('button', { name: 'Ajouter' }));
  await waitFor(() => expect(creation.count).toBe(1));
  for (const key of ['identification_type', 'identification_number', 'sterilised'])
    expect(creation.last?.body).not.toHaveProperty(key);
});

it("a tatouage that is not 3 letters and 3 digits is said under the number with the schema's message, and nothing is sent", async () => {
  const { user, form } = await openAddForm();
  await user.selectOptions(form.getByLabelText('Identification'), 'Tatouage');
  const number = form.getByLabelText("Numéro d'identification");
  await user.type(number, 'AB12');
  expect(number).toHaveAccessibleDescription(expect.stringContaining(M.numberInvalid));
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(form.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
  await user.clear(number);
  await user.type(number, '250268712345678');
  expect(number).toHaveAccessibleDescription(expect.stringContaining(M.numberFormat.tatouage));
  await user.clear(number);
  await user.type(number, 'abc123');
  expect(number).not.toHaveAttribute('aria-invalid');
  expect(form.getByRole('button', { name: 'Ajouter' })).toBeEnabled();
  expect(creation.count).toBe(0);
});

it('a type without a number says the number is required once the number field is left, by keyboard', async () => {
  const { user, form } = await openAddForm();
  const type = form.getByLabelText('Identification');
  await user.click(type);
  await user.selectOptions(type, 'Puce électronique');
  await user.tab();
  const number = form.getByLabelText("Numéro d'identification");
  expect(number).toHaveFocus();
  await user.tab();
  expect(number).toHaveAccessibleDescription(expect.stringContaining(M.numberRequired));
  expect(form.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
});

it('editing: starts from the animal and sends a change, clearing the identification with Aucune', async () => {
  const user = userEvent.setup();
  const animal = makeAnimal({ identification_type: 'tatouage', identification_number: 'ABC123', sterilised: false });
  renderRoute(<AnimalOwnerActions animal={animal} />, DETAIL);
  await user.click(screen.getByRole('button', { name: 'Editer' }));
  const form = within(screen.getByRole('dialog', { name: 'Modifier Rex' }));
  expect(form.getByLabelText('Identification')).toHaveValue('tatouage');
  expect(form.getByLabelText("Numéro d'identification")).toHaveValue('ABC123');
  expect(form.getByLabelText('Stérilisé')).toHaveValue('false');
  await user.selectOptions(form.getByLabelText('Identification'), 'Aucune');
  await user.clear(form.getByLabelText("Numéro d'identification"));
  await user.selectOptions(form.getByLabelText('Stérilisé'), 'Oui');
  await user.click(form.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(update.count).toBe(1));
  expect(update.last?.body).toMatchObject({ identification_type: null, identification_number: null, sterilised: true });
});
