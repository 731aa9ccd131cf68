import { useId, useState, type FormEvent } from 'react';
import { MAX_LENGTHS, REFUSAL_MESSAGES, type FosterRequest } from '@petfoster/contracts';
import { requestAnimalName, uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, Modal } from '@petfoster/platform/screens';

export interface RefusalDialogProps {
  /** The request being refused; null when the dialog is closed. */
  request: FosterRequest | null;
  busy?: boolean;
  onRefuse(request: FosterRequest, reason: string): void;
  onClose(): void;
}

/**
 * 'Refuser' asks first, as 'Accepter' does, and takes an optional reason that reaches the family (its mail and its
 * request card); 500 characters at most, said by the count rather than cut.
 */
export function RefusalDialog({ request, busy = false, onRefuse, onClose }: RefusalDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  // Each opening starts empty, not from the reason typed for another request (adjusted while rendering).
  const [openedFor, setOpenedFor] = useState<number | null>(request?.id ?? null);
  if ((request?.id ?? null) !== openedFor) {
    setOpenedFor(request?.id ?? null);
    setReason('');
  }
  const animal = request ? requestAnimalName(request) : '';
  const tooLong = reason.length > MAX_LENGTHS.refusal_reason;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request && !tooLong) onRefuse(request, reason.trim());
  };
  return (
    <Modal open={request !== null} onClose={onClose} title={REFUSAL_MESSAGES.title(animal)}>
      <form className={ui.form} onSubmit={submit}>
        <p>{REFUSAL_MESSAGES.question(request?.family?.lastname ?? '', animal)}</p>
        <div className={ui.field}>
          <label htmlFor={`${id}-reason`}>{REFUSAL_MESSAGES.reasonLabel}</label>
          <textarea
            id={`${id}-reason`}
            aria-describedby={`${id}-reason-count`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <CharacterCount
            id={`${id}-reason-count`}
            field="motif"
            length={reason.length}
            max={MAX_LENGTHS.refusal_reason}
          />
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.danger} disabled={busy || tooLong}>
            Refuser
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
