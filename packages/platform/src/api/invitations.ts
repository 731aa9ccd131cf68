import type { Invitation, InvitationBody, InvitationDeclineBody } from '@petfoster/contracts';
import { apiClient } from '@petfoster/platform';

/** Matching (docs/matching.md): an association proposes an animal to a family; the family declines, or answers with a request. */
export const invitationsApi = {
  /** The caller's invitations: received (family) or sent (association), newest first. */
  list(): Promise<Invitation[]> {
    return apiClient.get('api/invitations').json<Invitation[]>();
  },
  create(body: InvitationBody): Promise<Invitation> {
    return apiClient.post('api/invitations', { json: body }).json<Invitation>();
  },
  /** The family says no; its optional reason reaches the association. */
  decline(id: number, body: InvitationDeclineBody = {}): Promise<Invitation> {
    return apiClient
      .post(`api/invitations/${encodeURIComponent(String(id))}/decline`, { json: body })
      .json<Invitation>();
  },
};
