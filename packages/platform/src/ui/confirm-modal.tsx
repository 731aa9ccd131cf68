import type { ReactNode } from 'react';
import { Modal } from './modal';
import ui from './ui.module.css';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before something that cannot be undone (account or animal deletion). */
export function ConfirmModal({ open, title, children, confirmLabel = 'Confirmer', busy = false, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <div className={ui.form}>
        <div>{children}</div>
        <div className={ui.actions}>
          <button type="button" className={ui.danger} onClick={onConfirm} disabled={busy}>
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
