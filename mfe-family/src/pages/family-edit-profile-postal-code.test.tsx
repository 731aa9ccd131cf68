import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { familiesApi, geoApi } from '@petfoster/platform/screens';
import FamilyEditProfilePage from './family-edit-profile-page';
import { httpError, loginAs, logoutSession, makeFamily, renderRoute } from '@petfoster/platform/test-utils';

// The address forms read the communes of a postal code from the API (GET /api/geo/communes): spied on the one geoApi.
jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('@petfoster/platform/screens', () => ({
  ...jest.requireActual('@petfoster/platform/screens'),
  familiesApi: { get: jest.fn(), update: jest.fn() },
}));

const api = familiesApi as jest.Mocked<typeof familiesApi>;
let communes: jest.SpiedFunction<typeof geoApi.communes>;
const EDIT = { path: '/families/dashboard/edit-profile/:slugUser', url: '/families/dashboard/edit-profile/5' };
const COMMUNES: Record<string, string[]> = { '69001': ['Lyon'], '13008': ['Marseille'], '13000': [] };

beforeEach(() => {
  communes = jest.spyOn(geoApi, 'communes');
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  api.get.mockResolvedValue(makeFamily());
  communes.mockImplementation(async (code: string) => ({ postal_code: code, communes: COMMUNES[code] ?? [] }));
});
afterEach(logoutSession);

it('a new postal code whose communes do not include the city offers them; the chosen one is sent', async () => {
  api.update.mockResolvedValue(makeFamily({ zip_code: '13008', city: 'Marseille' }));
  const user = userEvent.setup();
  renderRoute(<FamilyEditProfilePage />, EDIT);
  const zip = await screen.findByLabelText('Code postal');
  await user.clear(zip);
  await user.type(zip, '13008');
  await user.selectOptions(await screen.findByLabelText('Communes du code postal 13008'), 'Marseille');
  expect(screen.getByLabelText('Ville')).toHaveValue('Marseille');
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
  expect(api.update.mock.calls[0][1]).toMatchObject({ zip_code: '13008', city: 'Marseille' });
});

it("13000: the API's refusal under the postal code, said once, with the Marseille arrondissements' range", async () => {
  api.update.mockRejectedValue(
    httpError(400, {
      statusCode: 400,
      message: ['Code postal inconnu'],
      fields: { zip_code: 'Code postal inconnu' },
    }),
  );
  const user = userEvent.setup();
  renderRoute(<FamilyEditProfilePage />, EDIT);
  const zip = await screen.findByLabelText('Code postal');
  await user.clear(zip);
  await user.type(zip, '13000');
  expect(
    await screen.findByText('Marseille : un code postal par arrondissement, de 13001 à 13016.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(zip).toHaveAccessibleDescription('Code postal inconnu'));
  expect(screen.getAllByText('Code postal inconnu')).toHaveLength(1);
});
