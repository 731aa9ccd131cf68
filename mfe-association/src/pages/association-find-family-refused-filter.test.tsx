import { ENDPOINTS } from '@petfoster/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@petfoster/platform';
import type { FamilySearchResult } from '@petfoster/contracts';
import AssociationFindFamilyPage from './association-find-family-page';
import { renderRoute } from '@petfoster/platform/test-utils';
import { listReply, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';

const NEAR_UNKNOWN = 'Le paramètre near ne correspond à aucun code postal connu';
const alice: FamilySearchResult = {
  id: 7,
  firstname: 'Alice',
  city: 'Caen',
  department: '14',
  housing_type_id: 1,
  houseType: 'Maison',
  garden: true,
  species: ['Chien'],
  available_from: null,
  available_until: null,
  capacity: 1,
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
  onEndpoint(ENDPOINTS.searchFamilies, ({ query }) =>
    query.near && query.near !== '14000'
      ? refuse(400, { statusCode: 400, message: [NEAR_UNKNOWN], fields: { near: NEAR_UNKNOWN } })
      : listReply([alice]),
  );
});

const renderAt = (url: string) =>
  renderRoute(<AssociationFindFamilyPage />, { url, path: '/associations/dashboard/find-family' });

it("'Près de' 13000: the API's message and the Marseille range under the field, the families found kept", async () => {
  renderAt('/associations/dashboard/find-family');
  expect(await screen.findByRole('heading', { name: 'Alice' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Près de (code postal)'), '13000');
  await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
  const near = screen.getByLabelText('Près de (code postal)');
  await waitFor(() => expect(near).toHaveAccessibleDescription(expect.stringContaining(NEAR_UNKNOWN)));
  expect(near).toHaveAccessibleDescription(
    expect.stringContaining('Marseille\u00a0: un code postal par arrondissement, de 13001 à 13016.'),
  );
  expect(screen.getByRole('heading', { name: 'Alice' })).toBeInTheDocument();
  expect(screen.getByText('1 famille')).toBeInTheDocument();
  expect(screen.queryByText('La recherche a échoué. Vérifiez les filtres puis réessayez.')).not.toBeInTheDocument();
});

it('the same for a hand-edited URL', async () => {
  renderAt('/associations/dashboard/find-family?near=75000');
  const near = await screen.findByLabelText('Près de (code postal)');
  await waitFor(() => expect(near).toHaveAccessibleDescription(expect.stringContaining(NEAR_UNKNOWN)));
  expect(near).toHaveAccessibleDescription(expect.stringContaining('de 75001 à 75020'));
  expect(screen.queryByText('La recherche a échoué. Vérifiez les filtres puis réessayez.')).not.toBeInTheDocument();
});
