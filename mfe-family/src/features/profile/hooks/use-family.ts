import { queryKeys, useQuery } from '@petfoster/platform';
import { familiesApi } from '@petfoster/platform/screens';

export function useFamily(familyId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.familyProfile(familyId),
    queryFn: () => (familyId ? familiesApi.get(familyId) : null),
  });
}
