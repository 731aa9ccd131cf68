import { associationsApi, useAsync } from '@petfoster/platform';

export function useAssociations() {
  return useAsync(() => associationsApi.list(), []);
}
