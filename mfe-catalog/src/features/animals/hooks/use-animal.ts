import { animalsApi, useAsync } from '@petfoster/platform';
import { withPrefetch } from '../../../lib/prefetched';

/** A malformed id fails like an unknown one, without a request. */
export function useAnimal(id: number) {
  return useAsync(async () => {
    if (!Number.isInteger(id) || id <= 0) throw new Error('Invalid animal id');
    return withPrefetch(`/api/animals/${id}`, () => animalsApi.get(id));
  }, [id]);
}
