import type { Animal } from '@petfoster/contracts';
import { isHoused } from '@petfoster/platform';

/** The status text (docs/product.md#animal-page); "housed" is the one docs/product.md#states rule kept in the platform (any approved request). */
export function housingStatusLabel(animal: Pick<Animal, 'requests'>): 'Accueillie' | 'Non accueillie' {
  return isHoused(animal.requests) ? 'Accueillie' : 'Non accueillie';
}
