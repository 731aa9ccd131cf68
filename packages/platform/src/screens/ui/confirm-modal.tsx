import type { ReactNode } from 'react';
import { Modal } from './modal';
import { uiStyles as ui } from '@petfoster/platform';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** danger (the default) for what destroys, primary for a confirmation that goes ahead (an acceptance). */
  confirmTone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before something that cannot be undone (deletions) or that has a consequence (acceptance). */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel = 'Confirmer',
  confirmTone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <div className={ui.form}>
        <div>{children}</div>
        <div className={ui.actions}>
          <button
            type="button"
            className={confirmTone === 'danger' ? ui.danger : ui.primary}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
          <button type="button" className={ui.button} onClick={onCancel} disabled={busy}>
            Annuler
          </button>
        </div>
      </div>
    </Modal>
  );
}
