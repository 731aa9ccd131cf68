import { PLACEMENT_LIMITS, PLACEMENT_MESSAGES as M, type Placement } from '@petfoster/contracts';
import { placementEndRequestSchema } from '@petfoster/contracts/schemas';
import { notify, uiStyles as ui, useQueryClient } from '@petfoster/platform';
import {
  allPlacementsQueryKey,
  frenchDate,
  placementQueryKey,
  placementsApi,
  SchemaForm,
  sanitizeText,
  SubmitButton,
  TextareaField,
  TextField,
  useFormWrite,
} from '@petfoster/platform/screens';

interface EndRequestValues {
  date: string;
  reason: string;
}

/** The day `days` after today on this device, as YYYY-MM-DD. */
export function dayAfterToday(days: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const toBody = ({ date, reason }: EndRequestValues) => ({
  date,
  reason: sanitizeText(reason ?? '') || null,
});

/**
 * 'Demander la fin de l'accueil' (the family, while under way): the date and an optional reason. The notice is the
 * API's rule (docs/product.md#placements); the hint says the earliest date, and the API's refusal shows under the date.
 */
export function EndRequestForm({ placement }: { placement: Placement }) {
  const submit = useFormWrite();
  const queryClient = useQueryClient();
  const notice = placement.terms?.notice_days ?? 0;
  const formId = `end-request-${placement.id}`;
  return (
    <SchemaForm<EndRequestValues>
      id={formId}
      schema={placementEndRequestSchema}
      toBody={toBody}
      initialValues={{ date: '', reason: '' }}
      onSubmit={(values) =>
        submit(() => placementsApi.requestEnd(placement.id, toBody(values)), {
          failure: M.endRequestFailed,
          toastRefusal: false,
          invalidates: [allPlacementsQueryKey],
          onSuccess: (answer) => {
            queryClient.setQueryData(placementQueryKey(placement.id), answer);
            notify.success(M.endRequestSent);
          },
        })
      }
      actions={
        <div className={ui.actions}>
          <SubmitButton label={M.endSubmit} busyLabel={M.endSubmitting} className={ui.primary} />
        </div>
      }
    >
      <TextField
        formId={formId}
        name="date"
        type="date"
        label={M.endDateLabel}
        hint={M.endNoticeHint(notice, frenchDate(dayAfterToday(notice)))}
        required
      />
      <TextareaField formId={formId} name="reason" label={M.endReasonLabel} maxLength={PLACEMENT_LIMITS.reasonMax} />
    </SchemaForm>
  );
}
