import { animalsApi, useAsync } from '@petfoster/platform';
import { HOME_ANIMALS_PER_SPECIES } from '@petfoster/contracts';
import { withPrefetch } from '../../../lib/prefetched';

/**
 * Home sections: first cats and first dogs. Two small calls rather than one full list, so the home page never
 * downloads the whole catalogue; the slice guards against a server that ignores `limit`.
 */
export function useHomeAnimals() {
  return useAsync(async () => {
    const [cats, dogs] = await Promise.all([
      withPrefetch(`/api/animals?species=Chat&limit=${HOME_ANIMALS_PER_SPECIES}`, () =>
        animalsApi.list({ species: 'Chat', limit: HOME_ANIMALS_PER_SPECIES }),
      ),
      withPrefetch(`/api/animals?species=Chien&limit=${HOME_ANIMALS_PER_SPECIES}`, () =>
        animalsApi.list({ species: 'Chien', limit: HOME_ANIMALS_PER_SPECIES }),
      ),
    ]);
    return {
      cats: cats.slice(0, HOME_ANIMALS_PER_SPECIES),
      dogs: dogs.slice(0, HOME_ANIMALS_PER_SPECIES),
    };
  }, []);
}
