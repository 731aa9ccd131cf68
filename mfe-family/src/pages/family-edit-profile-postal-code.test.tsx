import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FamilyEditProfilePage from './family-edit-profile-page';
import { loginAs, logoutSession, makeFamily, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, refuse, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
const answerFamily = (answer: Resolver<typeof ENDPOINTS.readFamily>) => onEndpoint(ENDPOINTS.readFamily, answer);
let update: Received<typeof ENDPOINTS.updateFamily>;
const answerUpdate = (answer: Resolver<typeof ENDPOINTS.updateFamily>) =>
  (update = onEndpoint(ENDPOINTS.updateFamily, answer));
const COMMUNES_OF: Record<string, string[]> = { '69001': ['Lyon'] };
/** The communes the address form offers for a postal code. */
const answerCommunes = (communes: Record<string, string[]> = COMMUNES_OF) =>
  onEndpoint(ENDPOINTS.communes, ({ query }) => ({
    postal_code: query.postal_code,
    communes: communes[query.postal_code] ?? [],
  }));
const EDIT = { path: '/families/dashboard/edit-profile/:slugUser', url: '/families/dashboard/edit-profile/5' };
const COMMUNES: Record<string, string[]> = { '69001': ['Lyon'], '13008': ['Marseille'], '13000': [] };

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerFamily(makeFamily());
  answerCommunes(COMMUNES);
});
afterEach(logoutSession);

it('a new postal code whose communes do not include the city offers them; the chosen one is sent', async () => {
  answerUpdate(makeFamily({ zip_code: '13008', city: 'Marseille' }));
  const user = userEvent.setup();
  renderRoute(<FamilyEditProfilePage />, EDIT);
  const zip = await screen.findByLabelText('Code postal');
  await user.clear(zip);
  await user.type(zip, '13008');
  await user.selectOptions(await screen.findByLabelText('Communes du code postal 13008'), 'Marseille');
  expect(screen.getByLabelText('Ville')).toHaveValue('Marseille');
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(update.count).toBe(1));
  expect(update.requests[0].body as Record<string, unknown>).toMatchObject({ zip_code: '13008', city: 'Marseille' });
});

it("13000: the API's refusal under the postal code, said once, with the Marseille arrondissements' range", async () => {
  answerUpdate(
    refuse(400, {
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
