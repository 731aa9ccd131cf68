import { useRef, useState, type ReactNode } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import type { FormApi, SubmissionErrors } from 'final-form';
import type { RequestSchema } from '@petfoster/contracts/schemas';
import { focusFirstInvalid } from './focus-first-invalid';
import { messageLines, placeErrors, validateBody } from './form-body';
import styles from './schema-form.module.css';

export interface SchemaFormState<V> {
  submitting: boolean;
  /** Some value breaks the schema's rules (a button may be disabled until it is corrected). */
  invalid: boolean;
  values: V;
}

export interface SchemaFormProps<V> {
  /** Prefix of the controls' ids and the form's own id. */
  id?: string;
  /** The request schema of @petfoster/contracts the API parses the body with (its route's @ValidBody). */
  schema: RequestSchema;
  /** The body sent for these values when it is not the values themselves (sanitised, numbers): what is checked. */
  toBody?(values: V): unknown;
  /** Read once: a later change of this object does not overwrite what is being typed. */
  initialValues?: Partial<V>;
  /**
   * Runs only once the schema accepts the body. Resolves to undefined on success, or to the errors to show: a
   * message per field, FORM_ERROR for the others (what useFormWrite returns).
   */
  onSubmit(values: V): Promise<SubmissionErrors | undefined> | SubmissionErrors | undefined;
  className?: string;
  /** The buttons, under the form-wide messages; a function when they depend on the values or the submit. */
  actions: ReactNode | ((state: SchemaFormState<V>) => ReactNode);
  children: ReactNode;
}

/** The form-wide messages above the buttons: the server's, and the schema's on fields the form has no control for. */
function FormMessages() {
  const form = useForm();
  const { submitError, submitFailed, errors } = useFormState({
    subscription: { submitError: true, submitFailed: true, errors: true },
  });
  const registered = form.getRegisteredFields();
  const unshown = submitFailed
    ? Object.entries(errors ?? {}).flatMap(([name, message]) =>
        registered.includes(name) ? [] : messageLines(message),
      )
    : [];
  const lines = [...new Set([...messageLines(submitError), ...unshown])];
  if (lines.length === 0) return null;
  return (
    <div className={styles.submitError} role="alert">
      {lines.map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
    </div>
  );
}

/**
 * A form checked by its request schema (react-final-form): each field's French message under it once left, all of
 * them on a submit (focus goes to the first), nothing sent while one remains; then the server's refusal under the
 * fields it names and above the buttons for the rest. Values stay as typed whatever happens.
 */
export function SchemaForm<V extends object>({
  id,
  schema,
  toBody,
  initialValues,
  onSubmit,
  className = styles.form,
  actions,
  children,
}: SchemaFormProps<V>) {
  const element = useRef<HTMLFormElement>(null);
  // Read once, as the page's edit screens expect: a refetch of the profile never resets the fields being edited.
  const [initial] = useState(initialValues);

  const submit = async (values: V, form: FormApi<V>) => {
    const errors = placeErrors(await onSubmit(values), form.getRegisteredFields());
    if (errors) focusFirstInvalid(element.current, errors);
    return errors;
  };

  const withValues = typeof actions === 'function';
  return (
    <Form<V>
      onSubmit={submit}
      initialValues={initial}
      validate={(values) => validateBody(schema, values as V, toBody)}
      subscription={{ submitting: true, hasValidationErrors: withValues, values: withValues }}
      render={({ handleSubmit, submitting, hasValidationErrors, values, form }) => (
        <form
          ref={element}
          id={id}
          className={className}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            void handleSubmit(event);
            const state = form.getState();
            if (state.hasValidationErrors) focusFirstInvalid(event.currentTarget, state.errors);
          }}
        >
          {children}
          <FormMessages />
          {typeof actions === 'function'
            ? actions({ submitting: Boolean(submitting), invalid: Boolean(hasValidationErrors), values: values as V })
            : actions}
        </form>
      )}
    />
  );
}

export interface SubmitButtonProps {
  label: string;
  /** Said while the write runs. */
  busyLabel?: string;
  disabled?: boolean;
  /** The look of the form's own area (the login modal's), instead of the kit's. */
  className?: string;
}

/** A form's one button (sign-up, login, account settings): disabled while its write runs. */
export function SubmitButton({
  label,
  busyLabel = label,
  disabled = false,
  className = styles.submit,
}: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <button type="submit" className={className} disabled={disabled || submitting}>
      {submitting ? busyLabel : label}
    </button>
  );
}
