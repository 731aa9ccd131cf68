import { useId, useState, type FormEvent } from 'react';
import { DECLINE_REASON_MAX_LENGTH, type Invitation } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, Modal } from '@petfoster/platform/screens';
import { useDeclineInvitation } from '../hooks/use-family-invitations';

/**
 * 'Décliner' asks first: the family confirms, and may say why in a few words (optional). The association is told,
 * with the reason, by mail and in its list of proposals.
 */
export function DeclineInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose(): void }) {
  const id = useId();
  const { busy, decline } = useDeclineInvitation();
  const [reason, setReason] = useState('');
  // Each proposal starts with an empty reason, not the draft of another one (adjusted while rendering).
  const [shownFor, setShownFor] = useState<number | null>(invitation?.id ?? null);
  if ((invitation?.id ?? null) !== shownFor) {
    setShownFor(invitation?.id ?? null);
    setReason('');
  }
  const tooLong = reason.length > DECLINE_REASON_MAX_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!invitation || tooLong) return;
    void decline(invitation, reason, onClose);
  };

  return (
    <Modal
      open={invitation !== null}
      onClose={onClose}
      title={`Décliner la proposition pour ${invitation?.animal.name ?? ''}`}
    >
      <form className={ui.form} onSubmit={submit}>
        <p>
          L&apos;association {invitation?.association.name_association} sera prévenue que vous déclinez sa proposition ;
          vous pouvez lui dire pourquoi.
        </p>
        <div className={ui.field}>
          <label htmlFor={`${id}-reason`}>Raison (facultatif)</label>
          <textarea
            id={`${id}-reason`}
            aria-describedby={`${id}-reason-count`}
            value={reason}
            placeholder="Par exemple : nous ne sommes pas disponibles en ce moment"
            onChange={(event) => setReason(event.target.value)}
          />
          <CharacterCount
            id={`${id}-reason-count`}
            field="reason"
            length={reason.length}
            max={DECLINE_REASON_MAX_LENGTH}
          />
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.danger} disabled={busy || tooLong}>
            Décliner la proposition
          </button>
          <button type="button" className={ui.button} onClick={onClose} disabled={busy}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
