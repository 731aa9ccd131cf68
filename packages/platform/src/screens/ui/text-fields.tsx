import { MAX_LENGTHS, PHONE_INPUT_MAX_LENGTH } from '@petfoster/contracts';
import { CharacterCount } from './character-count';
import { FieldError } from './field-error';
import { uiStyles as ui } from '@petfoster/platform';

export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  /** 'textarea' renders a multi-line field. */
  type: 'text' | 'tel' | 'email' | 'textarea';
  autoComplete?: string;
  /** What the API accepts; never applied as a cut (maxlength): a count shows near it and the message over it. */
  maxLength: number;
  /** A format rule (postal code, phone) explains a wrong length better than a count: none is shown. */
  format?: true;
}

export type ContactFieldKey = 'address' | 'city' | 'zip_code' | 'phone_number';

/** Postal and phone fields, worded and limited the same for families and associations. */
export const CONTACT_FIELDS: ReadonlyArray<TextFieldSpec<ContactFieldKey>> = [
  { key: 'address', label: 'Adresse', type: 'text', autoComplete: 'street-address', maxLength: MAX_LENGTHS.address },
  { key: 'city', label: 'Ville', type: 'text', autoComplete: 'address-level2', maxLength: MAX_LENGTHS.city },
  { key: 'zip_code', label: 'Code postal', type: 'text', autoComplete: 'postal-code', maxLength: 5, format: true },
  // Typed as people write it (spaces, dots, +33): the server keeps the 10 digits.
  {
    key: 'phone_number',
    label: 'Téléphone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: PHONE_INPUT_MAX_LENGTH,
    format: true,
  },
];

export const DESCRIPTION_FIELD: TextFieldSpec<'description'> = {
  key: 'description',
  label: 'Description',
  type: 'textarea',
  maxLength: MAX_LENGTHS.description,
};

export interface TextFieldControlProps<K extends string> {
  /** Prefix of the input's id (a useId value), so labels stay bound when two forms share a page. */
  idPrefix: string;
  field: TextFieldSpec<K>;
  value: string;
  onChange(value: string): void;
  /** Marks the field as left, for forms that say their rules once a field is left. */
  onBlur?(): void;
  /** The message shown under the field (a rule's, or the server's after a refused submit). */
  error?: string;
}

/** One labelled input or textarea, its count near the limit, and its message. */
export function TextFieldControl<K extends string>({
  idPrefix,
  field,
  value,
  onChange,
  onBlur,
  error,
}: TextFieldControlProps<K>) {
  const inputId = `${idPrefix}-${field.key}`;
  const counted = field.type === 'textarea' || !field.format;
  const describedBy =
    [counted ? `${inputId}-count` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = {
    id: inputId,
    name: field.key,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    value,
    onBlur,
  };
  return (
    <div className={ui.field}>
      <label htmlFor={inputId}>{field.label}</label>
      {/* No maxLength: a long text or '75 011' is never cut while typed (README "Design notes"); the count says it. */}
      {field.type === 'textarea' ? (
        <textarea {...control} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...control}
          type={field.type}
          autoComplete={field.autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {counted ? (
        <CharacterCount id={`${inputId}-count`} field={field.key} length={value.length} max={field.maxLength} />
      ) : null}
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

export interface TextFieldsProps<K extends string> {
  /** Prefix of the inputs' ids (a useId value), so labels stay bound when two forms share a page. */
  idPrefix: string;
  fields: ReadonlyArray<TextFieldSpec<K>>;
  values: Readonly<Record<K, string>>;
  onChange(key: K, value: string): void;
  /** The server's message per field after a refused submit (docs/behaviour.md). */
  errors?: Readonly<Partial<Record<string, string>>>;
}

/** One labelled input per spec, for forms that keep their values themselves. */
export function TextFields<K extends string>({ idPrefix, fields, values, onChange, errors = {} }: TextFieldsProps<K>) {
  return (
    <>
      {fields.map((field) => (
        <TextFieldControl
          key={field.key}
          idPrefix={idPrefix}
          field={field}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={(value) => onChange(field.key, value)}
        />
      ))}
    </>
  );
}
