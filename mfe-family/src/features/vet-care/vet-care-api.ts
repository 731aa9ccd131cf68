import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call, send } from '@petfoster/platform';
import type { DownloadedFile } from '@petfoster/platform/screens';

/* The calls of the vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses), the family's side. */
type Id = number | string;

/** Under the placement keys: a write that refreshes every placement refreshes these too. */
export const vetAuthorisationsQueryKey = (placementId: Id) =>
  ['placements', 'vet-authorisations', String(placementId)] as const;
export const expensesQueryKey = (placementId: Id) => ['placements', 'expenses', String(placementId)] as const;

export const vetCareApi = {
  vetAuthorisations(placementId: Id) {
    return call(ENDPOINTS.listVetAuthorisations, { params: { id: placementId } });
  },
  async vetAuthorisationPdf(id: Id): Promise<DownloadedFile> {
    const response = await send(ENDPOINTS.vetAuthorisationPdf, { params: { id } });
    const filename = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
    return { blob: await response.blob(), filename };
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
};
