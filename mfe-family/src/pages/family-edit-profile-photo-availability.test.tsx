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
const PAST =
  'Cette période de disponibilité est déjà passée\u00a0: choisissez une date de fin à venir, ou laissez-la vide.';
/** The same as the text queries read it (they collapse the non-breaking space, not the string they are given). */
const PAST_TEXT = PAST.replace('\u00a0', ' ');

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  answerCommunes();
  answerFamily(makeFamily());
});
afterEach(logoutSession);

it('shows the current photo above the picker', async () => {
  renderRoute(<FamilyEditProfilePage />, EDIT);
  const photo = await screen.findByRole('img', { name: 'Photo actuelle de la famille' });
  expect(photo).toHaveAttribute('src', '/uploads/dupont.webp');
  expect(screen.getByText('Photo actuelle : choisissez une image pour la remplacer.')).toBeInTheDocument();
});

it('shows no photo when the profile has none', async () => {
  answerFamily(makeFamily({ url_image: null, url_thumbnail: null }));
  renderRoute(<FamilyEditProfilePage />, EDIT);
  await screen.findByLabelText('Description');
  expect(screen.queryByRole('img', { name: 'Photo actuelle de la famille' })).not.toBeInTheDocument();
});

it('warns at once under the end date when the whole period is already past', async () => {
  const user = userEvent.setup();
  renderRoute(<FamilyEditProfilePage />, EDIT);
  const until = await screen.findByLabelText("Disponible jusqu'au");
  await user.type(until, '2020-06-30');
  await waitFor(() => expect(until).toHaveAccessibleDescription(PAST));
  expect(until).toHaveAttribute('aria-invalid', 'true');
  await user.clear(until);
  await user.type(until, '2099-06-30');
  await waitFor(() => expect(until).not.toHaveAttribute('aria-invalid'));
  expect(screen.queryByText(PAST_TEXT)).not.toBeInTheDocument();
});

it("after the API refused a past end date, correcting it clears the message (the server's answer is not kept)", async () => {
  answerUpdate(refuse(400, { statusCode: 400, message: [PAST], fields: { available_until: PAST } }));
  const user = userEvent.setup();
  renderRoute(<FamilyEditProfilePage />, EDIT);
  const until = await screen.findByLabelText("Disponible jusqu'au");
  await user.type(until, '2020-06-30');
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  await waitFor(() => expect(update.count).toBeGreaterThan(0));
  await waitFor(() => expect(screen.getByLabelText("Disponible jusqu'au")).toHaveAccessibleDescription(PAST));
  expect(screen.getAllByText(PAST_TEXT)).toHaveLength(1);
  await user.clear(screen.getByLabelText("Disponible jusqu'au"));
  await user.type(screen.getByLabelText("Disponible jusqu'au"), '2099-06-30');
  await waitFor(() => expect(screen.queryByText(PAST_TEXT)).not.toBeInTheDocument());
});
