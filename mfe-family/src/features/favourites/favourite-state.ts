import { animalWord, isHoused, type Animal } from '@petfoster/contracts';
import { FAVOURITE_SCREEN_TEXTS as T } from '@petfoster/platform/screens';

export type FavouriteState = 'available' | 'housed' | 'adopted';

/** Where a kept animal is today: adopted (it left the catalogue), housed (an approved request), or still available. */
export function favouriteState(animal: Pick<Animal, 'adopted_at' | 'requests'>): FavouriteState {
  if (animal.adopted_at) return 'adopted';
  return isHoused(animal.requests) ? 'housed' : 'available';
}

/** The state as the card writes it, agreeing with the animal's sex ('Accueillie', 'Adopté'). */
export function favouriteStateLabel(animal: Pick<Animal, 'adopted_at' | 'requests' | 'gender'>): string {
  const state = favouriteState(animal);
  return state === 'available' ? T.available : animalWord(state, animal.gender);
}
