import { useId, useState, type FormEvent } from 'react';
import { changedBy, isHoused, notify, serverMessage, uiStyles as ui } from '@petfoster/platform';
import { CharacterCount, invitationsApi, Modal, useWrite } from '@petfoster/platform/screens';
import { MAX_LENGTHS, type FamilySearchResult } from '@petfoster/contracts';
import { useAssociationAnimals } from '../../animals';

interface ProposeAnimalDialogProps {
  associationId: number;
  family: FamilySearchResult | null;
  onClose(): void;
}

/**
 * 'Proposer un animal' (docs/matching.md): one of the association's animals that is not housed, and a message. The API
 * refuses a second open proposal for the same family and animal (409): its message is shown as an error toast.
 */
export function ProposeAnimalDialog({ associationId, family, onClose }: ProposeAnimalDialogProps) {
  const id = useId();
  const animals = useAssociationAnimals(associationId);
  const available = (animals.data ?? []).filter((animal) => !isHoused(animal.requests));
  const [animalId, setAnimalId] = useState('');
  const [message, setMessage] = useState('');
  const { busy, run } = useWrite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!family || !animalId || !message.trim()) return;
    void run(() => invitationsApi.create({ family_id: family.id, animal_id: Number(animalId), message }), {
      invalidates: changedBy.invitation(),
      onSuccess: () => {
        notify.success(`Proposition envoyée à ${family.firstname}.`);
        setAnimalId('');
        setMessage('');
        onClose();
      },
      onError: async (error) => notify.error((await serverMessage(error)) ?? 'Une erreur est survenue'),
    });
  };

  return (
    <Modal open={family !== null} onClose={onClose} title={`Proposer un animal à ${family?.firstname ?? ''}`}>
      <form onSubmit={submit} className={ui.form}>
        {animals.isLoading ? <p role="status">Chargement de vos animaux…</p> : null}
        {animals.data && available.length === 0 ? <p>Tous vos animaux sont déjà accueillis.</p> : null}
        <div className={ui.field}>
          <label htmlFor={`${id}-animal`}>Animal</label>
          <select id={`${id}-animal`} required value={animalId} onChange={(e) => setAnimalId(e.target.value)}>
            <option value="">Choisir un animal</option>
            {available.map((animal) => (
              <option key={animal.id} value={animal.id}>
                {animal.name} ({animal.species?.name})
              </option>
            ))}
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea
            id={`${id}-message`}
            required
            aria-describedby={`${id}-message-count`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          {/* Never cut while typed: the count near the limit, the message over it. */}
          <CharacterCount
            id={`${id}-message-count`}
            field="message"
            length={message.length}
            max={MAX_LENGTHS.motivation}
          />
        </div>
        <button
          type="submit"
          className={ui.button}
          disabled={busy || !animalId || !message.trim() || message.length > MAX_LENGTHS.motivation}
        >
          Envoyer la proposition
        </button>
      </form>
    </Modal>
  );
}
