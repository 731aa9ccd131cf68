import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import { Modal } from '@petfoster/platform';
import type { FosterRequest } from '@petfoster/contracts';
import ui from '../../../shared-candidates/ui.module.css';

export interface EditMotivationModalProps {
  request: FosterRequest | null;
  busy?: boolean;
  onSubmit(motivation: string): void;
  onClose(): void;
}

export function EditMotivationModal({ request, busy = false, onSubmit, onClose }: EditMotivationModalProps) {
  const id = useId();
  const [motivation, setMotivation] = useState('');
  useEffect(() => {
    setMotivation(request?.motivation ?? '');
  }, [request]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(motivation);
  };

  return (
    <Modal open={request !== null} onClose={onClose} title={`Modifier ma demande pour ${request?.animal?.name ?? ''}`}>
      <form className={ui.form} onSubmit={handleSubmit}>
        <div className={ui.field}>
          <label htmlFor={`${id}-motivation`}>Motivation</label>
          <textarea
            id={`${id}-motivation`}
            maxLength={MAX_LENGTHS.motivation}
            value={motivation}
            onChange={(e) => setMotivation(e.target.value)}
          />
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            Valider
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
