import { familiesApi, useAsync } from '@petfoster/platform';

export function useFamilyRequests(familyId: number | null | undefined) {
  return useAsync(
    () => (familyId ? familiesApi.requests(familyId).then((body) => body.requests) : Promise.resolve([])),
    [familyId],
  );
}
