import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { formErrors, type RequestSchema } from '@petfoster/contracts/schemas';
import styles from './schema-form.module.css';

export interface SchemaFormProps<V> {
  id: string;
  /** The request schema of @petfoster/contracts the API parses this body with: the form shows the same messages. */
  schema: RequestSchema;
  initialValues?: Partial<V>;
  onSubmit(values: V): Promise<SubmissionErrors | undefined>;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** A form validated by its request schema, its server errors under the fields, its other failure above the button. */
export function SchemaForm<V>({
  id,
  schema,
  initialValues,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
}: SchemaFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => formErrors(schema, values)}
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form id={id} className={styles.form} noValidate aria-busy={submitting || undefined} onSubmit={handleSubmit}>
          {children}
          {submitError ? (
            <p className={styles.submitError} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? busyLabel : submitLabel}
          </button>
        </form>
      )}
    />
  );
}
