import { associationsApi, useAsync } from '@petfoster/platform';

export function useAssociation(associationId: number | null | undefined) {
  return useAsync(() => (associationId ? associationsApi.get(associationId) : Promise.resolve(null)), [associationId]);
}
