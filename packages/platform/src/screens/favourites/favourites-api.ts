import { ENDPOINTS } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/*
 * The calls of favourites (docs/product.md#favourites), in the screens bundle so that a remote newer than the shell
 * never calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform).
 */
type Id = number | string | null | undefined;

/** The signed-in family's favourites (the animals, in the list's shape), under the user's own part of the cache. */
export const favouritesQueryKey = (userId: Id) => ['me', userId, 'favourites'] as const;

export const favouritesApi = {
  /** The kept animals, the last one kept first. */
  list() {
    return call(ENDPOINTS.listFavourites);
  },
  async add(animalId: number): Promise<void> {
    await call(ENDPOINTS.addFavourite, { params: { animalId } });
  },
  async remove(animalId: number): Promise<void> {
    await call(ENDPOINTS.removeFavourite, { params: { animalId } });
  },
};
