import { useId, useState, type FormEvent } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import { Modal } from '@petfoster/platform';
import ui from '../../../shared-candidates/ui.module.css';

export interface SubmitRequestModalProps {
  open: boolean;
  animalName: string;
  busy?: boolean;
  onSubmit(motivation: string): void;
  onClose(): void;
}

/** SPEC 2 submit-request modal; the motivation is optional (SPEC 5). */
export function SubmitRequestModal({ open, animalName, busy = false, onSubmit, onClose }: SubmitRequestModalProps) {
  const id = useId();
  const [motivation, setMotivation] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(motivation);
  };
  return (
    <Modal open={open} onClose={onClose} title={`Demande d'accueil pour ${animalName}`}>
      <form className={ui.form} onSubmit={handleSubmit}>
        <div className={ui.field}>
          <label htmlFor={`${id}-motivation`}>Motivation (facultatif)</label>
          <textarea
            id={`${id}-motivation`}
            maxLength={MAX_LENGTHS.motivation}
            value={motivation}
            placeholder="Expliquez pourquoi vous souhaitez accueillir cet animal"
            onChange={(e) => setMotivation(e.target.value)}
          />
        </div>
        <div className={ui.actions}>
          <button type="submit" className={ui.primary} disabled={busy}>
            Envoyer la demande
          </button>
          <button type="button" className={ui.button} onClick={onClose}>
            Annuler
          </button>
        </div>
      </form>
    </Modal>
  );
}
