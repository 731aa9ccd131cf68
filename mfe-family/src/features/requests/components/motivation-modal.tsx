import { useId, useState, type FormEvent } from 'react';
import { isOnlyMarkup, MARKUP_ONLY_MESSAGE, MAX_LENGTHS } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { FormActions, Modal, CharacterCount, FieldError } from '@petfoster/platform/screens';

export interface MotivationModalProps {
  open: boolean;
  title: string;
  label: string;
  placeholder?: string;
  initialValue?: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit(motivation: string): void;
  onClose(): void;
}

/** The motivation form of docs/product.md#screens: submitting a request (optional, docs/product.md#validation) and editing a pending one. */
export function MotivationModal({
  open,
  title,
  label,
  placeholder,
  initialValue = '',
  submitLabel,
  busy = false,
  onSubmit,
  onClose,
}: MotivationModalProps) {
  const id = useId();
  const [motivation, setMotivation] = useState(initialValue);

  // Each opening starts from the request's current text, not from an abandoned draft (adjusted while rendering).
  const [openedWith, setOpenedWith] = useState<string | null>(open ? initialValue : null);
  const current = open ? initialValue : null;
  if (current !== openedWith) {
    setOpenedWith(current);
    if (open) setMotivation(initialValue);
  }

  // The API refuses a motivation of tags only (README "Design notes"): said here, under the field, before sending.
  const onlyMarkup = isOnlyMarkup(motivation);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onlyMarkup) onSubmit(motivation);
  };

  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form className={ui.form} onSubmit={handleSubmit}>
        <div className={ui.field}>
          <label htmlFor={`${id}-motivation`}>{label}</label>
          <textarea
            id={`${id}-motivation`}
            aria-describedby={[`${id}-motivation-count`, onlyMarkup ? `${id}-motivation-error` : '']
              .filter(Boolean)
              .join(' ')}
            aria-invalid={onlyMarkup || undefined}
            value={motivation}
            placeholder={placeholder}
            onChange={(e) => setMotivation(e.target.value)}
          />
          <CharacterCount
            id={`${id}-motivation-count`}
            field="motivation"
            length={motivation.length}
            max={MAX_LENGTHS.motivation}
          />
          <FieldError id={`${id}-motivation-error`} message={onlyMarkup ? MARKUP_ONLY_MESSAGE : null} />
        </div>
        <FormActions
          submitLabel={submitLabel}
          submitDisabled={busy || onlyMarkup || motivation.length > MAX_LENGTHS.motivation}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
