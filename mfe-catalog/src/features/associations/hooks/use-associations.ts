import { associationsApi, queryKeys, useQuery } from '@petfoster/platform';

export function useAssociations() {
  return useQuery({ queryKey: queryKeys.associationList(), queryFn: () => associationsApi.list() });
}
