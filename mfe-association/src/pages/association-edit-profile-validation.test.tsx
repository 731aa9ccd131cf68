import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MESSAGES } from '@petfoster/contracts';
import AssociationEditProfilePage from './association-edit-profile-page';
import { loginAs, logoutSession, makeAssociation, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const EDIT = { path: '/association/dashboard/edit-profile/:slugUser', url: '/association/dashboard/edit-profile/9' };

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.readAssociation, makeAssociation());
});
afterEach(() => {
  network.restore();
  logoutSession();
});

it("says the update schema's message under a wrong postal code once it is left, and on Valider sends nothing and focuses it", async () => {
  const user = userEvent.setup();
  renderRoute(<AssociationEditProfilePage />, EDIT);
  const zip = await screen.findByLabelText('Code postal');
  await user.clear(zip);
  await user.type(zip, '7501A');
  await user.tab();
  expect(zip).toHaveAccessibleDescription(MESSAGES.zipCodeFormat);
  await user.click(screen.getByLabelText("Nom de l'association"));
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  expect(zip).toHaveFocus();
  expect(zip).toHaveValue('7501A');
  expect(network.writes()).toEqual([]);
});
