import { useId } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import type { RequestSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CharacterCount,
  FieldError,
  FormActions,
  Modal,
  SchemaForm,
  useSchemaField,
  type SubmissionErrors,
} from '@petfoster/platform/screens';

export interface MotivationModalProps {
  open: boolean;
  title: string;
  label: string;
  placeholder?: string;
  initialValue?: string;
  submitLabel: string;
  busy?: boolean;
  /** The schema of the route that receives the motivation (a new request, or a pending one's edit). */
  schema: RequestSchema;
  /** The body sent with this motivation: what the schema checks, as the API does. */
  toBody(motivation: string): unknown;
  onSubmit(motivation: string): void | Promise<SubmissionErrors | undefined>;
  onClose(): void;
}

function MotivationField({ id, label, placeholder }: { id: string; label: string; placeholder?: string }) {
  // Said while typed (a text of tags only, one too long): the dialog's one field.
  const { input, message, aria } = useSchemaField<string>('motivation', { live: true });
  const value = input.value ?? '';
  return (
    <div className={ui.field}>
      <label htmlFor={`${id}-motivation`}>{label}</label>
      <textarea
        id={`${id}-motivation`}
        {...input}
        value={value}
        placeholder={placeholder}
        {...aria(`${id}-motivation`, [`${id}-motivation-count`])}
      />
      {/* The count only: the schema's message says when the text is too long. */}
      <CharacterCount
        id={`${id}-motivation-count`}
        field="motivation"
        length={value.length}
        max={MAX_LENGTHS.motivation}
        message={false}
      />
      <FieldError id={`${id}-motivation-error`} message={message} />
    </div>
  );
}

/**
 * The motivation form: submitting a request (the motivation is optional) and editing a pending one, checked by the
 * route's schema. Each opening starts from the request's current text, not from an abandoned draft (the dialog's
 * content is mounted anew).
 */
export function MotivationModal({
  open,
  title,
  label,
  placeholder,
  initialValue = '',
  submitLabel,
  busy = false,
  schema,
  toBody,
  onSubmit,
  onClose,
}: MotivationModalProps) {
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <SchemaForm<{ motivation: string }>
        className={ui.form}
        schema={schema}
        initialValues={{ motivation: initialValue }}
        toBody={(values) => toBody(values.motivation ?? '')}
        onSubmit={async (values) => (await onSubmit(values.motivation ?? '')) ?? undefined}
        actions={({ invalid }) => (
          <FormActions submitLabel={submitLabel} submitDisabled={busy || invalid} onCancel={onClose} />
        )}
      >
        <MotivationField id={id} label={label} placeholder={placeholder} />
      </SchemaForm>
    </Modal>
  );
}
