import { CharacterCount } from '@petfoster/platform/screens';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field, type FieldInputProps } from 'react-final-form';
import styles from './form-fields.module.css';

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

/** A rule's message once the field was touched; a submit's verdict on the field until it is edited again. */
const visibleError = (meta: {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}) => {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
};

/** Label, control, optional hint, and the error once the field has been touched (docs/product.md#validation). */
function LabelledField({ formId, name, label, hint, required, children }: LabelledFieldProps) {
  const inputId = `${formId}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        const hintId = hint ? `${inputId}-hint` : undefined;
        const errorId = error ? `${inputId}-error` : undefined;
        const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
        return (
          <div className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {label}
            </label>
            {children(input, {
              id: inputId,
              'aria-required': required || undefined,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              className: styles.input,
            })}
            {hint ? (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {error ? (
              <p id={errorId} className={styles.error}>
                {error}
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
  children: ReactNode;
}

export function CheckboxField({ formId, name, describedBy, children }: CheckboxFieldProps) {
  const inputId = `${formId}-${name}`;
  return (
    <Field<boolean, HTMLInputElement> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className={styles.checkbox}>
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
