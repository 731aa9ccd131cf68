import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { animalsApi, ConfirmModal, notify, uiStyles as ui, useSession, useWriteAction } from '@petfoster/platform';
import { UI_MESSAGES, type Animal } from '@petfoster/contracts';
import { isAnimalOwner } from '../ownership';
import { animalFormValues, animalUpdatePayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';

export interface AnimalOwnerActionsProps {
  animal: Animal;
  onChanged?(): void;
}

/** Editer / Supprimer on an animal page, for the association that owns the animal only (SPEC 4), exposed as ./AnimalOwnerActions. */
export default function AnimalOwnerActions({ animal, onChanged }: AnimalOwnerActionsProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { busy, run } = useWriteAction();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!isAnimalOwner(session, animal)) return null;
  const associationId = animal.association_id;

  const save = (values: AnimalFormValues, image: string | null) =>
    run(() => animalsApi.update(animal.id, animalUpdatePayload(values, image, associationId)), {
      onSuccess: (updated) => {
        notify.success(UI_MESSAGES.animalEdited(updated?.name ?? values.name));
        setEditing(false);
        onChanged?.();
        navigate('/associations/dashboard');
      },
    });

  const remove = () =>
    run(() => animalsApi.remove(animal.id), {
      onSuccess: () => {
        notify.success(UI_MESSAGES.animalDeleted);
        setConfirming(false);
        // No onChanged here: the animal is gone, a reload by the host page would only find a 404.
        navigate('/associations/dashboard');
      },
      onError: () => setConfirming(false),
    });

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
