import type { Animal } from '@petfoster/contracts';
import { isHoused } from '@petfoster/platform';

/** SPEC 2 status text; "housed" is the one SPEC 4 rule kept in the platform (any approved request). */
export function housingStatusLabel(animal: Pick<Animal, 'requests'>): 'Accueillie' | 'Non accueillie' {
  return isHoused(animal.requests) ? 'Accueillie' : 'Non accueillie';
}
