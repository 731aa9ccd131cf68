import { useState, type ReactNode } from 'react';
import { ConfirmModal } from './confirm-modal';

export interface ConfirmQuestion {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  confirmTone?: 'danger' | 'primary';
  onConfirm(): unknown;
}

/**
 * One way for a screen to ask before acting (docs/behaviour.md: every deletion asks, as animals and accounts did):
 * `ask(question)` opens the dialog that `dialog` renders; confirming closes it and runs `onConfirm`.
 */
export function useConfirm(busy = false): { ask(question: ConfirmQuestion): void; dialog: ReactNode } {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const dialog = (
    <ConfirmModal
      open={question !== null}
      title={question?.title ?? ''}
      confirmLabel={question?.confirmLabel}
      confirmTone={question?.confirmTone}
      busy={busy}
      onConfirm={() => {
        const confirmed = question;
        setQuestion(null);
        void confirmed?.onConfirm();
      }}
      onCancel={() => setQuestion(null)}
    >
      <p>{question?.message}</p>
    </ConfirmModal>
  );
  return { ask: setQuestion, dialog };
}
