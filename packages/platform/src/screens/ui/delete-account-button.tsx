import type { ReactNode } from 'react';
import { useAccountDeletion } from '../hooks/use-account-deletion';
import { ConfirmModal } from './confirm-modal';
import { uiStyles as ui } from '@petfoster/platform';

export interface DeleteAccountButtonProps {
  remove(): Promise<unknown>;
  /** The role-specific alert shown when the deletion fails (docs/product.md#messages). */
  failureMessage: string;
  /** What the confirmation says will disappear. */
  warning: ReactNode;
}

/** 'Supprimer mon compte' on a dashboard, with its confirmation (docs/product.md#screens and #calls). */
export function DeleteAccountButton({ remove, failureMessage, warning }: DeleteAccountButtonProps) {
  const deletion = useAccountDeletion(remove, failureMessage);
  return (
    <>
      <button type="button" className={ui.danger} onClick={deletion.ask}>
        Supprimer mon compte
      </button>
      <ConfirmModal
        open={deletion.confirming}
        title="Supprimer mon compte"
        confirmLabel="Supprimer définitivement"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        {warning}
      </ConfirmModal>
    </>
  );
}
