import { familiesApi, useAsync } from '@petfoster/platform';

export function useFamilyByUser(userId: number | null | undefined) {
  return useAsync(() => (userId ? familiesApi.byUser(userId) : Promise.resolve(null)), [userId]);
}
