import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { animalsApi, changedBy, notify, serverErrors, uiStyles as ui } from '@petfoster/platform';
import { useWrite, useServerErrors } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { newAnimalPayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';

/** 'Ajouter un animal' and its modal (docs/product.md#screens); the caller decides who may see it. */
export function AddAnimalButton({ associationId }: { associationId: number }) {
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const server = useServerErrors();
  const [open, setOpen] = useState(false);

  const submit = (values: AnimalFormValues, image: string | null) =>
    run(() => animalsApi.create(newAnimalPayload(values, image, associationId)), {
      invalidates: changedBy.animal(associationId),
      onSuccess: (created) => {
        notify.success(UI_MESSAGES.animalAdded(created?.name ?? values.name));
        setOpen(false);
        navigate(paths.associationDashboard);
      },
      onError: async (error) => {
        // A refusal the API explained is shown in the form, under its fields: the SPEC toast only for the others.
        if (!(await serverErrors(error))) notify.error(UI_MESSAGES.animalAddFailed);
        await server.capture(error);
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
        busy={busy}
        errors={server.errors}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
