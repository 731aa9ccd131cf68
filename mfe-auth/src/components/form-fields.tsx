import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field } from 'react-final-form';
import styles from './form-fields.module.css';

interface BaseFieldProps {
  /** Form-unique prefix so that two forms on one page never share element ids. */
  formId: string;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

interface FieldShellProps extends BaseFieldProps {
  error?: string;
  children(ids: { inputId: string; describedBy: string | undefined }): ReactNode;
}

/** Label, control, optional hint, and the error once the field has been touched (SPEC 5). */
function FieldShell({ formId, name, label, hint, error, children }: FieldShellProps) {
  const inputId = `${formId}-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children({ inputId, describedBy })}
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
}

const visibleError = (meta: { touched?: boolean; error?: unknown }) =>
  meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

interface TextFieldProps extends BaseFieldProps {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  maxLength?: number;
}

export function TextField({ type = 'text', autoComplete, inputMode, maxLength, ...base }: TextFieldProps) {
  return (
    <Field<string> name={base.name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldShell {...base} error={error}>
            {({ inputId, describedBy }) => (
              <input
                {...input}
                value={input.value ?? ''}
                id={inputId}
                type={type}
                autoComplete={autoComplete}
                inputMode={inputMode}
                maxLength={maxLength}
                aria-required={base.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={styles.input}
              />
            )}
          </FieldShell>
        );
      }}
    </Field>
  );
}

interface TextareaFieldProps extends BaseFieldProps {
  /** SPEC 5: the description error is not displayed, while the rule still blocks submission. */
  hideError?: boolean;
  maxLength?: number;
}

export function TextareaField({ hideError = false, maxLength, ...base }: TextareaFieldProps) {
  return (
    <Field<string> name={base.name}>
      {({ input, meta }) => {
        const error = hideError ? undefined : visibleError(meta);
        return (
          <FieldShell {...base} error={error}>
            {({ inputId, describedBy }) => (
              <textarea
                {...input}
                value={input.value ?? ''}
                id={inputId}
                rows={5}
                maxLength={maxLength}
                aria-required={base.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={styles.input}
              />
            )}
          </FieldShell>
        );
      }}
    </Field>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ options, ...base }: SelectFieldProps) {
  return (
    <Field<string> name={base.name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldShell {...base} error={error}>
            {({ inputId, describedBy }) => (
              <select
                {...input}
                id={inputId}
                aria-required={base.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={styles.input}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        );
      }}
    </Field>
  );
}

interface CheckboxFieldProps {
  formId: string;
  name: string;
  children: ReactNode;
}

export function CheckboxField({ formId, name, children }: CheckboxFieldProps) {
  const inputId = `${formId}-${name}`;
  return (
    <Field<boolean, HTMLInputElement> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className={styles.checkbox}>
          <input {...input} checked={Boolean(input.checked)} id={inputId} type="checkbox" />
          <label htmlFor={inputId}>{children}</label>
        </div>
      )}
    </Field>
  );
}
