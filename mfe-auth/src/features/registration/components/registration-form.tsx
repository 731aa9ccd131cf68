import type { ReactNode } from 'react';
import type { AssociationRegistration, FamilyRegistration } from '@petfoster/contracts';
import type { RequestSchema } from '@petfoster/contracts/schemas';
import type { Field } from '@petfoster/contracts/schemas/fields';
import { AcknowledgementField } from './shared-fields';
import { useRegister } from '../hooks/use-register';
import { loadCommonPasswords, useChosenPasswordSchema } from '../../../hooks/use-chosen-password-schema';
import type { IdentityFormValues } from '../types';
import { SchemaForm, SubmitButton } from '@petfoster/platform/screens';
import styles from './registration-form.module.css';

interface RegistrationFormProps<V extends IdentityFormValues> {
  formId: string;
  /** Builds the registration schema of @petfoster/contracts (docs/product.md#validation), given the password rule once the list is here. */
  schema(password?: Field<string>): RequestSchema;
  initialValues: Partial<V>;
  toPayload(values: V): FamilyRegistration | AssociationRegistration;
  children: ReactNode;
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
    <SchemaForm<V>
      id={formId}
      className={styles.form}
      schema={validationSchema}
      // The body as sent (its text sanitised): what the API's schema reads.
      toBody={toPayload}
      initialValues={initialValues}
      onSubmit={onSubmit}
      actions={({ values }) => (
        <SubmitButton label="S'inscrire" busyLabel="Création du compte…" disabled={!values.acknowledged} />
      )}
    >
      {children}
      <AcknowledgementField formId={formId} />
    </SchemaForm>
  );
}
