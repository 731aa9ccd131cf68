import { REQUEST_STATUS, type RequestStatus } from '@petfoster/contracts';

/** What an association may do with a request for one of its animals (SPEC 4 and 6). */
export interface AssociationRequestActions {
  decide: boolean;
  remove: boolean;
}

export function associationRequestActions(status: RequestStatus | string): AssociationRequestActions {
  if (status === REQUEST_STATUS.approved) return { decide: false, remove: false };
  if (status === REQUEST_STATUS.refused) return { decide: false, remove: true };
  return { decide: true, remove: false };
}

export function countPending(requests: ReadonlyArray<{ status: string }>): number {
  return requests.filter((r) => associationRequestActions(r.status).decide).length;
}

/** Dashboard shortcut label (French agreement: singular for 0 and 1). */
export function pendingRequestsLabel(count: number): string {
  if (count === 0) return 'Aucune demande en attente';
  return `${count} ${count > 1 ? 'demandes' : 'demande'} en attente`;
}

/** The other pending requests for the same animal: the ones accepting `request` would refuse (issue 14). */
export function otherPendingRequests<R extends { id: number; animal_id: number; status: string }>(requests: readonly R[], request: R): R[] {
  return requests.filter((other) => other.id !== request.id && other.animal_id === request.animal_id && other.status === REQUEST_STATUS.pending);
}
