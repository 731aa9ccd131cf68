import { REQUEST_STATUS, type FosterRequest, type RequestStatus } from '@petfoster/contracts';

/** Visual tone of a request card (docs/product.md#screens: green approved, red refused, grey otherwise). */
export type RequestTone = 'approved' | 'refused' | 'pending';

export function requestTone(status: RequestStatus | string): RequestTone {
  if (status === REQUEST_STATUS.approved) return 'approved';
  if (status === REQUEST_STATUS.refused) return 'refused';
  return 'pending';
}

/** docs/product.md#states, the contracts' one rule (an approved request not ended by the animal's return). */
export { isHoused } from '@petfoster/contracts';

/** French short date for request dates; the raw value when the API sends something unparsable. */
export function formatRequestDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The animal's name for the docs/product.md#messages request toasts; empty rather than 'undefined' when the API left it out. */
export function requestAnimalName(request: Pick<FosterRequest, 'animal'> | null | undefined): string {
  return request?.animal?.name ?? '';
}
