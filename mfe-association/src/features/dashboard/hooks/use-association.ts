import { associationsApi, queryKeys, useQuery } from '@petfoster/platform';

export function useAssociation(associationId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.associationProfile(associationId),
    queryFn: () => (associationId ? associationsApi.get(associationId) : null),
  });
}
