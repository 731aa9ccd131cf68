import { PLACEMENT_MESSAGES as M, type Placement } from '@petfoster/contracts';
import { placementStartSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import { placementsApi, SchemaForm, SubmitButton, TextField } from '@petfoster/platform/screens';
import { usePlacementWrite } from '../hooks/use-placement-write';
import { today } from '../placement-days';

const FORM_ID = 'placement-start';

/** 'Commencer l'accueil' once both parties signed: the day the animal arrives (the terms' start by default). */
export function PlacementStartForm({ placement }: { placement: Placement }) {
  const write = usePlacementWrite();
  return (
    <SchemaForm<{ date: string }>
      id={FORM_ID}
      schema={placementStartSchema}
      initialValues={{ date: placement.terms?.start_date ?? today() }}
      onSubmit={(values) =>
        write(() => placementsApi.start(placement.id, values), { failure: M.startFailed, success: M.started })
      }
      actions={<SubmitButton label={M.startTitle} busyLabel={M.saving} className={ui.primary} />}
    >
      <p>{M.startHint}</p>
      <TextField formId={FORM_ID} name="date" label={M.arrivalDateLabel} type="date" required />
    </SchemaForm>
  );
}
