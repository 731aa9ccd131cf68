import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field, useField, useFormState, type FieldInputProps, type UseFieldConfig } from 'react-final-form';
import { CharacterCount } from '../ui/character-count';
import { TextFieldControl, type TextFieldSpec } from '../ui/text-fields';
import { controlState, fieldMessage } from './field-message';
import styles from './schema-fields.module.css';

const keepAsTyped = <T,>(value: T) => value;

/**
 * A field of the enclosing SchemaForm for a control of one's own (a date, a select, a list of checkboxes): its
 * input props, the message to show under it (see fieldMessage) and the control's aria attributes.
 */
export function useSchemaField<T = string>(
  name: string,
  { live, ...config }: UseFieldConfig & { live?: boolean } = {},
) {
  // An emptied field stays '' (react-final-form's default makes it undefined): edit forms send blanks as blanks.
  const { input, meta } = useField<T>(name, { parse: keepAsTyped, ...config });
  const message = fieldMessage(meta, { live });
  return {
    input,
    meta,
    message,
    aria: (inputId: string, describedBy?: string[]) => controlState(inputId, message, describedBy),
  };
}

/** The enclosing SchemaForm's values, for what depends on them (a hint, a choice offered). */
export function useSchemaFormValues<V extends object>(): V {
  return useFormState<V>({ subscription: { values: true } }).values;
}

export interface SchemaTextFieldsProps<K extends string> {
  /** Prefix of the inputs' ids (a useId value or the form's id). */
  idPrefix: string;
  fields: ReadonlyArray<TextFieldSpec<K>>;
}

function SchemaTextField<K extends string>({ idPrefix, field }: { idPrefix: string; field: TextFieldSpec<K> }) {
  const { input, message } = useSchemaField<string>(field.key);
  return (
    <TextFieldControl
      idPrefix={idPrefix}
      field={field}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      error={message}
    />
  );
}

/** The platform's text fields (the family and association areas' look) bound to the enclosing SchemaForm. */
export function SchemaTextFields<K extends string>({ idPrefix, fields }: SchemaTextFieldsProps<K>) {
  return (
    <>
      {fields.map((field) => (
        <SchemaTextField key={field.key} idPrefix={idPrefix} field={field} />
      ))}
    </>
  );
}

interface BaseFieldProps {
  /** Form-unique prefix so that two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

/** What every labelled control carries: its id and the accessibility state of its field. */
interface ControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface LabelledFieldProps extends BaseFieldProps {
  children(input: FieldInputProps<string>, control: ControlProps): ReactNode;
}

/** Label, control, optional hint, and the field's message (the product's wording, from the schema or the server). */
function LabelledField({ formId, name, label, hint, required, children }: LabelledFieldProps) {
  const inputId = `${formId}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const message = fieldMessage(meta);
        const hintId = hint ? `${inputId}-hint` : undefined;
        return (
          <div className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {label}
            </label>
            {children(input, {
              id: inputId,
              'aria-required': required || undefined,
              ...controlState(inputId, message, hintId ? [hintId] : []),
              className: styles.input,
            })}
            {hint ? (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {message ? (
              <p id={`${inputId}-error`} className={styles.error}>
                {message}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

interface TextFieldProps extends BaseFieldProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
}

/** No maxLength: what is typed is never cut ('75 011', a long name); the schema's message says what is wrong. */
export function TextField({ type = 'text', autoComplete, inputMode, ...base }: TextFieldProps) {
  return (
    <LabelledField {...base}>
      {(input, control) => (
        <input
          {...input}
          value={input.value ?? ''}
          {...control}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </LabelledField>
  );
}

interface TextareaFieldProps extends BaseFieldProps {
  maxLength?: number;
}

/** No maxLength: a long text is never cut silently; the count shows near the limit and the rule refuses over it. */
export function TextareaField({ maxLength, ...base }: TextareaFieldProps) {
  return (
    <LabelledField {...base}>
      {(input, control) => (
        <>
          <textarea {...input} value={input.value ?? ''} {...control} rows={5} />
          {maxLength ? (
            <CharacterCount
              id={`${control.id}-count`}
              field={base.name}
              length={(input.value ?? '').length}
              max={maxLength}
              message={false}
            />
          ) : null}
        </>
      )}
    </LabelledField>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ options, ...base }: SelectFieldProps) {
  return (
    <LabelledField {...base}>
      {(input, control) => (
        <select {...input} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

interface CheckboxFieldProps {
  formId: string;
  name: string;
  /** The id of a text that explains the choice. */
  describedBy?: string;
  /** The platform's look (family and association areas) instead of the sign-up forms'. */
  className?: string;
  children: ReactNode;
}

export function CheckboxField({
  formId,
  name,
  describedBy,
  className = styles.checkbox,
  children,
}: CheckboxFieldProps) {
  const inputId = `${formId}-${name}`;
  return (
    <Field<boolean, HTMLInputElement> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className={className}>
          <input
            {...input}
            checked={Boolean(input.checked)}
            id={inputId}
            type="checkbox"
            aria-describedby={describedBy}
          />
          <label htmlFor={inputId}>{children}</label>
        </div>
      )}
    </Field>
  );
}
