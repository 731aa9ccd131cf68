import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dayInParis,
  ENDPOINTS,
  EXPENSE_MESSAGES as M,
  VET_AUTHORISATION_MESSAGES as V,
  type Expense,
  type ExpenseList,
  type VetAuthorisation,
} from '@petfoster/contracts';
import { loginAs, logoutSession, makePlacement, renderRoute } from '@petfoster/platform/test-utils';
import { inTurn, onEndpoint, Reply } from '@petfoster/platform/test-utils/network';
import AssociationPlacementPage from './association-placement-page';

/** A day within the bon's year of validity. */
const UNTIL = (() => {
  const date = new Date(`${dayInParis()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 30);
  return date.toISOString().slice(0, 10);
})();
const setup = () => userEvent.setup({ delay: null });

const PAGE = { path: '/associations/dashboard/placements/:placementId', url: '/associations/dashboard/placements/41' };

const bon: VetAuthorisation = {
  id: 12,
  placement_id: 41,
  reason: 'Vaccin',
  max_amount_eur: 80,
  valid_until: UNTIL,
  vet_name: null,
  issued_at: '2026-12-01T10:00:00.000Z',
  valid: true,
};
const expense = (over: Partial<Expense> = {}): Expense => ({
  id: 3,
  placement_id: 41,
  date: '2026-12-02',
  category: 'litiere',
  amount_eur: 19.9,
  note: 'Litière <i>végétale</i>',
  status: 'en_attente',
  reason: null,
  receipt_url: '/api/expenses/3/receipt?token=xyz',
  receipt_type: 'image',
  created_at: '2026-12-02T10:00:00.000Z',
  decided_at: null,
  ...over,
});
const listOf = (expenses: Expense[], reimbursed = 0): ExpenseList => {
  const total = expenses.reduce((sum, one) => sum + one.amount_eur, 0);
  const totals = { total_eur: total, pending_eur: total - reimbursed, reimbursed_eur: reimbursed, refused_eur: 0 };
  return { expenses, totals, months: expenses.length ? [{ month: '2026-12', ...totals }] : [] };
};

beforeEach(() => {
  onEndpoint(ENDPOINTS.listNews, []);
  loginAs({ role: 'association', userId: 9, associationId: 3, associationRole: 'referent' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logoutSession());

it("issues a 'Bon vétérinaire', then lists it", async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listExpenses, listOf([]));
  onEndpoint(ENDPOINTS.listVetAuthorisations, inTurn([], [bon]));
  const issued = onEndpoint(ENDPOINTS.issueVetAuthorisation, bon);
  const user = setup();
  renderRoute(<AssociationPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: V.issueTitle });
  await user.type(within(section).getByLabelText(V.reasonLabel, { exact: false }), 'Vaccin');
  await user.type(within(section).getByLabelText(V.amountLabel, { exact: false }), '80');
  await user.type(within(section).getByLabelText(V.validUntilLabel, { exact: false }), UNTIL);
  await user.click(within(section).getByRole('button', { name: V.issue }));
  await waitFor(() => expect(issued.count).toBe(1));
  expect(issued.last?.path).toBe('/api/placements/41/vet-authorisations');
  expect(issued.last?.body).toMatchObject({ reason: 'Vaccin', max_amount_eur: '80', valid_until: UNTIL });
  expect(await within(section).findByText(V.summary('Vaccin', 80, UNTIL))).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: V.download })).toBeInTheDocument();
});

it('sends no bon without a reason', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listExpenses, listOf([]));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  const issued = onEndpoint(ENDPOINTS.issueVetAuthorisation, bon);
  const user = setup();
  renderRoute(<AssociationPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: V.issueTitle });
  await user.click(within(section).getByRole('button', { name: V.issue }));
  expect(await within(section).findByText(V.reasonRequired)).toBeInTheDocument();
  expect(issued.count).toBe(0);
});

it("lists the family's expenses with their receipts, and reimburses one", async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(
    ENDPOINTS.listExpenses,
    inTurn(
      listOf([expense()]),
      listOf([expense({ status: 'remboursee', decided_at: '2026-12-03T10:00:00.000Z' })], 19.9),
    ),
  );
  const decided = onEndpoint(ENDPOINTS.decideExpense, expense({ status: 'remboursee' }));
  const user = setup();
  renderRoute(<AssociationPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.title });
  expect(await within(section).findByText('Litière <i>végétale</i>')).toBeInTheDocument();
  expect(section.querySelector('i')).toBeNull();
  expect(within(section).getByRole('link', { name: M.receipt })).toHaveAttribute(
    'href',
    '/api/expenses/3/receipt?token=xyz',
  );
  await user.click(within(section).getByRole('button', { name: M.reimburse }));
  await waitFor(() => expect(decided.count).toBe(1));
  expect(decided.last?.path).toBe('/api/expenses/3');
  expect(decided.last?.body).toEqual({ status: 'remboursee', reason: null });
  await waitFor(() => expect(within(section).queryByRole('button', { name: M.reimburse })).toBeNull());
  expect(section).toHaveTextContent('Remboursée : 19,90 €');
});

it('refuses one with the reason typed', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, listOf([expense()]));
  const decided = onEndpoint(ENDPOINTS.decideExpense, expense({ status: 'refusee' }));
  const user = setup();
  renderRoute(<AssociationPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.title });
  await user.type(await within(section).findByLabelText(M.refuseReasonLabel), 'Hors contrat');
  await user.click(within(section).getByRole('button', { name: M.refuse }));
  await waitFor(() => expect(decided.count).toBe(1));
  expect(decided.last?.body).toEqual({ status: 'refusee', reason: 'Hors contrat' });
});

it("downloads the association's expenses of the period as CSV, under the API's name", async () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, listOf([]));
  const csv = onEndpoint(
    ENDPOINTS.expensesCsv,
    new Reply<Blob>(200, '\ufeffDate;Accueil', {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="depenses-2026-12-01-2026-12-31.csv"',
    }),
  );
  const user = setup();
  renderRoute(<AssociationPlacementPage />, PAGE);
  const form = await screen.findByRole('region', { name: M.csvTitle });
  await user.click(within(form).getByRole('button', { name: M.csvDownload }));
  await waitFor(() => expect(saved).toEqual(['depenses-2026-12-01-2026-12-31.csv']));
  const placement = makePlacement();
  expect(csv.last?.path).toBe(`/api/associations/${placement.association.id}/expenses.csv`);
  expect(csv.last?.query).toEqual({ from: `${dayInParis().slice(0, 7)}-01`, to: dayInParis() });
  click.mockRestore();
});
