import { useId, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, Modal } from '@petfoster/platform/screens';
import styles from './admin.module.css';

export interface ReasonDialogProps {
  /** The dialog's title: what the decision is ('Refuser la vérification'). */
  title: string;
  /** Who reads the reason, said above the field (it is mailed to the person and kept in the audit log). */
  hint: string;
  confirmLabel: string;
  onClose(): void;
  /** Resolves to whether the decision went through; the dialog closes then. */
  onConfirm(reason: string): Promise<boolean>;
}

/** A decision that needs a reason (rejection, hiding, suspension): the reason is required, as the API says. */
export function ReasonDialog({ title, hint, confirmLabel, onClose, onConfirm }: ReasonDialogProps) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const countId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(MODERATION_MESSAGES.reasonRequired);
      return;
    }
    // Over the limit the count already says so; the text is never cut.
    if (reason.trim().length > MODERATION_LIMITS.reasonMax) return;
    setBusy(true);
    const done = await onConfirm(reason.trim());
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal open onClose={onClose} title={title}>
      <form className={ui.form} onSubmit={(event) => void submit(event)} noValidate>
        <p id={hintId}>{hint}</p>
        <div className={ui.field}>
          <label htmlFor={fieldId}>Raison</label>
          <textarea
            id={fieldId}
            className={styles.reason}
            value={reason}
            rows={4}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[
              hintId,
              reason.length >= MODERATION_LIMITS.reasonMax * 0.9 ? countId : null,
              error ? errorId : null,
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
          />
          <CharacterCount id={countId} field="raison" length={reason.length} max={MODERATION_LIMITS.reasonMax} />
          {error ? (
            <p id={errorId} className={ui.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
          <button type="submit" className={`${ui.button} ${ui.danger}`} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
