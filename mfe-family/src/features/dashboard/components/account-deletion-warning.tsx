import { CONFIRM_MESSAGES, REQUEST_STATUS } from '@petfoster/contracts';
import { requestAnimalName } from '@petfoster/platform';
import { useFamilyRequests } from '../../requests';

/**
 * What the account deletion's confirmation says, from the family's own requests (read when the dialog opens): an
 * approved request stays, anonymised, as the association's record of where its animal lives; the associations with
 * a pending or approved request are told by mail. Until the requests are known, the general rule.
 */
export function AccountDeletionWarning({ familyId }: { familyId: number | null | undefined }) {
  const { data: requests } = useFamilyRequests(familyId);
  const paragraphs = CONFIRM_MESSAGES.deleteFamilyAccount(
    requests
      ? {
          hosted: requests
            .filter((request) => request.status === REQUEST_STATUS.approved)
            .map((request) => requestAnimalName(request)),
          pending: requests.filter((request) => request.status === REQUEST_STATUS.pending).length,
        }
      : null,
  );
  return (
    <>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}
