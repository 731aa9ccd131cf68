import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  animalsApi,
  changedBy,
  notify,
  queryKeys,
  uiStyles as ui,
  useSession,
  type ExposedProps,
} from '@petfoster/platform';
import { ConfirmModal, sessionCan, useFormWrite, useWrite } from '@petfoster/platform/screens';
import { ANIMAL_DELETION_MESSAGES, HEALTH_ENTRY_TYPES, paths, REQUEST_STATUS, UI_MESSAGES } from '@petfoster/contracts';
import { updateAnimalSchema } from '@petfoster/contracts/schemas';
import { isAnimalOwner } from '../ownership';
import { animalFormValues, animalUpdatePayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';
import { PhotoManager } from './photo-manager';
import { UrgentAppealAction } from './urgent-appeal-action';
import { HealthRecord } from '../../health';

/** Its props: the table of exposed modules, which the catalogue's animal page compiles against too. */
export type AnimalOwnerActionsProps = ExposedProps<'association', './AnimalOwnerActions'>;

/** Editer / Supprimer on an animal page, for the association that owns the animal only (docs/product.md#states), exposed as ./AnimalOwnerActions. */
export default function AnimalOwnerActions({ animal }: AnimalOwnerActionsProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const submitForm = useFormWrite();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!isAnimalOwner(session, animal)) return null;
  const associationId = animal.association_id;

  // Marking it urgent is the admins' and référents' (docs/product.md#urgent-appeals): a bénévole's form leaves it out.
  const withUrgent = sessionCan(session, 'animal.markUrgent', { associationId });
  const toBody = (values: AnimalFormValues, image: string | null) =>
    animalUpdatePayload(values, image, associationId, withUrgent ? animal : undefined);

  const save = (values: AnimalFormValues, image: string | null) =>
    // The product has no toast for a failed edit (no `failure`); the server's reasons show in the form.
    submitForm(() => animalsApi.update(animal.id, toBody(values, image)), {
      explained: [],
      invalidates: changedBy.animal(associationId),
      onSuccess: (updated) => {
        notify.success(UI_MESSAGES.animalEdited(updated?.name ?? values.name));
        setEditing(false);
        navigate(paths.associationDashboard);
      },
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
    <>
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
          schema={updateAnimalSchema}
          toBody={toBody}
          onSubmit={save}
          onClose={() => setEditing(false)}
          after={<PhotoManager animal={animal} />}
          withUrgent={withUrgent}
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
      <UrgentAppealAction animal={animal} />
      {/* The animal's health record (docs/product.md#health-record): every member reads it, admins and référents write. */}
      <HealthRecord
        animalId={animal.id}
        speciesId={animal.species_id}
        types={sessionCan(session, 'health.add', { associationId }) ? HEALTH_ENTRY_TYPES : []}
      />
    </>
  );
}
