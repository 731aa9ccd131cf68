import { associationsApi, useAsync } from '@petfoster/platform';

export function useAssociationAnimals(associationId: number | null | undefined) {
  return useAsync(
    () => (associationId ? associationsApi.animals(associationId).then((body) => body.animals) : Promise.resolve([])),
    [associationId],
  );
}
