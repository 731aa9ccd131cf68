import {
  DEFAULT_PLACEMENT_COSTS,
  PLACEMENT_COST_BEARERS,
  PLACEMENT_COST_ITEM_LABELS,
  PLACEMENT_COST_ITEMS,
  PLACEMENT_LIMITS,
  PLACEMENT_MESSAGES as M,
  type Placement,
  type PlacementCosts,
} from '@petfoster/contracts';
import { placementTermsSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CheckboxField,
  placementsApi,
  SchemaForm,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useSchemaFormValues,
} from '@petfoster/platform/screens';
import { usePlacementWrite } from '../hooks/use-placement-write';
import styles from '../placements.module.css';

const FORM_ID = 'placement-terms';
const BEARER_OPTIONS = PLACEMENT_COST_BEARERS.map((bearer) => ({ value: bearer, label: M.costBearerChoices[bearer] }));

interface TermsValues {
  start_date: string;
  end_date: string;
  /** 'Durée indéterminée': the end date is then sent as null. */
  open_ended: boolean;
  notice_days: number | string;
  costs: PlacementCosts;
  special_conditions: string;
}

/** The body PUT /api/placements/{id}/terms receives for these values, as the schema checks it. */
export const termsBody = ({ open_ended, end_date, ...values }: TermsValues) => ({
  ...values,
  end_date: open_ended ? null : end_date,
});

function initialValues(placement: Placement): TermsValues {
  const terms = placement.terms;
  return {
    start_date: terms?.start_date ?? '',
    end_date: terms?.end_date ?? '',
    open_ended: terms ? terms.end_date === null : false,
    notice_days: terms?.notice_days ?? PLACEMENT_LIMITS.noticeDaysDefault,
    costs: terms?.costs ?? DEFAULT_PLACEMENT_COSTS,
    special_conditions: terms?.special_conditions ?? '',
  };
}

function EndDate() {
  const { open_ended } = useSchemaFormValues<TermsValues>();
  return (
    <>
      {/* Ticked, there is no end date to give: the field goes (what was typed comes back if unticked). */}
      {open_ended ? null : <TextField formId={FORM_ID} name="end_date" label={M.termsEndDateLabel} type="date" />}
      <CheckboxField formId={FORM_ID} name="open_ended" className={styles.choice}>
        {M.openEnded}
      </CheckboxField>
    </>
  );
}

/**
 * The association sets the terms (docs/product.md#placements): each save is a new contract version that both parties
 * sign again, also while the placement runs (an extension, any change). Checked by the API's schema; an empty end
 * date must be meant, by ticking 'Durée indéterminée'.
 */
export function PlacementTermsForm({ placement }: { placement: Placement }) {
  const write = usePlacementWrite();
  return (
    <SchemaForm<TermsValues>
      id={FORM_ID}
      schema={placementTermsSchema}
      toBody={termsBody}
      initialValues={initialValues(placement)}
      onSubmit={(values) => {
        if (!values.open_ended && !values.end_date?.trim()) return { end_date: M.endRequired };
        return write(() => placementsApi.setTerms(placement.id, termsBody(values)), {
          failure: M.termsFailed,
          success: M.termsSaved,
        });
      }}
      actions={<SubmitButton label={M.termsSubmit} busyLabel={M.saving} className={ui.primary} />}
    >
      <TextField formId={FORM_ID} name="start_date" label={M.startDateLabel} type="date" required />
      <EndDate />
      <TextField
        formId={FORM_ID}
        name="notice_days"
        label={M.noticeLabel}
        hint={M.noticeHint}
        type="number"
        inputMode="numeric"
        required
      />
      <fieldset className={styles.fieldset}>
        <legend>{M.costsLegend}</legend>
        {PLACEMENT_COST_ITEMS.map((item) => (
          <SelectField
            key={item}
            formId={FORM_ID}
            name={`costs.${item}`}
            label={PLACEMENT_COST_ITEM_LABELS[item]}
            options={BEARER_OPTIONS}
          />
        ))}
      </fieldset>
      <TextareaField
        formId={FORM_ID}
        name="special_conditions"
        label={M.specialConditionsLabel}
        maxLength={PLACEMENT_LIMITS.specialConditionsMax}
      />
    </SchemaForm>
  );
}
