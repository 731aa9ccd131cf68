import { ENDPOINTS } from '@petfoster/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@petfoster/platform';
import type { FamilySearchResult } from '@petfoster/contracts';
import AssociationFindFamilyPage from './association-find-family-page';
import { renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, type Received } from '@petfoster/platform/test-utils/network';

let search: Received<typeof ENDPOINTS.searchFamilies>;
const alice: FamilySearchResult = {
  id: 7,
  firstname: 'Alice',
  url_thumbnail: '/uploads/alice.webp',
  presentation: 'Nous vivons au calme près de la mer avec deux enfants…',
  city: 'Paris',
  department: '75',
  housing_type_id: 2,
  houseType: 'Appartement',
  garden: false,
  species: ['Chat'],
  available_from: null,
  available_until: null,
  capacity: 1,
  distance_km: 2.9,
};

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
  onEndpoint(ENDPOINTS.listInvitations, []);
  onEndpoint(ENDPOINTS.associationAnimals, { animals: [] });
  search = onEndpoint(ENDPOINTS.searchFamilies, listReply([alice]));
});

const renderAt = (url = '/associations/dashboard/find-family') =>
  renderRoute(<AssociationFindFamilyPage />, { url, path: '/associations/dashboard/find-family' });
const location = () => screen.getByTestId('location').textContent;

it("a result card shows the family's photo and the first lines of its presentation", async () => {
  renderAt();
  const card = (await screen.findByRole('heading', { name: 'Alice' })).closest('li') as HTMLElement;
  expect(within(card).getByRole('img', { name: 'Photo de la famille de Alice' })).toHaveAttribute(
    'src',
    '/uploads/alice.webp',
  );
  expect(within(card).getByText('Nous vivons au calme près de la mer avec deux enfants…')).toBeInTheDocument();
  expect(within(card).getByText(/à 2,9 km|à 2.9 km/)).toBeInTheDocument();
});

it("'Rayon' can be chosen before any search, and goes with the postal code", async () => {
  const user = userEvent.setup();
  renderAt();
  await screen.findByRole('heading', { name: 'Alice' });
  const radius = screen.getByLabelText('Rayon');
  expect(radius).toBeEnabled();
  await user.selectOptions(radius, '10');
  expect(radius).toHaveValue('10');
  await user.type(screen.getByLabelText('Près de (code postal)'), '75011');
  await user.click(screen.getByRole('button', { name: 'Rechercher' }));
  await waitFor(() => expect(location()).toBe('/associations/dashboard/find-family?near=75011&radius_km=10'));
  expect(search.last?.query).toEqual({ near: '75011', radius_km: '10' });
  // Once searching near a code, a new radius applies at once.
  await user.selectOptions(screen.getByLabelText('Rayon'), '25');
  await waitFor(() => expect(location()).toBe('/associations/dashboard/find-family?near=75011&radius_km=25'));
});
