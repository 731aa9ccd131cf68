import { animalsApi, useAsync } from '@petfoster/platform';

/** A malformed id fails like an unknown one, without a request. */
export function useAnimal(id: number) {
  return useAsync(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error('Invalid animal id');
    return animalsApi.get(id);
  }, [id]);
}
