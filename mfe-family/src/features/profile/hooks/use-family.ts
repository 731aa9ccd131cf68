import { familiesApi, queryKeys, useQuery } from '@petfoster/platform';

export function useFamily(familyId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.familyProfile(familyId),
    queryFn: () => (familyId ? familiesApi.get(familyId) : null),
  });
}
