import { REQUEST_STATUS, type Animal } from '@petfoster/contracts';

/** SPEC 4: an animal counts as housed once any of its requests is approved. */
export function isHoused(animal: Pick<Animal, 'requests'>): boolean {
  return (animal.requests ?? []).some((request) => request.status === REQUEST_STATUS.approved);
}

export function housingStatusLabel(animal: Pick<Animal, 'requests'>): 'Accueillie' | 'Non accueillie' {
  return isHoused(animal) ? 'Accueillie' : 'Non accueillie';
}
