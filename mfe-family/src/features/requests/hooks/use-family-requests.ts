import { queryKeys, useQuery } from '@petfoster/platform';
import { familiesApi } from '@petfoster/platform/screens';

export function useFamilyRequests(familyId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.familyRequests(familyId),
    queryFn: async () => (familyId ? (await familiesApi.requests(familyId)).requests : []),
  });
}
