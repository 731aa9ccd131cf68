import { REQUEST_STATUS, housesAnimal, type Animal } from '@petfoster/contracts';

/** Which block the family sees on an animal page (animal page actions, docs/product.md#animal-page-actions). */
export type RequestAreaState = 'housed-by-other' | 'refused' | 'approved' | 'pending' | 'none';

export function requestAreaState(animal: Pick<Animal, 'requests'>, familyId: number): RequestAreaState {
  const requests = animal.requests ?? [];
  const housedByOther = requests.some((r) => housesAnimal(r) && r.family_id !== familyId);
  if (housedByOther) return 'housed-by-other';
  const own = requests.filter((r) => r.family_id === familyId);
  if (own.some((r) => r.status === REQUEST_STATUS.approved)) return 'approved';
  if (own.some((r) => r.status !== REQUEST_STATUS.approved && r.status !== REQUEST_STATUS.refused)) return 'pending';
  if (own.some((r) => r.status === REQUEST_STATUS.refused)) return 'refused';
  return 'none';
}
