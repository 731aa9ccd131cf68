import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RequestSchema } from '@petfoster/contracts/schemas';
import { FormActions } from './form-actions';
import { SchemaForm, type SchemaFormProps } from '../forms/schema-form';
import { Spinner, uiStyles as ui } from '@petfoster/platform';

export const EDIT_SCREEN_HEADING = 'Remplissez uniquement les champs à mettre à jour';

export interface EditScreenFrameProps<V extends object> {
  loading: boolean;
  /** The current data could not be read: no form, so nothing gets overwritten with blanks. */
  loadFailed?: boolean;
  /** The edit route's request schema (blank = unchanged): the form refuses what the API would refuse. */
  schema: RequestSchema;
  /** What the form starts from (the current profile); read once it is given. */
  initialValues?: V;
  toBody: SchemaFormProps<V>['toBody'];
  onSubmit: SchemaFormProps<V>['onSubmit'];
  children: ReactNode;
}

/**
 * The profile edit screens: spinner while the current data loads, the heading, then the form (checked by its schema,
 * see SchemaForm) and Valider / Annuler (back one page).
 */
export function EditScreenFrame<V extends object>({
  loading,
  loadFailed = false,
  schema,
  initialValues,
  toBody,
  onSubmit,
  children,
}: EditScreenFrameProps<V>) {
  const navigate = useNavigate();
  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{EDIT_SCREEN_HEADING}</h1>
      {loading || (!initialValues && !loadFailed) ? (
        <Spinner />
      ) : loadFailed || !initialValues ? (
        <p className={ui.error} role="alert">
          Impossible de charger les informations actuelles. Veuillez réessayer plus tard.
        </p>
      ) : (
        <SchemaForm<V>
          className={ui.form}
          schema={schema}
          initialValues={initialValues}
          toBody={toBody}
          onSubmit={onSubmit}
          actions={({ submitting }) => (
            <FormActions submitLabel="Valider" submitDisabled={submitting} onCancel={() => navigate(-1)} />
          )}
        >
          {children}
        </SchemaForm>
      )}
    </section>
  );
}
