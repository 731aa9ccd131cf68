import { Link } from 'react-router-dom';
import { Field, useField, useForm } from 'react-final-form';
import { CommuneChoice, ImageInput } from '@petfoster/platform/screens';
import { MAX_LENGTHS, paths, PASSWORD_HINT } from '@petfoster/contracts';
import styles from './registration-form.module.css';
import { CheckboxField, TextField, TextareaField } from '@petfoster/platform/screens';

interface FormIdProps {
  formId: string;
}

/** Identity of the account holder (both forms). */
export function IdentityFields({ formId }: FormIdProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Identité</legend>
      <div className={styles.grid}>
        <TextField formId={formId} name="lastname" label="Nom" autoComplete="family-name" required />
        <TextField formId={formId} name="firstname" label="Prénom" autoComplete="given-name" required />
        <TextField
          formId={formId}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <span className={styles.spacer} aria-hidden="true" />
        <TextField
          formId={formId}
          name="password"
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
        />
        <TextField
          formId={formId}
          name="confirmPassword"
          label="Confirmation du mot de passe"
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
    </fieldset>
  );
}

/** Postal address and phone (both forms). */
export function ContactFields({ formId }: FormIdProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Coordonnées</legend>
      <div className={styles.grid}>
        <TextField formId={formId} name="address" label="Adresse" autoComplete="street-address" required />
        <TextField formId={formId} name="city" label="Ville" autoComplete="address-level2" required />
        <TextField
          formId={formId}
          name="zip_code"
          label="Code postal"
          inputMode="numeric"
          autoComplete="postal-code"
          required
        />
        <TextField
          formId={formId}
          name="phone_number"
          label="Téléphone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
        />
      </div>
      <CommuneOfPostalCode formId={formId} />
    </fieldset>
  );
}

/** The server's verdict on a field until it is edited again (what the field itself shows). */
const shownSubmitError = (meta: { submitError?: unknown; dirtySinceLastSubmit?: boolean }) =>
  !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;

/** The communes of the typed postal code, to choose the city from (the API refuses a city that is none of them). */
function CommuneOfPostalCode({ formId }: FormIdProps) {
  const form = useForm();
  const subscription = { value: true, submitError: true, dirtySinceLastSubmit: true };
  const zip = useField<string>('zip_code', { subscription });
  const city = useField<string>('city', { subscription });
  return (
    <CommuneChoice
      idPrefix={formId}
      zipCode={zip.input.value ?? ''}
      city={city.input.value ?? ''}
      onChoose={(name) => form.change('city', name)}
      refusedByServer={{
        zipCode: shownSubmitError(zip.meta) !== undefined,
        city: shownSubmitError(city.meta) !== undefined,
      }}
    />
  );
}

/** Picture and presentation text (both forms). */
export function PresentationFields({ formId, descriptionHint }: FormIdProps & { descriptionHint: string }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Présentation</legend>
      <Field<string | null> name="url_image">
        {({ input, meta }) => (
          <>
            <ImageInput id={`${formId}-url_image`} name="url_image" label="Image" onChange={input.onChange} />
            {/* The server reads the file's bytes: a file renamed .png is refused there, and said here (docs/behaviour.md). */}
            {!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? (
              <p className={styles.submitError} role="alert">
                {meta.submitError}
              </p>
            ) : null}
          </>
        )}
      </Field>
      <TextareaField
        formId={formId}
        name="description"
        label="Description"
        hint={descriptionHint}
        maxLength={MAX_LENGTHS.description}
        required
      />
    </fieldset>
  );
}

export function AcknowledgementField({ formId }: FormIdProps) {
  return (
    <CheckboxField formId={formId} name="acknowledged">
      Je certifie avoir pris connaissance des{' '}
      <Link to={paths.terms} target="_blank" rel="noopener">
        conditions d'utilisation
      </Link>{' '}
      et j'accepte que les informations saisies soient utilisées pour la mise en relation entre familles d'accueil et
      associations.
    </CheckboxField>
  );
}
