import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { animalsApi, notify } from '@petfoster/platform';
import { UI_MESSAGES } from '@petfoster/contracts';
import { newAnimalPayload, type AnimalFormValues } from '../animal-form-values';
import { AnimalFormModal } from './animal-form-modal';
import { ui, useProcessing } from '../../../shared';

/** 'Ajouter un animal' and its modal (SPEC 2); the caller decides who may see it. */
export function AddAnimalButton({ associationId }: { associationId: number }) {
  const navigate = useNavigate();
  const processing = useProcessing();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (values: AnimalFormValues, image: string | null) => {
    setBusy(true);
    try {
      const created = await processing(() => animalsApi.create(newAnimalPayload(values, image, associationId)));
      notify.success(UI_MESSAGES.animalAdded(created?.name ?? values.name));
      setOpen(false);
      navigate('/associations/dashboard');
    } catch (err) {
      console.error(err);
      notify.error(UI_MESSAGES.animalAddFailed);
    } finally {
      setBusy(false);
    }
  };

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
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
