import { familiesApi, queryKeys, useQuery } from '@petfoster/platform';

export function useFamilyByUser(userId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.familyByUser(userId),
    queryFn: () => (userId ? familiesApi.byUser(userId) : null),
  });
}
