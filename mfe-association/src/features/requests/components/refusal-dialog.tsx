import { useId } from 'react';
import { MAX_LENGTHS, REFUSAL_MESSAGES, REQUEST_STATUS, type FosterRequest } from '@petfoster/contracts';
import { decisionSchema } from '@petfoster/contracts/schemas';
import { requestAnimalName, uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, FieldError, Modal, SchemaForm, useSchemaField } from '@petfoster/platform/screens';

export interface RefusalDialogProps {
  /** The request being refused; null when the dialog is closed. */
  request: FosterRequest | null;
  busy?: boolean;
  onRefuse(request: FosterRequest, reason: string): void;
  onClose(): void;
}

interface RefusalValues {
  reason: string;
}

/** The refusal the page sends for this reason: what the route's schema checks, as the API does. */
const refusalBody = (request: FosterRequest | null, reason = '') => ({
  id: request?.id,
  status: REQUEST_STATUS.refused,
  ...(reason.trim() ? { reason: reason.trim() } : {}),
});

function ReasonField({ id }: { id: string }) {
  // Said while typed: the dialog's one field.
  const { input, message, aria } = useSchemaField<string>('reason', { live: true });
  const value = input.value ?? '';
  return (
    <div className={ui.field}>
      <label htmlFor={`${id}-reason`}>{REFUSAL_MESSAGES.reasonLabel}</label>
      <textarea id={`${id}-reason`} {...input} value={value} {...aria(`${id}-reason`, [`${id}-reason-count`])} />
      {/* The count only: the schema's message says when the reason is too long. */}
      <CharacterCount
        id={`${id}-reason-count`}
        field="motif"
        length={value.length}
        max={MAX_LENGTHS.refusal_reason}
        message={false}
      />
      <FieldError id={`${id}-reason-error`} message={message} />
    </div>
  );
}

/**
 * 'Refuser' asks first, as 'Accepter' does, and takes an optional reason that reaches the family (its mail and its
 * request card), checked by the decision route's schema: too long is said rather than cut, and nothing is sent.
 */
export function RefusalDialog({ request, busy = false, onRefuse, onClose }: RefusalDialogProps) {
  const id = useId();
  const animal = request ? requestAnimalName(request) : '';
  return (
    <Modal open={request !== null} onClose={onClose} title={REFUSAL_MESSAGES.title(animal)}>
      {/* Keyed by the request: each opening starts empty, not from the reason typed for another request. */}
      <SchemaForm<RefusalValues>
        key={request?.id ?? 'closed'}
        className={ui.form}
        schema={decisionSchema}
        initialValues={{ reason: '' }}
        toBody={(values) => refusalBody(request, values.reason)}
        onSubmit={(values) => {
          if (request) onRefuse(request, (values.reason ?? '').trim());
          return undefined;
        }}
        actions={({ invalid }) => (
          <div className={ui.actions}>
            <button type="submit" className={ui.danger} disabled={busy || invalid}>
              Refuser
            </button>
            <button type="button" className={ui.button} onClick={onClose}>
              Annuler
            </button>
          </div>
        )}
      >
        <p>{REFUSAL_MESSAGES.question(request?.family?.lastname ?? '', animal)}</p>
        <ReasonField id={id} />
      </SchemaForm>
    </Modal>
  );
}
