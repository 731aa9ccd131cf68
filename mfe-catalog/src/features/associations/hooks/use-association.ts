import { associationsApi, queryKeys, useQuery } from '@petfoster/platform';

/** A malformed id fails like an unknown one, without a request. */
export function useAssociation(id: number) {
  return useQuery({
    queryKey: queryKeys.associationProfile(id),
    queryFn: () => {
      if (!Number.isInteger(id) || id <= 0) throw new Error('Invalid association id');
      return associationsApi.get(id);
    },
  });
}
