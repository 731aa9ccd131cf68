import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MATCHING_MESSAGES, MESSAGES } from '@petfoster/contracts';
import FamilyEditProfilePage from './family-edit-profile-page';
import { loginAs, logoutSession, makeFamily, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const EDIT = { path: '/families/dashboard/edit-profile/:slugUser', url: '/families/dashboard/edit-profile/5' };

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.readFamily, makeFamily());
});
afterEach(() => {
  network.restore();
  logoutSession();
});

async function renderLoaded() {
  renderRoute(<FamilyEditProfilePage />, EDIT);
  await screen.findByLabelText('Description');
}

it("says the update schema's message under a phone number once it is left, and on Valider sends nothing and focuses it", async () => {
  const user = userEvent.setup();
  await renderLoaded();
  const phone = screen.getByLabelText('Téléphone');
  await user.clear(phone);
  await user.type(phone, '06010203');
  await user.tab();
  expect(phone).toHaveAccessibleDescription(MESSAGES.phoneFormat);
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  expect(phone).toHaveFocus();
  expect(phone).toHaveValue('06010203');
  expect(network.writes()).toEqual([]);
});

it('refuses a foster availability that ends before it starts, under the end date, before any request', async () => {
  const user = userEvent.setup();
  await renderLoaded();
  await user.type(screen.getByLabelText('Disponible à partir du'), '2031-06-30');
  await user.type(screen.getByLabelText("Disponible jusqu'au"), '2031-06-01');
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  expect(screen.getByLabelText("Disponible jusqu'au")).toHaveAccessibleDescription(MATCHING_MESSAGES.availabilityOrder);
  expect(network.writes()).toEqual([]);
});
