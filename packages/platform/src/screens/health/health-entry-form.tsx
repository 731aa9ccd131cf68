import { useId, useState } from 'react';
import {
  HEALTH_LIMITS,
  HEALTH_MESSAGES as M,
  HEALTH_SUGGESTIONS,
  HEALTH_TEST_RESULT_LABELS,
  HEALTH_TEST_RESULTS,
  HEALTH_TYPE_LABELS,
  type HealthEntry,
  type HealthEntryType,
} from '@petfoster/contracts';
import { HEALTH_ENTRY_SCHEMAS } from '@petfoster/contracts/schemas';
import { notify, queryKeys, uiStyles as ui } from '@petfoster/platform';
import { SchemaForm, SubmitButton } from '../forms/schema-form';
import { SelectField, TextareaField, TextField, useSchemaField } from '../forms/schema-fields';
import { useFormWrite } from '../forms/use-form-write';
import { sanitizeText } from '../sanitize/sanitize';
import { allCareDueQueryKey, healthApi, healthRecordQueryKey, type HealthEntryBody } from '../api/health';
import styles from './health.module.css';

/** What the form holds: every field of every type, as typed. */
export interface HealthFormValues {
  date: string;
  next_due: string;
  name: string;
  product: string;
  result: string;
  vet: string;
  note: string;
  kg: string;
  from: string;
  to: string;
  dosage: string;
}

const EMPTY: HealthFormValues = {
  date: '',
  next_due: '',
  name: '',
  product: '',
  result: '',
  vet: '',
  note: '',
  kg: '',
  from: '',
  to: '',
  dosage: '',
};

/** An entry's fields as the form shows them (a weight with its decimal comma). */
export function formValuesOf(entry: HealthEntry): HealthFormValues {
  return {
    date: entry.date,
    next_due: entry.next_due ?? '',
    name: entry.name ?? '',
    product: entry.product ?? '',
    result: entry.result ?? '',
    vet: entry.vet ?? '',
    note: entry.note ?? '',
    kg: entry.kg === null ? '' : String(entry.kg).replace('.', ','),
    from: entry.from ?? '',
    to: entry.to ?? '',
    dosage: entry.dosage ?? '',
  };
}

const clean = (value: string) => sanitizeText(value ?? '');

/** The body of a type: only its own fields, texts sanitised, an empty optional next due date as null. */
export function bodyOf(type: HealthEntryType, values: HealthFormValues): HealthEntryBody {
  switch (type) {
    case 'vaccination':
      return { type, name: clean(values.name), date: values.date, next_due: values.next_due || null };
    case 'antiparasitaire':
    case 'vermifuge':
      return { type, product: clean(values.product), date: values.date, next_due: values.next_due };
    case 'test':
      return { type, name: clean(values.name), result: values.result, date: values.date };
    case 'sterilisation':
      return { type, date: values.date };
    case 'visite':
      return { type, date: values.date, vet: clean(values.vet), note: clean(values.note) };
    case 'poids':
      return { type, date: values.date, kg: values.kg };
    case 'traitement':
      return { type, name: clean(values.name), from: values.from, to: values.to, dosage: clean(values.dosage) };
  }
}

/** Tappable suggestions under a name field: a vaccine or a test usual for the species (free text otherwise). */
function Suggestions({ name, values }: { name: string; values: readonly string[] }) {
  const { input } = useSchemaField<string>(name);
  if (!values.length) return null;
  return (
    <span className={styles.suggestions}>
      {M.suggestions}&nbsp;:{' '}
      {values.map((value) => (
        <button key={value} type="button" className={styles.suggestion} onClick={() => input.onChange(value)}>
          {value}
        </button>
      ))}
    </span>
  );
}

function TypeFields({ type, formId, speciesId }: { type: HealthEntryType; formId: string; speciesId: number }) {
  const date = <TextField formId={formId} name="date" type="date" label={M.dateLabel} required />;
  switch (type) {
    case 'vaccination':
      return (
        <>
          <TextField
            formId={formId}
            name="name"
            label={M.vaccineLabel}
            required
            hint={<Suggestions name="name" values={HEALTH_SUGGESTIONS.vaccination[speciesId] ?? []} />}
          />
          {date}
          <TextField formId={formId} name="next_due" type="date" label={M.nextDueLabel} />
        </>
      );
    case 'antiparasitaire':
    case 'vermifuge':
      return (
        <>
          <TextField formId={formId} name="product" label={M.productLabel} required />
          {date}
          <TextField formId={formId} name="next_due" type="date" label={M.nextDueLabel} required />
        </>
      );
    case 'test':
      return (
        <>
          <TextField
            formId={formId}
            name="name"
            label={M.testLabel}
            required
            hint={<Suggestions name="name" values={HEALTH_SUGGESTIONS.test[speciesId] ?? []} />}
          />
          <SelectField
            formId={formId}
            name="result"
            label={M.resultLabel}
            required
            options={[
              { value: '', label: '—' },
              ...HEALTH_TEST_RESULTS.map((value) => ({ value, label: HEALTH_TEST_RESULT_LABELS[value] })),
            ]}
          />
          {date}
        </>
      );
    case 'sterilisation':
      return date;
    case 'visite':
      return (
        <>
          {date}
          <TextField formId={formId} name="vet" label={M.vetLabel} required />
          <TextareaField formId={formId} name="note" label={M.noteLabel} required maxLength={HEALTH_LIMITS.noteMax} />
        </>
      );
    case 'poids':
      return (
        <>
          {date}
          <TextField formId={formId} name="kg" label={M.kgLabel} inputMode="text" required />
        </>
      );
    case 'traitement':
      return (
        <>
          <TextField formId={formId} name="name" label={M.treatmentLabel} required />
          <TextField formId={formId} name="from" type="date" label={M.fromLabel} required />
          <TextField formId={formId} name="to" type="date" label={M.toLabel} required />
          <TextField formId={formId} name="dosage" label={M.dosageLabel} required />
        </>
      );
  }
}

export interface HealthEntryFormProps {
  animalId: number;
  speciesId: number;
  /** The types the caller may add (the family's three, or all of them). */
  types: readonly HealthEntryType[];
  /** Editing this entry (its type stays); adding otherwise. */
  entry?: HealthEntry;
  onDone(): void;
}

/**
 * Adding or editing an entry: the type first (its own fields then), each type's form checked by its schema of the
 * contracts, the API's refusals (a date in the future, the family's 24 hours) under their fields or above the buttons.
 */
export function HealthEntryForm({ animalId, speciesId, types, entry, onDone }: HealthEntryFormProps) {
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const submit = useFormWrite();
  const [type, setType] = useState<HealthEntryType>(entry?.type ?? types[0]);
  const save = (values: HealthFormValues) =>
    submit(
      () => (entry ? healthApi.update(entry.id, bodyOf(type, values)) : healthApi.add(animalId, bodyOf(type, values))),
      {
        failure: 'L’entrée n’a pas pu être enregistrée. Réessayez.',
        toastRefusal: false,
        explained: [403, 409, 429],
        // A sterilisation changes the animal; a next due date, what is due.
        invalidates: [healthRecordQueryKey(animalId), allCareDueQueryKey, queryKeys.animal(animalId)],
        onSuccess: () => {
          notify.success(entry ? M.saved : M.added);
          onDone();
        },
      },
    );
  return (
    <div className={styles.formBox}>
      {entry ? (
        <p className={styles.formType}>{HEALTH_TYPE_LABELS[entry.type]}</p>
      ) : (
        <div className={ui.field}>
          <label htmlFor={`${formId}-type`}>{M.typeLabel}</label>
          <select
            id={`${formId}-type`}
            value={type}
            onChange={(event) => setType(event.target.value as HealthEntryType)}
          >
            {types.map((value) => (
              <option key={value} value={value}>
                {HEALTH_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      )}
      <SchemaForm<HealthFormValues>
        // One form per type: its schema and its fields.
        key={type}
        id={`${formId}-${type}`}
        schema={HEALTH_ENTRY_SCHEMAS[type]}
        toBody={(values) => bodyOf(type, values)}
        initialValues={entry ? formValuesOf(entry) : EMPTY}
        onSubmit={save}
        actions={
          <div className={ui.actions}>
            <SubmitButton label={M.save} className={ui.primary} />
            <button type="button" className={ui.button} onClick={onDone}>
              {M.cancel}
            </button>
          </div>
        }
      >
        <TypeFields type={type} formId={`${formId}-${type}`} speciesId={speciesId} />
      </SchemaForm>
    </div>
  );
}
