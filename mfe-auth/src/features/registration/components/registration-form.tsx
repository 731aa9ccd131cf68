import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { AssociationRegistration, FamilyRegistration } from '@petfoster/contracts';
import { formErrors, type RequestSchema } from '@petfoster/contracts/src/schemas';
import type { Field } from '@petfoster/contracts/src/schemas/fields';
import { AcknowledgementField } from './shared-fields';
import { useRegister } from '../hooks/use-register';
import { loadCommonPasswords, useChosenPasswordSchema } from '../../../hooks/use-chosen-password-schema';
import type { IdentityFormValues } from '../types';
import styles from './registration-form.module.css';

interface RegistrationFormProps<V extends IdentityFormValues> {
  formId: string;
  /** Builds the registration schema of @petfoster/contracts (docs/product.md#validation), given the password rule once the list is here. */
  schema(password?: Field<string>): RequestSchema;
  initialValues: Partial<V>;
  toPayload(values: V): FamilyRegistration | AssociationRegistration;
  children: ReactNode;
}

/** Moves focus to the first field in error, so a blocked submit (even for the silent description rule) is not a dead click. */
function focusFirstInvalid(formElement: HTMLFormElement, errors: Record<string, unknown> | undefined) {
  if (!errors) return;
  const target = Array.from(
    formElement.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]'),
  ).find((element) => Boolean(errors[element.getAttribute('name') ?? '']));
  target?.focus();
}

/**
 * Shared frame of the two registration forms: validation, submit gating on the acknowledgement checkbox,
 * sending and the failure message. Values stay in the form after a failure, so nothing typed is lost.
 */
export function RegistrationForm<V extends IdentityFormValues>({
  formId,
  schema,
  initialValues,
  toPayload,
  children,
}: RegistrationFormProps<V>) {
  const register = useRegister();
  const validationSchema = useChosenPasswordSchema(schema);

  const onSubmit = async (values: V) => {
    // A submit faster than the list's chunk waits for it, so the field says why rather than a server refusal.
    const list = await loadCommonPasswords().catch(() => null);
    if (list && values.password && list.isCommonPassword(values.password))
      return { password: list.COMMON_PASSWORD_MESSAGE };
    return register(toPayload(values));
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => formErrors(validationSchema, values)}
      subscription={{ submitting: true, submitError: true, values: true }}
      render={({ handleSubmit, submitting, submitError, values, form }) => (
        <form
          id={formId}
          className={styles.form}
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={(event) => {
            const formElement = event.currentTarget;
            void handleSubmit(event);
            const state = form.getState();
            if (state.hasValidationErrors) focusFirstInvalid(formElement, state.errors);
          }}
        >
          {children}
          <AcknowledgementField formId={formId} />
          {submitError ? (
            <p className={styles.submitError} role="alert">
              {String(submitError)}
            </p>
          ) : null}
          <button type="submit" className={styles.submit} disabled={!values.acknowledged || submitting}>
            {submitting ? 'Création du compte…' : "S'inscrire"}
          </button>
        </form>
      )}
    />
  );
}
