import { queryKeys, useQuery } from '@petfoster/platform';
import { familiesApi } from '@petfoster/platform/screens';

export function useFamilyByUser(userId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.familyByUser(userId),
    queryFn: () => (userId ? familiesApi.byUser(userId) : null),
  });
}
