import { ENDPOINTS, type BodyOf, type Endpoints, type FamilyRegistration } from '@petfoster/contracts';
import { call, familySearchParams, send, type FamilySearchParams } from '@petfoster/platform';

type Id = number | string;

export const familiesApi = {
  get(familyId: Id) {
    return call(ENDPOINTS.readFamily, { params: { id: familyId } });
  },
  /** Associations only: families that opted in, what a stranger may see of them, and the total. */
  async search(query: FamilySearchParams) {
    const response = await send(ENDPOINTS.searchFamilies, { query: familySearchParams(query) });
    const families = await response.json();
    return { families, total: Number(response.headers.get('X-Total-Count') ?? families.length) };
  },
  byUser(userId: Id) {
    return call(ENDPOINTS.familyByUser, { params: { userId } });
  },
  /** The form's values with `role` (read by no one: the route decides the role). */
  register(body: FamilyRegistration) {
    return call(ENDPOINTS.registerFamily, { body });
  },
  requests(familyId: Id) {
    return call(ENDPOINTS.familyRequests, { params: { id: familyId } });
  },
  async editMotivation(body: BodyOf<Endpoints['editMotivation']>): Promise<void> {
    await call(ENDPOINTS.editMotivation, { body });
  },
  update(userId: Id, body: BodyOf<Endpoints['updateFamily']>) {
    return call(ENDPOINTS.updateFamily, { params: { userId }, body });
  },
  async remove(familyId: Id): Promise<void> {
    await call(ENDPOINTS.deleteFamily, { params: { familyId } });
  },
};
