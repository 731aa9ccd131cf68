import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { associationsApi } from '@petfoster/platform';
import { geoApi } from '@petfoster/platform/screens';
import AssociationEditProfilePage from './association-edit-profile-page';
import { loginAs, logoutSession, makeAssociation, renderRoute } from '@petfoster/platform/test-utils';

// The address forms read the communes of a postal code from the API (GET /api/geo/communes): spied on the one geoApi.
jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  associationsApi: { get: jest.fn(), update: jest.fn() },
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const api = associationsApi as jest.Mocked<typeof associationsApi>;
let communes: jest.SpiedFunction<typeof geoApi.communes>;
const EDIT = { path: '/association/dashboard/edit-profile/:slugUser', url: '/association/dashboard/edit-profile/9' };

beforeEach(() => {
  communes = jest.spyOn(geoApi, 'communes');
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  api.get.mockResolvedValue(makeAssociation());
  api.update.mockResolvedValue(makeAssociation({ zip_code: '14400', city: 'Bayeux' }));
  communes.mockImplementation(async (code: string) => ({
    postal_code: code,
    communes: code === '14400' ? ['Bayeux', 'Saint-Vigor-le-Grand'] : code === '75011' ? ['Paris'] : [],
  }));
});
afterEach(logoutSession);

it('says when the city is not one of the new postal code’s communes and offers them', async () => {
  const user = userEvent.setup();
  renderRoute(<AssociationEditProfilePage />, EDIT);
  const zip = await screen.findByLabelText('Code postal');
  expect(screen.queryByText('Cette ville ne correspond pas au code postal')).not.toBeInTheDocument();
  await user.clear(zip);
  await user.type(zip, '14400');
  expect(await screen.findByText('Cette ville ne correspond pas au code postal')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Communes du code postal 14400'), 'Bayeux');
  expect(screen.getByLabelText('Ville')).toHaveValue('Bayeux');
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
  expect(api.update.mock.calls[0][1]).toMatchObject({ zip_code: '14400', city: 'Bayeux' });
});
