import { REQUEST_STATUS, type FosterRequest, type RequestStatus } from '@petfoster/contracts';

/** Visual tone of a request card (docs/product.md#screens: green approved, red refused, grey otherwise). */
export type RequestTone = 'approved' | 'refused' | 'pending';

export function requestTone(status: RequestStatus | string): RequestTone {
  if (status === REQUEST_STATUS.approved) return 'approved';
  if (status === REQUEST_STATUS.refused) return 'refused';
  return 'pending';
}

/** docs/product.md#states: an animal counts as housed once any of its requests is approved. */
export function isHoused(requests: ReadonlyArray<{ status: string }> | undefined): boolean {
  return (requests ?? []).some((r) => r.status === REQUEST_STATUS.approved);
}

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
