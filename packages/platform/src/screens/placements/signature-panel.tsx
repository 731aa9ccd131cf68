import { Fragment, useId } from 'react';
import {
  PLACEMENT_MESSAGES as M,
  PLACEMENT_PARTIES,
  PLACEMENT_PARTY_LABELS,
  PLACEMENT_STATUSES,
  type Placement,
  type PlacementParty,
} from '@petfoster/contracts';
import { placementSignatureSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui, useQueryClient } from '@petfoster/platform';
import { allPlacementsQueryKey, placementQueryKey, placementsApi } from '../api/placements';
import { SchemaForm, SubmitButton } from '../forms/schema-form';
import { TextField, useSchemaField } from '../forms/schema-fields';
import { useFormWrite } from '../forms/use-form-write';
import { frenchDateTime } from './placement-dates';
import styles from './placements.module.css';

export interface SignaturePanelProps {
  placement: Placement;
  /** The party the viewer signs for: the family itself, or an admin/référent for the association. */
  party: PlacementParty;
}

interface SignatureValues {
  accept: boolean;
  full_name: string;
}

/**
 * Whether `party` has a version to sign: terms are set and the current version waits for its signature (while
 * 'À signer', or while 'En cours' when new terms made an amendment).
 */
export function awaitsSignatureOf(placement: Placement, party: PlacementParty): boolean {
  const open = placement.status === PLACEMENT_STATUSES.toSign || placement.status === PLACEMENT_STATUSES.active;
  return (
    open &&
    placement.terms !== null &&
    placement.contract_version > 0 &&
    !placement.signatures.some((signature) => signature.role === party)
  );
}

/** The acceptance box, its refusal under it ('Vous devez accepter…'). */
function AcceptCheckbox({ formId }: { formId: string }) {
  const { input, message, aria } = useSchemaField<boolean>('accept', { type: 'checkbox' });
  const inputId = `${formId}-accept`;
  return (
    <div className={ui.field}>
      <div className={ui.checkbox}>
        <input
          id={inputId}
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={() => input.onBlur()}
          aria-required
          {...aria(inputId)}
        />
        <label htmlFor={inputId}>{M.acceptLabel}</label>
      </div>
      {message ? (
        <p id={`${inputId}-error`} className={ui.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function SignatureForm({ placement }: { placement: Placement }) {
  const formId = `sign-${useId().replace(/:/g, '')}`;
  const submit = useFormWrite();
  const queryClient = useQueryClient();
  return (
    <SchemaForm<SignatureValues>
      id={formId}
      schema={placementSignatureSchema}
      initialValues={{ accept: false, full_name: '' }}
      onSubmit={(values) =>
        submit(() => placementsApi.sign(placement.id, { accept: true, full_name: values.full_name.trim() }), {
          failure: M.signFailed,
          toastRefusal: false,
          invalidates: [allPlacementsQueryKey],
          onSuccess: (signed) => {
            queryClient.setQueryData(placementQueryKey(placement.id), signed);
            notify.success(M.signed);
          },
        })
      }
      actions={<SubmitButton label={M.signSubmit} busyLabel={M.signing} className={ui.primary} />}
    >
      <AcceptCheckbox formId={formId} />
      <TextField
        formId={formId}
        name="full_name"
        label={M.fullNameLabel}
        hint={M.fullNameHint}
        autoComplete="name"
        required
      />
    </SchemaForm>
  );
}

/**
 * The signatures of the current version (each party: who signed and when, or 'Pas encore signé'), then, when the
 * viewer's party has to sign it, the signing form: the acceptance box, the typed full name, 'Signer'. The API's
 * refusals (name not the account's, already signed) are said under the name or above the button.
 */
export function SignaturePanel({ placement, party }: SignaturePanelProps) {
  const version = placement.contract_version;
  if (version === 0 || placement.terms === null) return <p className={ui.empty}>{M.nothingToSign}</p>;
  const signedByViewer = placement.signatures.some((signature) => signature.role === party);
  const bothSigned = Object.values(PLACEMENT_PARTIES).every((role) =>
    placement.signatures.some((signature) => signature.role === role),
  );
  return (
    <div className={styles.signatures}>
      <p className={styles.contractVersion}>{M.versionSignatures(version)}</p>
      <dl className={ui.details}>
        {Object.values(PLACEMENT_PARTIES).map((role) => {
          const signature = placement.signatures.find((s) => s.role === role);
          return (
            <Fragment key={role}>
              <dt>{PLACEMENT_PARTY_LABELS[role]}</dt>
              <dd>
                {signature ? M.signatureOf(signature.full_name, frenchDateTime(signature.signed_at)) : M.notSignedYet}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      {awaitsSignatureOf(placement, party) ? <SignatureForm placement={placement} /> : null}
      {signedByViewer && !bothSigned ? <p role="status">{M.waitingForOther}</p> : null}
    </div>
  );
}
