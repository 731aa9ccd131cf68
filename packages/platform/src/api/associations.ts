import {
  ENDPOINTS,
  type ActivityEntry,
  type AssociationRegistration,
  type BodyOf,
  type Endpoints,
  type QueryOf,
} from '@petfoster/contracts';
import { call, send } from './call';

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
  /** 'Exiger la double authentification pour tous les membres' (an admin's choice). */
  security(associationId: Id) {
    return call(ENDPOINTS.readAssociationSecurity, { params: { id: associationId } });
  },
  updateSecurity(associationId: Id, body: BodyOf<Endpoints['updateAssociationSecurity']>) {
    return call(ENDPOINTS.updateAssociationSecurity, { params: { id: associationId }, body });
  },
  update(userId: Id, body: BodyOf<Endpoints['updateAssociation']>) {
    return call(ENDPOINTS.updateAssociation, { params: { userId }, body });
  },
  async remove(associationId: Id): Promise<void> {
    await call(ENDPOINTS.deleteAssociation, { params: { associationId } });
  },
  // Activity log
  /** A page of the association's activity log, newest first, with the number of entries of the filters (X-Total-Count). */
  async activity(
    associationId: Id,
    query: QueryOf<Endpoints['associationActivity']> = {},
  ): Promise<{ entries: ActivityEntry[]; total: number }> {
    const response = await send(ENDPOINTS.associationActivity, { params: { id: associationId }, query });
    const entries = (await response.json()) as ActivityEntry[];
    return { entries, total: Number(response.headers.get('X-Total-Count') ?? entries.length) };
  },
};
