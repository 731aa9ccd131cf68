import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/** An association proposes an animal to a family; the family declines, or answers with a request. */
export const invitationsApi = {
  /** The caller's invitations: received (family) or sent (association), newest first. */
  list() {
    return call(ENDPOINTS.listInvitations);
  },
  create(body: BodyOf<Endpoints['createInvitation']>) {
    return call(ENDPOINTS.createInvitation, { body });
  },
  /** The family says no; its optional reason reaches the association. */
  decline(id: number, body: BodyOf<Endpoints['declineInvitation']> = {}) {
    return call(ENDPOINTS.declineInvitation, { params: { id }, body });
  },
};
