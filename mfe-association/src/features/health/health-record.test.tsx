import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, HEALTH_ENTRY_TYPES, HEALTH_MESSAGES as M, type HealthEntry } from '@petfoster/contracts';
import { loginAs, logoutSession, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, recordRequests, refuse } from '@petfoster/platform/test-utils/network';
import { HealthRecord } from '@petfoster/platform/screens';

const PAGE = { path: '/animals-details/:id', url: '/animals-details/11' };

const entry = (over: Partial<HealthEntry>): HealthEntry => ({
  id: 1,
  animal_id: 11,
  type: 'visite',
  date: '2026-10-01',
  next_due: null,
  name: null,
  product: null,
  result: null,
  vet: null,
  note: null,
  kg: null,
  from: null,
  to: null,
  dosage: null,
  added_by: 'association',
  author_firstname: 'Paul',
  editable: true,
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  ...over,
});

const RECORD: HealthEntry[] = [
  entry({
    id: 4,
    type: 'poids',
    date: '2026-11-20',
    kg: 12.5,
    added_by: 'family',
    author_firstname: 'Julie',
    editable: false,
  }),
  entry({ id: 3, type: 'vaccination', date: '2026-11-02', name: 'CHPPiL', next_due: '2027-11-02' }),
  entry({ id: 2, type: 'poids', date: '2026-10-15', kg: 11.8 }),
  entry({ id: 1, type: 'visite', date: '2026-10-01', vet: 'Dr Vidal', note: 'Oreilles <b>sales</b>' }),
];

const region = () => screen.findByRole('region', { name: M.title });
const renderRecord = (types: readonly (typeof HEALTH_ENTRY_TYPES)[number][] = HEALTH_ENTRY_TYPES) =>
  renderRoute(<HealthRecord animalId={11} speciesId={1} types={types} />, PAGE);

beforeEach(() => {
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'referent' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logoutSession());

it('shows the record newest first, the family’s entries marked, the weights as a chart, texts escaped', async () => {
  onEndpoint(ENDPOINTS.listHealth, RECORD);
  renderRecord();
  const section = await region();
  const items = await within(section).findAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Poids : 12,5 kg',
    'Vaccination : CHPPiL',
    'Poids : 11,8 kg',
    'Visite vétérinaire',
  ]);
  expect(within(items[0]).getByText(M.addedByFamily)).toBeInTheDocument();
  expect(within(items[1]).queryByText(M.addedByFamily)).toBeNull();
  expect(within(items[1]).getByText('Prochaine échéance : 02/11/2027')).toBeInTheDocument();
  // Not editable any more: no buttons; the others have theirs.
  expect(within(items[0]).queryByRole('button')).toBeNull();
  expect(within(items[1]).getByRole('button', { name: /Modifier : Vaccination : CHPPiL/ })).toBeInTheDocument();
  expect(within(items[3]).getByText('Oreilles <b>sales</b>')).toBeInTheDocument();
  const chart = within(section).getByRole('img', { name: /Courbe de poids/ });
  expect(chart.getAttribute('aria-label')).toContain('15/10/2026 11,8 kg, 20/11/2026 12,5 kg');
  expect(chart.querySelectorAll('circle')).toHaveLength(2);
});

it('adds a vaccination with a suggestion of the species, then shows it', async () => {
  const added = entry({ id: 9, type: 'vaccination', name: 'Rage', date: '2026-11-25' });
  onEndpoint(ENDPOINTS.listHealth, inTurn([], [added]));
  const add = onEndpoint(ENDPOINTS.addHealthEntry, added);
  const user = userEvent.setup();
  renderRecord();
  const section = await region();
  expect(await within(section).findByText(M.empty)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: M.add }));
  expect(within(section).getByLabelText(M.typeLabel)).toHaveValue('vaccination');
  await user.click(within(section).getByRole('button', { name: 'Rage' }));
  expect(within(section).getByLabelText(/^Vaccin/)).toHaveValue('Rage');
  await user.type(within(section).getByLabelText(/^Date/), '2026-11-25');
  await user.click(within(section).getByRole('button', { name: M.save }));
  await waitFor(() => expect(add.count).toBe(1));
  expect(add.last?.path).toBe('/api/animals/11/health');
  expect(add.last?.body).toEqual({ type: 'vaccination', name: 'Rage', date: '2026-11-25', next_due: null });
  expect(await within(section).findByRole('heading', { name: 'Vaccination : Rage' })).toBeInTheDocument();
});

it("checks each type's fields with its schema before sending anything", async () => {
  const sent = recordRequests();
  onEndpoint(ENDPOINTS.listHealth, []);
  const user = userEvent.setup();
  renderRecord();
  const section = await region();
  await user.click(await within(section).findByRole('button', { name: M.add }));
  await user.selectOptions(within(section).getByLabelText(M.typeLabel), 'poids');
  await user.type(within(section).getByLabelText(/^Date/), '2026-11-25');
  await user.type(within(section).getByLabelText(/^Poids/), '130');
  await user.click(within(section).getByRole('button', { name: M.save }));
  expect(await within(section).findByText(M.kgInvalid)).toBeInTheDocument();
  expect(sent.writes()).toEqual([]);
});

it("shows the API's refusal under its field (a date in the future)", async () => {
  onEndpoint(ENDPOINTS.listHealth, []);
  onEndpoint(
    ENDPOINTS.addHealthEntry,
    refuse(400, {
      statusCode: 400,
      code: 'invalid_field',
      message: [M.dateInFuture],
      error: 'Bad Request',
      fields: { date: M.dateInFuture },
    }),
  );
  const user = userEvent.setup();
  renderRecord();
  const section = await region();
  await user.click(await within(section).findByRole('button', { name: M.add }));
  await user.selectOptions(within(section).getByLabelText(M.typeLabel), 'sterilisation');
  await user.type(within(section).getByLabelText(/^Date/), '2030-01-01');
  await user.click(within(section).getByRole('button', { name: M.save }));
  expect(await within(section).findByText(M.dateInFuture)).toBeInTheDocument();
  expect(within(section).getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
});

it('edits an entry in place and deletes another after asking', async () => {
  const visit = entry({ id: 1, type: 'visite', date: '2026-10-01', vet: 'Dr Vidal', note: 'RAS' });
  onEndpoint(ENDPOINTS.listHealth, inTurn([visit], [{ ...visit, note: 'Tout va bien' }], []));
  const update = onEndpoint(ENDPOINTS.updateHealthEntry, { ...visit, note: 'Tout va bien' });
  const removal = onEndpoint(ENDPOINTS.deleteHealthEntry, undefined);
  const user = userEvent.setup();
  renderRecord();
  const section = await region();
  await user.click(await within(section).findByRole('button', { name: /^Modifier/ }));
  const note = within(section).getByLabelText(/^Note/);
  expect(note).toHaveValue('RAS');
  await user.clear(note);
  await user.type(note, 'Tout va bien');
  await user.click(within(section).getByRole('button', { name: M.save }));
  await waitFor(() => expect(update.count).toBe(1));
  expect(update.last?.path).toBe('/api/health/1');
  expect(update.last?.body).toEqual({ type: 'visite', date: '2026-10-01', vet: 'Dr Vidal', note: 'Tout va bien' });
  expect(await within(section).findByText('Tout va bien')).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: /^Supprimer/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: M.delete }));
  await waitFor(() => expect(removal.count).toBe(1));
  expect(removal.last?.path).toBe('/api/health/1');
  expect(await within(section).findByText(M.empty)).toBeInTheDocument();
});

it('a bénévole reads the record without any way to change it', async () => {
  loginAs({ role: 'association', userId: 10, associationId: 3, associationRole: 'benevole' });
  onEndpoint(
    ENDPOINTS.listHealth,
    RECORD.map((one) => ({ ...one, editable: false })),
  );
  renderRecord([]);
  const section = await region();
  expect(await within(section).findAllByRole('listitem')).toHaveLength(4);
  expect(within(section).queryByRole('button')).toBeNull();
});
