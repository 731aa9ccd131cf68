import { REQUEST_STATUS, type RequestStatus } from '@petfoster/contracts';

/** What a family may do with one of its requests (SPEC 4 request status). */
export interface FamilyRequestActions {
  editMotivation: boolean;
  remove: boolean;
}

export function familyRequestActions(status: RequestStatus | string): FamilyRequestActions {
  if (status === REQUEST_STATUS.approved) return { editMotivation: false, remove: false };
  if (status === REQUEST_STATUS.refused) return { editMotivation: false, remove: true };
  return { editMotivation: true, remove: true };
}
