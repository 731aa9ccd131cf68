import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MARKUP_ONLY_MESSAGE, MAX_LENGTHS, tooLongMessage } from '@petfoster/contracts';
import AssociationFindFamilyPage from './association-find-family-page';
import { loginAs, logoutSession, makeAnimal, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const alice = {
  id: 7,
  firstname: 'Alice',
  city: 'Caen',
  department: '14',
  housing_type_id: 1,
  houseType: 'Maison',
  garden: true,
  species: ['Chien'],
  available_from: '2030-01-01',
  available_until: null,
  capacity: 2,
  distance_km: 3.2,
};

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loginAs({ role: 'association', userId: 1, associationId: 3 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.searchFamilies, [alice]);
  onEndpoint(ENDPOINTS.listInvitations, []);
  onEndpoint(ENDPOINTS.associationAnimals, { animals: [makeAnimal({ id: 11, name: 'Rex' })] });
});
afterEach(() => {
  network.restore();
  logoutSession();
});

async function openProposal() {
  const user = userEvent.setup();
  renderRoute(<AssociationFindFamilyPage />, {
    url: '/associations/dashboard/find-family',
    path: '/associations/dashboard/find-family',
  });
  await user.click(await screen.findByRole('button', { name: 'Proposer un animal' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Proposer un animal à Alice' }));
  await dialog.findByRole('option', { name: /Rex/ });
  return {
    user,
    dialog,
    animal: dialog.getByRole('combobox', { name: 'Animal' }),
    message: dialog.getByRole('textbox', { name: 'Message' }),
  };
}

it("a message of tags only is refused under the field with the invitation route's message, and nothing is sent", async () => {
  const { user, dialog, animal, message } = await openProposal();
  await user.selectOptions(animal, '11');
  await user.type(message, '<p></p>');
  expect(message).toHaveAccessibleDescription(expect.stringContaining(MARKUP_ONLY_MESSAGE));
  expect(dialog.getByRole('button', { name: 'Envoyer la proposition' })).toBeDisabled();
  expect(network.sentTo('/api/invitations').filter((request) => request.method === 'POST')).toEqual([]);
});

it("a message over the limit gets the schema's message and is kept as typed; nothing is sent", async () => {
  const { user, dialog, animal, message } = await openProposal();
  await user.selectOptions(animal, '11');
  await user.click(message);
  await user.paste('a'.repeat(MAX_LENGTHS.motivation + 1));
  expect(message).toHaveAccessibleDescription(
    expect.stringContaining(tooLongMessage('message', MAX_LENGTHS.motivation)),
  );
  expect(dialog.getByRole('button', { name: 'Envoyer la proposition' })).toBeDisabled();
  expect(network.sentTo('/api/invitations').filter((request) => request.method === 'POST')).toEqual([]);
  expect(message).toHaveValue('a'.repeat(MAX_LENGTHS.motivation + 1));
});

it('no animal chosen: the schema says it under the list once left, and nothing is sent', async () => {
  const { user, dialog, animal, message } = await openProposal();
  await user.type(message, 'Rex vous irait bien.');
  await user.click(animal);
  await user.tab();
  expect(animal).toHaveAccessibleDescription('Le champ animal_id est requis');
  expect(dialog.getByRole('button', { name: 'Envoyer la proposition' })).toBeDisabled();
  expect(network.sentTo('/api/invitations').filter((request) => request.method === 'POST')).toEqual([]);
});
