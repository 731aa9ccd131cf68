import { ENDPOINTS, type AssociationRegistration, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from './call';

type Id = number | string;

export const associationsApi = {
  list() {
    return call(ENDPOINTS.listAssociations);
  },
  get(associationId: Id) {
    return call(ENDPOINTS.readAssociation, { params: { id: associationId } });
  },
  /** The form's values with `role` (read by no one: the route decides the role). */
  register(body: AssociationRegistration) {
    return call(ENDPOINTS.registerAssociation, { body });
  },
  animals(associationId: Id) {
    return call(ENDPOINTS.associationAnimals, { params: { id: associationId } });
  },
  requests(associationId: Id) {
    return call(ENDPOINTS.associationRequests, { params: { id: associationId } });
  },
  /** A refusal may carry the association's reason for the family (500 characters at most). */
  async decide(body: BodyOf<Endpoints['decideRequest']>): Promise<void> {
    await call(ENDPOINTS.decideRequest, { body });
  },
  update(userId: Id, body: BodyOf<Endpoints['updateAssociation']>) {
    return call(ENDPOINTS.updateAssociation, { params: { userId }, body });
  },
  async remove(associationId: Id): Promise<void> {
    await call(ENDPOINTS.deleteAssociation, { params: { associationId } });
  },
};
