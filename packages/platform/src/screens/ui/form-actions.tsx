import { uiStyles as ui } from '@petfoster/platform';

export interface FormActionsProps {
  submitLabel: string;
  /** Disables the submit button only: cancelling stays possible while a write runs. */
  submitDisabled?: boolean;
  cancelLabel?: string;
  onCancel(): void;
}

/** The submit + Annuler pair that ends every form of the family and association areas. */
export function FormActions({
  submitLabel,
  submitDisabled = false,
  cancelLabel = 'Annuler',
  onCancel,
}: FormActionsProps) {
  return (
    <div className={ui.actions}>
      <button type="submit" className={ui.primary} disabled={submitDisabled}>
        {submitLabel}
      </button>
      <button type="button" className={ui.button} onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
