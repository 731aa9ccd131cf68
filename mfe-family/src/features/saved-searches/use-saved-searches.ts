import { useQuery } from '@petfoster/platform';
import { savedSearchesApi, savedSearchesQueryKey } from '@petfoster/platform/screens';

/** The family's saved searches (GET /api/me/saved-searches answers the caller's), oldest first. */
export function useSavedSearches() {
  return useQuery({ queryKey: savedSearchesQueryKey(), queryFn: () => savedSearchesApi.list() });
}
