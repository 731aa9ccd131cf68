import { changedBy, notify, queryKeys, serverMessage, useQuery } from '@petfoster/platform';
import { invitationsApi, sanitizeText, useWrite } from '@petfoster/platform/screens';
import { UI_MESSAGES, type Invitation } from '@petfoster/contracts';

/** The motivation a request made from an invitation starts with; the family edits it before sending. */
export const prefilledMotivation = (invitation: Invitation): string =>
  `Bonjour, merci pour votre proposition. Nous serions heureux d'accueillir ${invitation.animal.name}.`;

/** The proposals associations sent to this family (none is fetched without a family). */
export function useFamilyInvitations(familyId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.invitations('family', familyId ?? 0),
    queryFn: invitationsApi.list,
    enabled: Boolean(familyId),
  });
}

/** The open proposal for one animal, if an association sent this family one. */
export function usePendingInvitation(familyId: number | null | undefined, animalId: number): Invitation | undefined {
  const invitations = useFamilyInvitations(familyId);
  return invitations.data?.find((invitation) => invitation.animal.id === animalId && invitation.status === 'pending');
}

/** What declining sends for the typed reason: sanitised, and none rather than blank. */
export const declineBody = (reason = '') => ({ reason: sanitizeText(reason).trim() || null });

/**
 * 'Décliner', once confirmed: closes the proposal with the family's optional reason; the association sees it
 * declined, with the reason, and gets a mail.
 */
export function useDeclineInvitation() {
  const { busy, run } = useWrite();
  const decline = (invitation: Invitation, reason = '', onDone?: () => void) =>
    run(() => invitationsApi.decline(invitation.id, declineBody(reason)), {
      invalidates: changedBy.invitation(),
      onSuccess: () => {
        notify.success(`Proposition pour ${invitation.animal.name} déclinée.`);
        onDone?.();
      },
      onError: async (error) => notify.error((await serverMessage(error)) ?? UI_MESSAGES.requestFailed),
    });
  return { busy, decline };
}
