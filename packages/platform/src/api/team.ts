import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from './call';

/** The association's team (docs/product.md#association-team): 'Équipe' and 'Rejoindre'. */
export const teamApi = {
  /** Members and pending invitations; any member of that association. */
  list(associationId: number) {
    return call(ENDPOINTS.listMembers, { params: { id: associationId } });
  },
  invite(associationId: number, body: BodyOf<Endpoints['inviteMember']>) {
    return call(ENDPOINTS.inviteMember, { params: { id: associationId }, body });
  },
  changeRole(associationId: number, userId: number, body: BodyOf<Endpoints['changeMemberRole']>) {
    return call(ENDPOINTS.changeMemberRole, { params: { id: associationId, userId }, body });
  },
  /** An admin removes a member, or a member leaves (its own id). */
  async remove(associationId: number, userId: number): Promise<void> {
    await call(ENDPOINTS.removeMember, { params: { id: associationId, userId } });
  },
  /** The invitation a mailed token opens: association name, address and role. */
  preview(token: string) {
    return call(ENDPOINTS.previewMemberInvitation, { body: { token } });
  },
  /** Creates the member's account; answers a session token for it. */
  accept(body: BodyOf<Endpoints['acceptMemberInvitation']>) {
    return call(ENDPOINTS.acceptMemberInvitation, { body });
  },
};
