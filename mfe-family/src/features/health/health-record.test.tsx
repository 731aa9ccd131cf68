import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_ERRORS,
  ENDPOINTS,
  FAMILY_HEALTH_TYPES,
  HEALTH_MESSAGES as M,
  type HealthEntry,
} from '@petfoster/contracts';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, refuse } from '@petfoster/platform/test-utils/network';
import { HealthRecord } from '@petfoster/platform/screens';

const PAGE = { path: '/families/dashboard/placements/:placementId', url: '/families/dashboard/placements/41' };

const weight = (over: Partial<HealthEntry> = {}): HealthEntry => ({
  id: 6,
  animal_id: 11,
  type: 'poids',
  date: '2026-11-25',
  next_due: null,
  name: null,
  product: null,
  result: null,
  vet: null,
  note: null,
  kg: 4.2,
  from: null,
  to: null,
  dosage: null,
  added_by: 'family',
  author_firstname: 'Julie',
  editable: true,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

const region = () => screen.findByRole('region', { name: M.title });

beforeEach(() => {
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logoutSession());

it('the family adds a weight as typed on a phone (decimal comma), among its three types only', async () => {
  onEndpoint(ENDPOINTS.listHealth, inTurn([], [weight()]));
  const add = onEndpoint(ENDPOINTS.addHealthEntry, weight());
  const user = userEvent.setup();
  renderRoute(<HealthRecord animalId={11} speciesId={2} types={FAMILY_HEALTH_TYPES} />, PAGE);
  const section = await region();
  await user.click(await within(section).findByRole('button', { name: M.add }));
  const type = within(section).getByLabelText(M.typeLabel);
  expect(
    within(type)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Visite vétérinaire', 'Poids', 'Traitement']);
  await user.selectOptions(type, 'poids');
  await user.type(within(section).getByLabelText(/^Date/), '2026-11-25');
  await user.type(within(section).getByLabelText(/^Poids/), '4,2');
  await user.click(within(section).getByRole('button', { name: M.save }));
  await waitFor(() => expect(add.count).toBe(1));
  expect(add.last?.body).toEqual({ type: 'poids', date: '2026-11-25', kg: '4,2' });
  const item = await within(section).findByRole('listitem');
  expect(within(item).getByRole('heading').textContent).toBe('Poids : 4,2 kg');
  expect(within(item).getByText(M.addedByFamily)).toBeInTheDocument();
});

it("says why an edit is refused once the family's 24 hours have passed", async () => {
  onEndpoint(ENDPOINTS.listHealth, [weight()]);
  onEndpoint(
    ENDPOINTS.updateHealthEntry,
    refuse(403, {
      statusCode: 403,
      code: 'health_entry_locked',
      message: API_ERRORS.health_entry_locked.message,
      error: 'Forbidden',
    }),
  );
  const user = userEvent.setup();
  renderRoute(<HealthRecord animalId={11} speciesId={2} types={FAMILY_HEALTH_TYPES} />, PAGE);
  const section = await region();
  await user.click(await within(section).findByRole('button', { name: /^Modifier/ }));
  const kg = within(section).getByLabelText(/^Poids/);
  expect(kg).toHaveValue('4,2');
  await user.clear(kg);
  await user.type(kg, '4,3');
  await user.click(within(section).getByRole('button', { name: M.save }));
  expect(await within(section).findByText(API_ERRORS.health_entry_locked.message)).toBeInTheDocument();
});
