import {
  PLACEMENT_END_OUTCOMES,
  PLACEMENT_LIMITS,
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  type Placement,
} from '@petfoster/contracts';
import { placementEndSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import {
  placementsApi,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@petfoster/platform/screens';
import { usePlacementWrite } from '../hooks/use-placement-write';
import { today } from '../placement-days';

const FORM_ID = 'placement-end';
const OUTCOME_OPTIONS = [
  { value: '', label: M.outcomeChoose },
  ...PLACEMENT_END_OUTCOMES.map((outcome) => ({ value: outcome, label: PLACEMENT_OUTCOME_LABELS[outcome] })),
];

interface EndValues {
  date: string;
  outcome: string;
  note: string;
}

/**
 * The association ends the placement: the day, how it ended, a note. The family's own adoption is recorded by the
 * adoption form instead (its 7-day rule).
 */
export function PlacementEndForm({ placement }: { placement: Placement }) {
  const write = usePlacementWrite();
  return (
    <SchemaForm<EndValues>
      id={FORM_ID}
      schema={placementEndSchema}
      initialValues={{ date: placement.end_request?.date ?? today(), outcome: '', note: '' }}
      onSubmit={(values) =>
        write(() => placementsApi.end(placement.id, values), { failure: M.endFailed, success: M.ended })
      }
      actions={<SubmitButton label={M.endTitle} busyLabel={M.saving} className={ui.danger} />}
    >
      <TextField formId={FORM_ID} name="date" label={M.endOnLabel} type="date" required />
      <SelectField formId={FORM_ID} name="outcome" label={M.outcomeLabel} options={OUTCOME_OPTIONS} required />
      <TextareaField formId={FORM_ID} name="note" label={M.noteLabel} maxLength={PLACEMENT_LIMITS.reasonMax} />
    </SchemaForm>
  );
}
