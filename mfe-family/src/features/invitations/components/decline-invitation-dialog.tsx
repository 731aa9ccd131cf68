import { useId } from 'react';
import { DECLINE_REASON_MAX_LENGTH, type Invitation } from '@petfoster/contracts';
import { declineInvitationSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, FieldError, Modal, SchemaForm, useSchemaField } from '@petfoster/platform/screens';
import { declineBody, useDeclineInvitation } from '../hooks/use-family-invitations';

interface DeclineValues {
  reason: string;
}

function ReasonField({ id }: { id: string }) {
  // Said while typed: the dialog's one field.
  const { input, message, aria } = useSchemaField<string>('reason', { live: true });
  const value = input.value ?? '';
  return (
    <div className={ui.field}>
      <label htmlFor={`${id}-reason`}>Raison (facultatif)</label>
      <textarea
        id={`${id}-reason`}
        {...input}
        value={value}
        placeholder="Par exemple : nous ne sommes pas disponibles en ce moment"
        {...aria(`${id}-reason`, [`${id}-reason-count`])}
      />
      {/* The count only: the schema's message says when the reason is too long. */}
      <CharacterCount
        id={`${id}-reason-count`}
        field="reason"
        length={value.length}
        max={DECLINE_REASON_MAX_LENGTH}
        message={false}
      />
      <FieldError id={`${id}-reason-error`} message={message} />
    </div>
  );
}

/**
 * 'Décliner' asks first: the family confirms, and may say why in a few words (optional), checked by the decline
 * route's schema before anything is sent. The association is told, with the reason, by mail and in its list of
 * proposals.
 */
export function DeclineInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose(): void }) {
  const id = useId();
  const { busy, decline } = useDeclineInvitation();

  return (
    <Modal
      open={invitation !== null}
      onClose={onClose}
      title={`Décliner la proposition pour ${invitation?.animal.name ?? ''}`}
    >
      {/* Keyed by the proposal: each one starts with an empty reason, not the draft of another one. */}
      <SchemaForm<DeclineValues>
        key={invitation?.id ?? 'closed'}
        className={ui.form}
        schema={declineInvitationSchema}
        initialValues={{ reason: '' }}
        toBody={(values) => declineBody(values.reason)}
        onSubmit={async (values) => {
          if (invitation) await decline(invitation, values.reason ?? '', onClose);
          return undefined;
        }}
        actions={({ invalid }) => (
          <div className={ui.actions}>
            <button type="submit" className={ui.danger} disabled={busy || invalid}>
              Décliner la proposition
            </button>
            <button type="button" className={ui.button} onClick={onClose} disabled={busy}>
              Annuler
            </button>
          </div>
        )}
      >
        <p>
          L&apos;association {invitation?.association.name_association} sera prévenue que vous déclinez sa proposition ;
          vous pouvez lui dire pourquoi.
        </p>
        <ReasonField id={id} />
      </SchemaForm>
    </Modal>
  );
}
