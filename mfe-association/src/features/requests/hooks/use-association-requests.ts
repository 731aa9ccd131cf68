import { associationsApi, useAsync } from '@petfoster/platform';

export function useAssociationRequests(associationId: number | null | undefined) {
  return useAsync(
    () => (associationId ? associationsApi.requests(associationId).then((body) => body.requests) : Promise.resolve([])),
    [associationId],
  );
}
