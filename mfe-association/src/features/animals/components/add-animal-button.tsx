import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { animalsApi, changedBy, notify, uiStyles as ui } from '@petfoster/platform';
import { useFormWrite } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { createAnimalSchema } from '@petfoster/contracts/schemas';
import { newAnimalPayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';

/** 'Ajouter un animal' and its modal (docs/product.md#screens); the caller decides who may see it. */
export function AddAnimalButton({ associationId }: { associationId: number }) {
  const navigate = useNavigate();
  const submitForm = useFormWrite();
  const [open, setOpen] = useState(false);
  const toBody = (values: AnimalFormValues, image: string | null) => newAnimalPayload(values, image, associationId);

  const submit = (values: AnimalFormValues, image: string | null) =>
    submitForm(() => animalsApi.create(toBody(values, image)), {
      // A refusal the API explained is shown in the form, under its fields: the SPEC toast only for the others.
      failure: UI_MESSAGES.animalAddFailed,
      toastRefusal: false,
      showFailure: false,
      explained: [],
      invalidates: changedBy.animal(associationId),
      onSuccess: (created) => {
        notify.success(UI_MESSAGES.animalAdded(created?.name ?? values.name));
        setOpen(false);
        navigate(paths.associationDashboard);
      },
    });

  return (
    <>
      <button type="button" className={ui.primary} onClick={() => setOpen(true)}>
        Ajouter un animal
      </button>
      <AnimalFormModal
        open={open}
        title="Ajouter un animal"
        submitLabel="Ajouter"
        withSpecies
        schema={createAnimalSchema}
        toBody={toBody}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
