import { ENDPOINTS } from '@petfoster/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssociationEditProfilePage from './association-edit-profile-page';
import { loginAs, logoutSession, makeAssociation, renderRoute } from '@petfoster/platform/test-utils';
import { onEndpoint, type Received, type Resolver } from '@petfoster/platform/test-utils/network';

jest.mock('@petfoster/platform', () => ({
  ...jest.requireActual('@petfoster/platform'),
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const answerAssociation = (answer: Resolver<typeof ENDPOINTS.readAssociation>) =>
  onEndpoint(ENDPOINTS.readAssociation, answer);
let update: Received<typeof ENDPOINTS.updateAssociation>;
const answerUpdate = (answer: Resolver<typeof ENDPOINTS.updateAssociation>) =>
  (update = onEndpoint(ENDPOINTS.updateAssociation, answer));
/** The communes the address form offers for a postal code. */
const answerCommunes = () =>
  onEndpoint(ENDPOINTS.communes, ({ query }) => ({
    postal_code: query.postal_code,
    communes:
      query.postal_code === '14400'
        ? ['Bayeux', 'Saint-Vigor-le-Grand']
        : query.postal_code === '75011'
          ? ['Paris']
          : [],
  }));
const EDIT = { path: '/association/dashboard/edit-profile/:slugUser', url: '/association/dashboard/edit-profile/9' };

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3 });
  answerAssociation(makeAssociation());
  answerUpdate(makeAssociation({ zip_code: '14400', city: 'Bayeux' }));
  answerCommunes();
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
  await waitFor(() => expect(update.count).toBe(1));
  expect(update.requests[0].body as Record<string, unknown>).toMatchObject({ zip_code: '14400', city: 'Bayeux' });
});
