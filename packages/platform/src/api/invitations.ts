import type { Invitation, InvitationBody } from '@petfoster/contracts';
import { apiClient } from '@petfoster/platform';

/** Issue 16: an association proposes an animal to a family; the family declines, or answers with a request. */
export const invitationsApi = {
  /** The caller's invitations: received (family) or sent (association), newest first. */
  list(): Promise<Invitation[]> {
    return apiClient.get('api/invitations').json<Invitation[]>();
  },
  create(body: InvitationBody): Promise<Invitation> {
    return apiClient.post('api/invitations', { json: body }).json<Invitation>();
  },
  decline(id: number): Promise<Invitation> {
    return apiClient.post(`api/invitations/${encodeURIComponent(String(id))}/decline`).json<Invitation>();
  },
};
