import { animalWord, isHoused, type Animal } from '@petfoster/contracts';

/**
 * The status text (docs/product.md#animal-page); "housed" is the one docs/product.md#states rule kept in the platform
 * (any approved request). An adopted animal says so instead (docs/product.md#animal-identification).
 */
export function housingStatusLabel(animal: Pick<Animal, 'requests' | 'adopted_at' | 'gender'>): string {
  if (animal.adopted_at) return animalWord('adopted', animal.gender);
  return isHoused(animal.requests) ? 'Accueillie' : 'Non accueillie';
}
