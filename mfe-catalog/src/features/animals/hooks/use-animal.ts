import { animalsApi, queryKeys, useQuery } from '@petfoster/platform';

/** A malformed id fails like an unknown one, without a request. */
export function useAnimal(id: number) {
  return useQuery({
    queryKey: queryKeys.animal(id),
    queryFn: () => {
      if (!Number.isInteger(id) || id <= 0) throw new Error('Invalid animal id');
      return animalsApi.get(id);
    },
  });
}
