import { associationsApi, queryKeys, useQuery } from '@petfoster/platform';

export function useAssociationAnimals(associationId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.associationAnimals(associationId),
    queryFn: async () => (associationId ? (await associationsApi.animals(associationId)).animals : []),
  });
}
