import { useId, type ReactNode } from 'react';
import {
  ANIMAL_IDENTITY_MESSAGES,
  ANIMAL_SIZE_LABELS,
  ANIMAL_SIZES,
  GENDERS,
  GOOD_WITH,
  GOOD_WITH_COLUMNS,
  GOOD_WITH_LABELS,
  IDENTIFICATION_TYPE_OPTIONS,
  GALLERY_MESSAGES,
  MAX_LENGTHS,
  SPECIES,
  URGENT_BADGE_LABEL,
  URGENT_REASON_MAX_LENGTH,
} from '@petfoster/contracts';
import type { RequestSchema } from '@petfoster/contracts/schemas';
import { uiStyles as ui } from '@petfoster/platform';
import {
  CharacterCount,
  CheckboxField,
  FieldError,
  FormActions,
  ImageInput,
  Modal,
  SchemaForm,
  useSchemaField,
  useSchemaFormValues,
  type SubmissionErrors,
} from '@petfoster/platform/screens';
import { EMPTY_ANIMAL_FORM, isAnimalFormComplete, type AnimalFormValues } from '../animal-form-values';
import styles from './animal-form-modal.module.css';

/** The form's values: the animal's fields and the image chosen, if any (a data URL). */
export type AnimalFormState = AnimalFormValues & { url_image?: string | null };

export interface AnimalFormModalProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Adding asks for the species; editing does not send it (docs/product.md#calls PUT /api/animals/{id}). */
  withSpecies: boolean;
  initialValues?: AnimalFormValues;
  busy?: boolean;
  /** The route's schema (adding or editing): the form refuses what the API would refuse, with its messages. */
  schema: RequestSchema;
  /** The body sent for these values, checked by the schema. */
  toBody(values: AnimalFormValues, image: string | null): unknown;
  /** Resolves to the server's reasons after a refused submit (useFormWrite): under their fields, the rest above. */
  onSubmit(values: AnimalFormValues, image: string | null): Promise<SubmissionErrors | undefined>;
  onClose(): void;
  /** Shown under the form: the photo manager when editing (docs/product.md#animal-gallery). */
  after?: ReactNode;
  /** The urgent checkbox and its reason (docs/product.md#urgent-appeals): editing, for admins and référents. */
  withUrgent?: boolean;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

interface ControlProps {
  id: string;
  name: keyof AnimalFormState;
  label: string;
  required?: boolean;
}

/** A text field: its count near the limit, the schema's message while typed (nothing is ever cut). */
function TextControl({ id, name, label, required, max, counted }: ControlProps & { max: number; counted: string }) {
  const { input, message, aria } = useSchemaField<string>(name, { live: true });
  const value = input.value ?? '';
  const inputId = `${id}-${name}`;
  const control = { id: inputId, ...input, value, required, ...aria(inputId, [`${inputId}-count`]) };
  return (
    <div className={ui.field}>
      <label htmlFor={inputId}>{label}</label>
      {name === 'description' ? <textarea {...control} /> : <input type="text" {...control} />}
      <CharacterCount id={`${inputId}-count`} field={counted} length={value.length} max={max} message={false} />
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

function SelectControl({
  id,
  name,
  label,
  required,
  options,
}: ControlProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { input, message, aria } = useSchemaField<string>(name, { live: true });
  const inputId = `${id}-${name}`;
  return (
    <div className={ui.field}>
      <label htmlFor={inputId}>{label}</label>
      <select id={inputId} {...input} required={required} {...aria(inputId)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

function BirthDate({ id }: { id: string }) {
  const { input, message, aria } = useSchemaField<string>('date_of_birth', { live: true });
  const inputId = `${id}-date_of_birth`;
  return (
    <div className={ui.field}>
      <label htmlFor={inputId}>Date de naissance *</label>
      <input id={inputId} type="date" required max={today()} {...input} {...aria(inputId)} />
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

/** The number as the registry writes it, with both formats said under it (docs/product.md#animal-identification). */
function IdentificationNumber({ id }: { id: string }) {
  const { input, message, aria } = useSchemaField<string>('identification_number', { live: true });
  const inputId = `${id}-identification_number`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={ui.field}>
      <label htmlFor={inputId}>{ANIMAL_IDENTITY_MESSAGES.numberLabel}</label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        {...input}
        value={input.value ?? ''}
        {...aria(inputId, [hintId])}
      />
      <p id={hintId} className={styles.hint}>
        {ANIMAL_IDENTITY_MESSAGES.numberHint}
      </p>
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

function Photo({ id }: { id: string }) {
  const { input, message } = useSchemaField<string | null>('url_image');
  return (
    <>
      <ImageInput id={`${id}-url_image`} name="url_image" label="Image" onChange={input.onChange} />
      <FieldError message={message} />
    </>
  );
}

/** The optional video address; the schema's French message says which hosts are accepted. */
function VideoUrl({ id }: { id: string }) {
  const { input, message, aria } = useSchemaField<string>('video_url', { live: true });
  const inputId = `${id}-video_url`;
  return (
    <div className={ui.field}>
      <label htmlFor={inputId}>{GALLERY_MESSAGES.videoUrlLabel}</label>
      <input id={inputId} type="url" inputMode="url" {...input} value={input.value ?? ''} {...aria(inputId)} />
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}

/** 'Recherche famille d'accueil en urgence' and why, the reason's count always shown (300 characters at most). */
function UrgentFields({ id }: { id: string }) {
  const { urgent } = useSchemaFormValues<AnimalFormState>();
  const { input, message, aria } = useSchemaField<string>('urgent_reason', { live: true });
  const value = input.value ?? '';
  const inputId = `${id}-urgent_reason`;
  return (
    <fieldset className={styles.urgent}>
      <legend>Urgence</legend>
      <CheckboxField formId={id} name="urgent" className={ui.checkbox}>
        {URGENT_BADGE_LABEL}
      </CheckboxField>
      {urgent ? (
        <div className={ui.field}>
          <label htmlFor={inputId}>Raison de l&apos;urgence</label>
          <textarea id={inputId} {...input} value={value} {...aria(inputId, [`${inputId}-count`])} />
          <p id={`${inputId}-count`} className={value.length > URGENT_REASON_MAX_LENGTH ? ui.error : ui.count}>
            {value.length} / {URGENT_REASON_MAX_LENGTH} caractères
          </p>
          <FieldError id={`${inputId}-error`} message={message} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** Said until the required fields are filled (Ajouter stays disabled until then). */
function RequiredHint({ withSpecies }: { withSpecies: boolean }) {
  const values = useSchemaFormValues<AnimalFormState>();
  return isAnimalFormComplete(values, withSpecies) ? null : (
    <p className={ui.empty}>Les champs marqués d&apos;un * sont obligatoires.</p>
  );
}

const SPECIES_OPTIONS = [
  { value: '', label: 'Choisir une espèce' },
  ...SPECIES.map((s) => ({ value: String(s.id), label: s.name })),
];
const GENDER_OPTIONS = [
  { value: '', label: 'Choisir le sexe' },
  ...GENDERS.map((g) => ({ value: g, label: g === 'mâle' ? 'Mâle' : 'Femelle' })),
];
const SIZE_OPTIONS = [
  { value: '', label: 'Non précisée' },
  ...ANIMAL_SIZES.map((size) => ({ value: size, label: ANIMAL_SIZE_LABELS[size] })),
];
const STERILISED_OPTIONS = [
  { value: '', label: ANIMAL_IDENTITY_MESSAGES.sterilisedUnknown },
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];
const TRI_STATE_OPTIONS = [
  { value: '', label: 'Inconnu' },
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];

/**
 * The add-animal modal of the association area, reused prefilled for Editer, checked by the route's schema: each field says the
 * API's message while typed, and the submit stays disabled until the required fields are filled and the values
 * valid. Each opening starts from the given values, not from an abandoned draft (the dialog's content is new).
 */
export function AnimalFormModal({
  open,
  title,
  submitLabel,
  withSpecies,
  initialValues = EMPTY_ANIMAL_FORM,
  busy = false,
  schema,
  toBody,
  onSubmit,
  onClose,
  after,
  withUrgent = false,
}: AnimalFormModalProps) {
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <SchemaForm<AnimalFormState>
        className={ui.form}
        schema={schema}
        initialValues={initialValues}
        toBody={(values) => toBody(values, values.url_image ?? null)}
        onSubmit={(values) => onSubmit(values, values.url_image ?? null)}
        actions={({ values, invalid, submitting }) => (
          <FormActions
            submitLabel={submitLabel}
            submitDisabled={!isAnimalFormComplete(values, withSpecies) || busy || submitting || invalid}
            onCancel={onClose}
          />
        )}
      >
        {withSpecies ? (
          <SelectControl id={id} name="species_id" label="Espèce *" required options={SPECIES_OPTIONS} />
        ) : null}
        <TextControl id={id} name="name" label="Nom *" required max={MAX_LENGTHS.name} counted="nom" />
        <SelectControl id={id} name="gender" label="Sexe *" required options={GENDER_OPTIONS} />
        <BirthDate id={id} />
        <TextControl id={id} name="breed" label="Race" max={MAX_LENGTHS.breed} counted="race" />
        <SelectControl id={id} name="size" label="Taille" options={SIZE_OPTIONS} />
        {GOOD_WITH.map((key) => (
          <SelectControl
            key={key}
            id={id}
            name={GOOD_WITH_COLUMNS[key]}
            label={`Bonne entente avec ${GOOD_WITH_LABELS[key]}`}
            options={TRI_STATE_OPTIONS}
          />
        ))}
        <SelectControl
          id={id}
          name="identification_type"
          label={ANIMAL_IDENTITY_MESSAGES.typeLabel}
          options={IDENTIFICATION_TYPE_OPTIONS}
        />
        <IdentificationNumber id={id} />
        <SelectControl
          id={id}
          name="sterilised"
          label={ANIMAL_IDENTITY_MESSAGES.sterilisedLabel}
          options={STERILISED_OPTIONS}
        />
        <TextControl
          id={id}
          name="description"
          label="Description"
          max={MAX_LENGTHS.description}
          counted="description"
        />
        <Photo id={id} />
        <VideoUrl id={id} />
        {withUrgent ? <UrgentFields id={id} /> : null}
        <RequiredHint withSpecies={withSpecies} />
      </SchemaForm>
      {after}
    </Modal>
  );
}
