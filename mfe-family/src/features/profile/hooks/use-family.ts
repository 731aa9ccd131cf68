import { familiesApi, useAsync } from '@petfoster/platform';

export function useFamily(familyId: number | null | undefined) {
  return useAsync(() => (familyId ? familiesApi.get(familyId) : Promise.resolve(null)), [familyId]);
}
