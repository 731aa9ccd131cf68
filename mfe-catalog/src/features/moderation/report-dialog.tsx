import { useId, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, MODERATION_MESSAGES } from '@petfoster/contracts';
import { notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, FieldError, Modal, useWrite } from '@petfoster/platform/screens';
import { sendReport, type ReportTarget } from './reports-api';

interface ReportDialogProps {
  target: ReportTarget;
  id: number;
  name: string;
  onClose(): void;
}

const TITLES: Record<ReportTarget, (name: string) => string> = {
  animal: (name) => `Signaler l’annonce de ${name}`,
  association: (name) => `Signaler l’association ${name}`,
};

/**
 * The reason of a report, required and MODERATION_LIMITS.reasonMax characters at most, sent to the moderators. The
 * API checks it again and answers in French (a second report of the same content: 409 with its message, shown here).
 */
export default function ReportDialog({ target, id, name, onClose }: ReportDialogProps) {
  const fieldId = useId();
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useWrite();
  const max = MODERATION_LIMITS.reasonMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const text = reason.trim();
    if (!text) {
      setFieldError(MODERATION_MESSAGES.reasonRequired);
      return;
    }
    if (text.length > max) return;
    setFieldError(null);
    void run(() => sendReport(target, id, text), {
      onSuccess: () => {
        notify.success(MODERATION_MESSAGES.reported);
        onClose();
      },
      onError: async (failure) => setError((await serverMessage(failure)) ?? 'Le signalement n’a pas pu être envoyé.'),
    });
  };

  return (
    <Modal open onClose={onClose} title={TITLES[target](name)}>
      <form className={ui.form} onSubmit={submit} noValidate>
        <p>
          Dites aux modérateurs ce qui ne va pas. Votre signalement reste confidentiel : l’association n’en est pas
          informée.
        </p>
        <div className={ui.field}>
          <label htmlFor={fieldId}>Raison du signalement</label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            aria-invalid={fieldError || reason.length > max ? true : undefined}
            aria-describedby={[fieldError ? errorId : null, countId].filter(Boolean).join(' ')}
            rows={5}
          />
          <FieldError id={errorId} message={fieldError} />
          <CharacterCount id={countId} field="raison" length={reason.length} max={max} />
        </div>
        {error ? (
          <p className={ui.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            Envoyer le signalement
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
