import { associationsApi, queryKeys, useQuery } from '@petfoster/platform';

export function useAssociationRequests(associationId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.associationRequests(associationId),
    queryFn: async () => (associationId ? (await associationsApi.requests(associationId)).requests : []),
  });
}
