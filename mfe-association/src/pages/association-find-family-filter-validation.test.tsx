import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, MATCHING_MESSAGES } from '@petfoster/contracts';
import AssociationFindFamilyPage from './association-find-family-page';
import { currentPath, loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, recordRequests } from '@petfoster/platform/test-utils/network';

const FIND = '/associations/dashboard/find-family';

let network: ReturnType<typeof recordRequests>;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  loginAs({ role: 'association', userId: 1, associationId: 3 });
  network = recordRequests();
  onEndpoint(ENDPOINTS.searchFamilies, []);
  onEndpoint(ENDPOINTS.listInvitations, []);
});
afterEach(() => {
  network.restore();
  logoutSession();
});

async function renderSearch() {
  const user = userEvent.setup();
  renderRoute(<AssociationFindFamilyPage />, { url: FIND, path: FIND });
  await screen.findByText('Aucune famille ne correspond à ces critères.');
  return { user, searches: () => network.sentTo('/api/families/search').length };
}

it("a postal code the search route would refuse is said under 'Près de' with its message, and no search is sent", async () => {
  const { user, searches } = await renderSearch();
  const before = searches();
  const near = screen.getByLabelText('Près de (code postal)');
  await user.type(near, '75 011');
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  expect(near).toHaveAccessibleDescription(MATCHING_MESSAGES.near);
  expect(currentPath()).toBe(FIND);
  expect(searches()).toBe(before);
  expect(near).toHaveValue('75 011');
});

it("a department code the route would refuse is said under 'Département', and no search is sent", async () => {
  const { user, searches } = await renderSearch();
  const before = searches();
  const department = screen.getByLabelText('Département');
  await user.type(department, '999');
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  expect(department).toHaveAccessibleDescription(MATCHING_MESSAGES.department);
  expect(currentPath()).toBe(FIND);
  expect(searches()).toBe(before);
  // Corrected, the message goes and the search runs with it.
  await user.clear(department);
  await user.type(department, '2a');
  expect(department).not.toHaveAccessibleDescription(MATCHING_MESSAGES.department);
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  expect(currentPath()).toBe(`${FIND}?department=2A`);
});
