import { REQUEST_STATUS, type RequestStatus } from './enums';

/**
 * The foster-request status rules (docs/product.md#states and #roles), written once: the API enforces them (RequestsService) and the
 * family and association screens offer only the actions they allow.
 */

/**
 * docs/product.md#states: an approved request houses its animal until the placement ends with the animal back at its
 * association (`returned`); then the animal is available again and the request stays on record.
 */
export function housesAnimal(request: { status: string; returned?: boolean }): boolean {
  return request.status === REQUEST_STATUS.approved && request.returned !== true;
}

/** Whether any of an animal's requests houses it (docs/product.md#states). */
export function isHoused(requests: ReadonlyArray<{ status: string; returned?: boolean }> | undefined): boolean {
  return (requests ?? []).some(housesAnimal);
}

/** What a family may do with one of its requests. */
export interface FamilyRequestActions {
  editMotivation: boolean;
  remove: boolean;
}

/** Pending: edit the motivation or delete; refused: delete; approved: nothing (the placement is on record). */
export function familyRequestActions(status: RequestStatus | string): FamilyRequestActions {
  if (status === REQUEST_STATUS.approved) return { editMotivation: false, remove: false };
  if (status === REQUEST_STATUS.refused) return { editMotivation: false, remove: true };
  return { editMotivation: true, remove: true };
}

/** What an association may do with a request for one of its animals. */
export interface AssociationRequestActions {
  decide: boolean;
  remove: boolean;
}

/** Pending: accept or refuse; refused: delete; approved: nothing. */
export function associationRequestActions(status: RequestStatus | string): AssociationRequestActions {
  if (status === REQUEST_STATUS.approved) return { decide: false, remove: false };
  if (status === REQUEST_STATUS.refused) return { decide: false, remove: true };
  return { decide: true, remove: false };
}

/** The other pending requests for the same animal: the ones accepting `request` refuses (one animal, one family). */
export function otherPendingRequests<R extends { id: number; animal_id: number | null; status: string }>(
  requests: readonly R[],
  request: R,
): R[] {
  return requests.filter(
    (other) =>
      other.id !== request.id && other.animal_id === request.animal_id && other.status === REQUEST_STATUS.pending,
  );
}
