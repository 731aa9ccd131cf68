import { ENDPOINTS, type BodyOf, type Endpoints, type QueryOf } from '@petfoster/contracts';
import { call, send } from '@petfoster/platform';
import { download, type DownloadedFile } from './placements';

/*
 * The calls of the vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses), both sides' (as the
 * placements' are): the association issues bons and decides expenses, the family submits and withdraws them.
 */
type Id = number | string;

/** Under the placement keys: a write that refreshes every placement refreshes these too. */
export const vetAuthorisationsQueryKey = (placementId: Id) =>
  ['placements', 'vet-authorisations', String(placementId)] as const;
export const expensesQueryKey = (placementId: Id) => ['placements', 'expenses', String(placementId)] as const;

export const vetCareApi = {
  vetAuthorisations(placementId: Id) {
    return call(ENDPOINTS.listVetAuthorisations, { params: { id: placementId } });
  },
  issue(placementId: Id, body: BodyOf<Endpoints['issueVetAuthorisation']>) {
    return call(ENDPOINTS.issueVetAuthorisation, { params: { id: placementId }, body });
  },
  async vetAuthorisationPdf(id: Id): Promise<DownloadedFile> {
    return download(await send(ENDPOINTS.vetAuthorisationPdf, { params: { id } }));
  },
  expenses(placementId: Id) {
    return call(ENDPOINTS.listExpenses, { params: { id: placementId } });
  },
  submitExpense(placementId: Id, body: BodyOf<Endpoints['submitExpense']>) {
    return call(ENDPOINTS.submitExpense, { params: { id: placementId }, body });
  },
  withdrawExpense(id: Id) {
    return call(ENDPOINTS.withdrawExpense, { params: { id } });
  },
  decide(id: Id, body: BodyOf<Endpoints['decideExpense']>) {
    return call(ENDPOINTS.decideExpense, { params: { id }, body });
  },
  /** The association's expenses of the period, as CSV. */
  async expensesCsv(associationId: Id, query: QueryOf<Endpoints['expensesCsv']>): Promise<DownloadedFile> {
    return download(await send(ENDPOINTS.expensesCsv, { params: { id: associationId }, query }));
  },
};
