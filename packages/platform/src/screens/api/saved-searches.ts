import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/*
 * A family's saved searches (docs/product.md#saved-searches): the catalogue saves one, 'Mes recherches' lists,
 * renames, changes and deletes them. In the screens bundle so that a remote newer than the shell never calls what
 * the shell's singleton lacks (docs/operations/releases.md#shared-platform).
 */
type Id = number | string;

export const savedSearchesQueryKey = () => ['saved-searches'] as const;

export const savedSearchesApi = {
  list() {
    return call(ENDPOINTS.listSavedSearches);
  },
  create(body: BodyOf<Endpoints['createSavedSearch']>) {
    return call(ENDPOINTS.createSavedSearch, { body });
  },
  update(id: Id, body: BodyOf<Endpoints['updateSavedSearch']>) {
    return call(ENDPOINTS.updateSavedSearch, { params: { id }, body });
  },
  remove(id: Id) {
    return call(ENDPOINTS.deleteSavedSearch, { params: { id } });
  },
};
