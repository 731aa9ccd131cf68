import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { animalsApi, notify, useSession } from '@petfoster/platform';
import { UI_MESSAGES, type Animal } from '@petfoster/contracts';
import { isAnimalOwner } from '../ownership';
import { animalFormValues, animalUpdatePayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';
import { ConfirmModal, ui, useProcessing } from '../../../shared';

export interface AnimalOwnerActionsProps {
  animal: Animal;
  onChanged?(): void;
}

/** Editer / Supprimer on an animal page, for the association that owns the animal only (SPEC 4), exposed as ./AnimalOwnerActions. */
export default function AnimalOwnerActions({ animal, onChanged }: AnimalOwnerActionsProps) {
  const session = useSession();
  const navigate = useNavigate();
  const processing = useProcessing();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!isAnimalOwner(session, animal)) return null;
  const associationId = animal.association_id;

  const save = async (values: AnimalFormValues, image: string | null) => {
    setBusy(true);
    try {
      const updated = await processing(() => animalsApi.update(animal.id, animalUpdatePayload(values, image, associationId)));
      notify.success(UI_MESSAGES.animalEdited(updated?.name ?? values.name));
      setEditing(false);
      onChanged?.();
      navigate('/associations/dashboard');
    } catch (err) {
      console.error(err);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await processing(() => animalsApi.remove(animal.id));
      notify.success(UI_MESSAGES.animalDeleted);
      setConfirming(false);
      // No onChanged here: the animal is gone, a reload by the host page would only find a 404.
      navigate('/associations/dashboard');
    } catch (err) {
      console.error(err);
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className={ui.actions}>
      <button type="button" className={ui.button} onClick={() => setEditing(true)}>
        Editer
      </button>
      <button type="button" className={ui.danger} onClick={() => setConfirming(true)}>
        Supprimer
      </button>
      <AnimalFormModal
        open={editing}
        title={`Modifier ${animal.name}`}
        submitLabel="Valider"
        withSpecies={false}
        initialValues={animalFormValues(animal)}
        busy={busy}
        onSubmit={save}
        onClose={() => setEditing(false)}
      />
      <ConfirmModal
        open={confirming}
        title={`Supprimer ${animal.name}`}
        confirmLabel="Supprimer"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>Voulez-vous vraiment supprimer {animal.name} ? Cette action est irréversible.</p>
      </ConfirmModal>
    </div>
  );
}
