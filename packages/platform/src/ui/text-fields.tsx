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

export interface TextFieldsProps<K extends string> {
  /** Prefix of the inputs' ids (a useId value), so labels stay bound when two forms share a page. */
  idPrefix: string;
  fields: ReadonlyArray<TextFieldSpec<K>>;
  values: Readonly<Record<K, string>>;
  onChange(key: K, value: string): void;
  /** The server's message per field after a refused submit (docs/behaviour.md). */
  errors?: Readonly<Partial<Record<string, string>>>;
}

/** One labelled input per spec; no validation (docs/product.md#other-forms). */
export function TextFields<K extends string>({ idPrefix, fields, values, onChange, errors = {} }: TextFieldsProps<K>) {
  return (
    <>
      {fields.map((field) => (
        <div className={ui.field} key={field.key}>
          <label htmlFor={`${idPrefix}-${field.key}`}>{field.label}</label>
          {field.type === 'textarea' ? (
            <>
              {/* No maxLength: a long text is never cut silently; the count says when it is too long. */}
              <textarea
                id={`${idPrefix}-${field.key}`}
                aria-invalid={errors[field.key] ? true : undefined}
                aria-describedby={[
                  `${idPrefix}-${field.key}-count`,
                  errors[field.key] ? `${idPrefix}-${field.key}-error` : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                value={values[field.key]}
                onChange={(e) => onChange(field.key, e.target.value)}
              />
              <CharacterCount
                id={`${idPrefix}-${field.key}-count`}
                field={field.key}
                length={values[field.key].length}
                max={field.maxLength}
              />
            </>
          ) : (
            <>
              {/* No maxLength either: '75 011' or a long name is never cut while typed (README "Design notes"). */}
              <input
                id={`${idPrefix}-${field.key}`}
                aria-invalid={errors[field.key] ? true : undefined}
                aria-describedby={
                  [
                    field.format ? '' : `${idPrefix}-${field.key}-count`,
                    errors[field.key] ? `${idPrefix}-${field.key}-error` : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(e) => onChange(field.key, e.target.value)}
              />
              {field.format ? null : (
                <CharacterCount
                  id={`${idPrefix}-${field.key}-count`}
                  field={field.key}
                  length={values[field.key].length}
                  max={field.maxLength}
                />
              )}
            </>
          )}
          <FieldError id={`${idPrefix}-${field.key}-error`} message={errors[field.key]} />
        </div>
      ))}
    </>
  );
}
