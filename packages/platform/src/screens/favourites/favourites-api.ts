import type { Animal } from '@petfoster/contracts';
import { apiClient } from '@petfoster/platform';

/*
 * The calls of favourites (docs/product.md#favourites), in the screens bundle so that a remote newer than the shell
 * never calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform). They go through
 * apiClient (token, Idempotency-Key, retry and the 401 rule) by their paths, not through `call` and the endpoint
 * table: the catalogue's home page loads them at start-up, and the table would bring every schema of the API with
 * it. The paths and answers are those of listFavourites, addFavourite and removeFavourite in that table
 * (favourites.test.tsx answers them through it).
 */
type Id = number | string | null | undefined;

/** The signed-in family's favourites (the animals, in the list's shape), under the user's own part of the cache. */
export const favouritesQueryKey = (userId: Id) => ['me', userId, 'favourites'] as const;

const FAVOURITES_PATH = 'api/me/favourites';
const favouritePath = (animalId: number) => `${FAVOURITES_PATH}/${encodeURIComponent(String(animalId))}`;

export const favouritesApi = {
  /** The kept animals, the last one kept first. */
  list(): Promise<Animal[]> {
    return apiClient.get(FAVOURITES_PATH).json<Animal[]>();
  },
  async add(animalId: number): Promise<void> {
    await apiClient.put(favouritePath(animalId));
  },
  async remove(animalId: number): Promise<void> {
    await apiClient.delete(favouritePath(animalId));
  },
};
