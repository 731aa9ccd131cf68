import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormActions } from './form-actions';
import { FieldError } from './field-error';
import { Spinner, uiStyles as ui } from '@petfoster/platform';

export const EDIT_SCREEN_HEADING = 'Remplissez uniquement les champs à mettre à jour';

export interface EditScreenFrameProps {
  loading: boolean;
  /** The current data could not be read: no form, so nothing gets overwritten with blanks. */
  loadFailed?: boolean;
  submitting?: boolean;
  /** The server's messages that name no field, shown above the buttons after a refused submit. */
  errors?: string[];
  onSubmit(): void;
  children: ReactNode;
}

/** The edit screens (docs/product.md#edit-screens): spinner while the current data loads, the heading, then Valider / Annuler (back one page). */
export function EditScreenFrame({
  loading,
  loadFailed = false,
  submitting = false,
  errors,
  onSubmit,
  children,
}: EditScreenFrameProps) {
  const navigate = useNavigate();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{EDIT_SCREEN_HEADING}</h1>
      {loading ? (
        <Spinner />
      ) : loadFailed ? (
        <p className={ui.error} role="alert">
          Impossible de charger les informations actuelles. Veuillez réessayer plus tard.
        </p>
      ) : (
        <form className={ui.form} onSubmit={handleSubmit} noValidate>
          {children}
          <FieldError message={errors} />
          <FormActions submitLabel="Valider" submitDisabled={submitting} onCancel={() => navigate(-1)} />
        </form>
      )}
    </section>
  );
}
