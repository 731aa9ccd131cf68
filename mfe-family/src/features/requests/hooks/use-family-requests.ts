import { familiesApi, queryKeys, useQuery } from '@petfoster/platform';

export function useFamilyRequests(familyId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.familyRequests(familyId),
    queryFn: async () => (familyId ? (await familiesApi.requests(familyId)).requests : []),
  });
}
