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
import FamilyPlacementPage from './family-placement-page';

const PAGE = { path: '/families/dashboard/placements/:placementId', url: '/families/dashboard/placements/41' };

const bon: VetAuthorisation = {
  id: 12,
  placement_id: 41,
  reason: 'Vaccin <b>CHPPiL</b>',
  max_amount_eur: 85.5,
  valid_until: '2026-12-31',
  vet_name: 'Clinique du Parc',
  issued_at: '2026-12-01T10:00:00.000Z',
  valid: true,
};
const expense = (over: Partial<Expense> = {}): Expense => ({
  id: 3,
  placement_id: 41,
  date: '2026-12-02',
  category: 'veterinaire',
  amount_eur: 42.5,
  note: null,
  status: 'en_attente',
  reason: null,
  receipt_url: '/api/expenses/3/receipt?token=abc',
  receipt_type: 'image',
  created_at: '2026-12-02T10:00:00.000Z',
  decided_at: null,
  ...over,
});
const listOf = (expenses: Expense[]): ExpenseList => {
  const total = expenses.reduce((sum, one) => sum + one.amount_eur, 0);
  return {
    expenses,
    totals: { total_eur: total, pending_eur: total, reimbursed_eur: 0, refused_eur: 0 },
    months: expenses.length
      ? [{ month: '2026-12', total_eur: total, pending_eur: total, reimbursed_eur: 0, refused_eur: 0 }]
      : [],
  };
};

beforeEach(() => {
  onEndpoint(ENDPOINTS.listNews, []);
  // The health record's section (its own test: features/health).
  onEndpoint(ENDPOINTS.listHealth, []);
  loginAs({ role: 'family', userId: 5, familyId: 7 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  logoutSession();
  jest.restoreAllMocks();
});

it("lists the association's bons, escaped, and downloads one under the API's name", async () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, [bon]);
  onEndpoint(ENDPOINTS.listExpenses, listOf([]));
  const pdf = onEndpoint(
    ENDPOINTS.vetAuthorisationPdf,
    new Reply<Blob>(200, '%PDF-1.7', {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="bon-veterinaire-12.pdf"',
    }),
  );
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: V.title });
  expect(await within(section).findByText(V.summary(bon.reason, 85.5, '2026-12-31'))).toBeInTheDocument();
  expect(section.querySelector('b')).toBeNull();
  await userEvent.click(within(section).getByRole('button', { name: V.download }));
  await waitFor(() => expect(saved).toEqual(['bon-veterinaire-12.pdf']));
  expect(pdf.last?.path).toBe('/api/vet-authorisations/12.pdf');
});

it('sends an expense with its receipt (a PDF), then lists it with its private link and the totals', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  const list = onEndpoint(ENDPOINTS.listExpenses, inTurn(listOf([]), listOf([expense({ receipt_type: 'pdf' })])));
  const post = onEndpoint(ENDPOINTS.submitExpense, expense());
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.title });
  expect(await within(section).findByText(M.empty)).toBeInTheDocument();
  await userEvent.clear(within(section).getByLabelText(M.amountLabel, { exact: false }));
  await userEvent.type(within(section).getByLabelText(M.amountLabel, { exact: false }), '42,50');
  // The picker speaks French whatever the browser's language.
  expect(within(section).getByText(M.receiptChoose)).toBeInTheDocument();
  expect(within(section).getByText('Aucun fichier choisi')).toBeInTheDocument();
  const receipt = new File(['%PDF-1.7 facture'], 'facture.pdf', { type: 'application/pdf' });
  await userEvent.upload(within(section).getByLabelText(M.receiptLabel), receipt);
  expect(await within(section).findByText('facture.pdf')).toBeInTheDocument();
  await userEvent.click(within(section).getByRole('button', { name: M.submit }));
  await waitFor(() => expect(post.count).toBe(1));
  expect(post.last?.path).toBe('/api/placements/41/expenses');
  expect(post.last?.body).toMatchObject({
    date: dayInParis(),
    category: 'veterinaire',
    amount_eur: '42,50',
    receipt: expect.stringMatching(/^data:application\/pdf;base64,/),
  });
  const link = await within(section).findByRole('link', { name: M.receipt });
  expect(link).toHaveAttribute('href', '/api/expenses/3/receipt?token=abc');
  expect(section).toHaveTextContent('Total : 42,50 €');
  expect(list.count).toBe(2);
});

it('sends nothing without a receipt, and refuses a file that is neither a photo nor a PDF', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'active' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, listOf([]));
  const post = onEndpoint(ENDPOINTS.submitExpense, expense());
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.title });
  // A picker that lets any file through, as some phones' do.
  const user = userEvent.setup({ applyAccept: false });
  await user.type(within(section).getByLabelText(M.amountLabel, { exact: false }), '12');
  await user.upload(
    within(section).getByLabelText(M.receiptLabel),
    new File(['texte'], 'note.txt', { type: 'text/plain' }),
  );
  expect(await within(section).findByText(M.receiptInvalid)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: M.submit }));
  expect(await within(section).findByText(M.receiptRequired)).toBeInTheDocument();
  expect(post.count).toBe(0);
});

it('has no expense form once the placement is over, and withdraws a waiting expense', async () => {
  onEndpoint(ENDPOINTS.readPlacement, makePlacement({ status: 'ended' }));
  onEndpoint(ENDPOINTS.listVetAuthorisations, []);
  onEndpoint(ENDPOINTS.listExpenses, inTurn(listOf([expense()]), listOf([])));
  const removed = onEndpoint(ENDPOINTS.withdrawExpense, undefined);
  renderRoute(<FamilyPlacementPage />, PAGE);
  const section = await screen.findByRole('region', { name: M.title });
  await within(section).findByRole('link', { name: M.receipt });
  expect(within(section).queryByRole('button', { name: M.submit })).toBeNull();
  await userEvent.click(within(section).getByRole('button', { name: M.withdraw }));
  await waitFor(() => expect(removed.count).toBe(1));
  expect(removed.last?.path).toBe('/api/expenses/3');
  expect(await within(section).findByText(M.empty)).toBeInTheDocument();
});
