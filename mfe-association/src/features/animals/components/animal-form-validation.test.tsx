import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, MAX_LENGTHS, tooLongMessage } from '@petfoster/contracts';
import { AddAnimalButton } from './add-animal-button';
import AnimalOwnerActions from './animal-owner-actions';
import { loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { recordRequests } from '@petfoster/platform/test-utils/network';

const DETAIL = { path: '/animals-details/:id', url: '/animals-details/11' };

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  network = recordRequests();
});
afterEach(() => {
  network.restore();
  logoutSession();
});

it("adding: a birth date in the future is said under it with the create schema's message, and nothing is sent", async () => {
  const user = userEvent.setup();
  renderRoute(<AddAnimalButton associationId={3} />, DETAIL);
  await user.click(screen.getByRole('button', { name: 'Ajouter un animal' }));
  const form = within(screen.getByRole('dialog', { name: 'Ajouter un animal' }));
  await user.selectOptions(form.getByLabelText('Espèce *'), 'Chat');
  await user.type(form.getByLabelText('Nom *'), 'Félix');
  await user.selectOptions(form.getByLabelText('Sexe *'), 'femelle');
  const birth = form.getByLabelText('Date de naissance *');
  await user.type(birth, '2999-01-01');
  expect(birth).toHaveAccessibleDescription(API_MESSAGES.invalidDate);
  expect(form.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
  await user.click(form.getByRole('button', { name: 'Ajouter' }));
  expect(network.sentTo('/api/animals')).toEqual([]);
  expect(form.getByLabelText('Nom *')).toHaveValue('Félix');
});

it("editing: a breed over the update schema's limit is said under it, and nothing is sent", async () => {
  const user = userEvent.setup();
  renderRoute(<AnimalOwnerActions animal={makeAnimal()} />, DETAIL);
  await user.click(screen.getByRole('button', { name: 'Editer' }));
  const form = within(screen.getByRole('dialog'));
  const breed = form.getByLabelText('Race');
  await user.clear(breed);
  await user.click(breed);
  await user.paste('b'.repeat(MAX_LENGTHS.breed + 1));
  expect(breed).toHaveAccessibleDescription(expect.stringContaining(tooLongMessage('race', MAX_LENGTHS.breed)));
  expect(form.getByRole('button', { name: 'Valider' })).toBeDisabled();
  expect(network.writes()).toEqual([]);
});
