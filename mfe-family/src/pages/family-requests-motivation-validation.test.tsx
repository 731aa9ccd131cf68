import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MARKUP_ONLY_MESSAGE, MAX_LENGTHS, tooLongMessage } from '@petfoster/contracts';
import FamilyRequestsPage from './family-requests-page';
import AnimalRequestArea from '../features/animal-request/components/animal-request-area';
import { loginAs, logoutSession, makeAnimal, makeRequest, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const pending = makeRequest({
  id: 21,
  status: 'En attente',
  animal: { id: 11, name: 'Rex', url_image: null, url_thumbnail: null },
});

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.familyRequests, { requests: [pending] });
  onEndpoint(ENDPOINTS.listInvitations, []);
});
afterEach(() => {
  network.restore();
  logoutSession();
});

it("editing a motivation: a text over the route's limit is said under it with the schema's message, and nothing is sent", async () => {
  const user = userEvent.setup();
  renderRoute(<FamilyRequestsPage />, {
    path: '/families/dashboard/:familyId/requests-management',
    url: '/families/dashboard/7/requests-management',
  });
  const card = await screen.findByRole('article', { name: 'Demande pour Rex' });
  await user.click(within(card).getByRole('button', { name: 'Modifier' }));
  const dialog = within(screen.getByRole('dialog'));
  const textarea = dialog.getByLabelText('Motivation');
  await user.clear(textarea);
  await user.click(textarea);
  await user.paste('a'.repeat(MAX_LENGTHS.motivation + 1));
  expect(textarea).toHaveAccessibleDescription(
    expect.stringContaining(tooLongMessage('motivation', MAX_LENGTHS.motivation)),
  );
  expect(dialog.getByRole('button', { name: 'Valider' })).toBeDisabled();
  expect(network.sentTo('/api/families/requests-mods')).toEqual([]);
  expect(textarea).toHaveValue('a'.repeat(MAX_LENGTHS.motivation + 1));
});

it('a new request: a motivation of tags only is refused under the field before any request is sent', async () => {
  const user = userEvent.setup();
  renderRoute(<AnimalRequestArea animal={makeAnimal({ requests: [] })} />, {
    path: '/animals-details/:id',
    url: '/animals-details/11',
  });
  await user.click(await screen.findByRole('button', { name: 'Faire une demande' }));
  const dialog = within(await screen.findByRole('dialog'));
  const textarea = dialog.getByLabelText('Motivation (facultatif)');
  await user.type(textarea, '<p></p>');
  expect(textarea).toHaveAccessibleDescription(expect.stringContaining(MARKUP_ONLY_MESSAGE));
  expect(dialog.getByRole('button', { name: 'Envoyer la demande' })).toBeDisabled();
  expect(network.sentTo('/api/animals/requests')).toEqual([]);
});
