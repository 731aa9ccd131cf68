import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { animalsApi, changedBy, notify, queryKeys, uiStyles as ui, useSession } from '@petfoster/platform';
import { ConfirmModal, useWrite, useServerErrors } from '@petfoster/platform/screens';
import { ANIMAL_DELETION_MESSAGES, paths, REQUEST_STATUS, UI_MESSAGES, type Animal } from '@petfoster/contracts';
import { isAnimalOwner } from '../ownership';
import { animalFormValues, animalUpdatePayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';

export interface AnimalOwnerActionsProps {
  animal: Animal;
}

/** Editer / Supprimer on an animal page, for the association that owns the animal only (docs/product.md#states), exposed as ./AnimalOwnerActions. */
export default function AnimalOwnerActions({ animal }: AnimalOwnerActionsProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const server = useServerErrors();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!isAnimalOwner(session, animal)) return null;
  const associationId = animal.association_id;

  const save = (values: AnimalFormValues, image: string | null) =>
    run(() => animalsApi.update(animal.id, animalUpdatePayload(values, image, associationId)), {
      invalidates: changedBy.animal(associationId),
      onSuccess: (updated) => {
        notify.success(UI_MESSAGES.animalEdited(updated?.name ?? values.name));
        setEditing(false);
        navigate(paths.associationDashboard);
      },
      // docs/product.md#messages has no toast for a failed edit; the server's reasons show in the form (docs/behaviour.md).
      onError: (error) => server.capture(error),
    });

  const remove = () =>
    run(() => animalsApi.remove(animal.id), {
      removes: [queryKeys.animal(animal.id)],
      invalidates: changedBy.animal(associationId),
      onSuccess: () => {
        notify.success(UI_MESSAGES.animalDeleted);
        setConfirming(false);
        navigate(paths.associationDashboard);
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
        errors={server.errors}
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
        <p>
          {ANIMAL_DELETION_MESSAGES.pendingRequests(
            animal.requests.filter((request) => request.status === REQUEST_STATUS.pending).length,
            animal.name,
            animal.gender,
          )}
        </p>
      </ConfirmModal>
    </div>
  );
}
