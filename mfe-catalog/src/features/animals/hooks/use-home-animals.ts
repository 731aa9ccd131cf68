import { animalsApi, homeAnimalsQuery, queryKeys, useQueries } from '@petfoster/platform';
import { HOME_ANIMALS_PER_SPECIES } from '@petfoster/contracts';

const HOME_SPECIES = ['Chat', 'Chien'] as const;

/**
 * Home sections: first cats and first dogs. Two small calls rather than one full list, so the home page never
 * downloads the whole catalogue; the slice guards against a server that ignores `limit`.
 */
export function useHomeAnimals() {
  const [cats, dogs] = useQueries({
    queries: HOME_SPECIES.map((species) => {
      const query = homeAnimalsQuery(species);
      return { queryKey: queryKeys.animalList(query), queryFn: () => animalsApi.list(query) };
    }),
  });
  const error = cats.error ?? dogs.error;
  return {
    data:
      cats.data && dogs.data
        ? { cats: cats.data.slice(0, HOME_ANIMALS_PER_SPECIES), dogs: dogs.data.slice(0, HOME_ANIMALS_PER_SPECIES) }
        : undefined,
    error,
    loading: !error && (cats.isFetching || dogs.isFetching),
    reload: () => {
      void cats.refetch();
      void dogs.refetch();
    },
  };
}
