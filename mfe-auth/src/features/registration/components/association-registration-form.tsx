import { associationRegistration } from '@petfoster/contracts/schemas';
import { buildAssociationPayload } from '../build-payload';
import type { AssociationFormValues } from '../types';
import { RegistrationForm } from './registration-form';
import { ContactFields, IdentityFields, PresentationFields } from './shared-fields';
import styles from './registration-form.module.css';
import { TextField } from '@petfoster/platform/screens';

const FORM_ID = 'register-association';

const INITIAL_VALUES: Partial<AssociationFormValues> = { url_image: null, acknowledged: false };

export function AssociationRegistrationForm() {
  return (
    <RegistrationForm<AssociationFormValues>
      formId={FORM_ID}
      schema={associationRegistration}
      initialValues={INITIAL_VALUES}
      toPayload={buildAssociationPayload}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Votre association</legend>
        <div className={styles.grid}>
          <TextField
            formId={FORM_ID}
            name="name_association"
            label="Nom de l'association"
            autoComplete="organization"
            required
          />
          <TextField
            formId={FORM_ID}
            name="RNA_code"
            label="Numéro RNA"
            autoComplete="off"
            hint={
              <>
                Le numéro RNA (Répertoire National des Associations) est l'identifiant attribué à votre association lors
                de sa déclaration en préfecture. Il se compose de la lettre W suivie de 9 chiffres, par exemple
                W123456789.
              </>
            }
            required
          />
        </div>
      </fieldset>
      <IdentityFields formId={FORM_ID} />
      <ContactFields formId={FORM_ID} />
      <PresentationFields
        formId={FORM_ID}
        descriptionHint="Présentez votre association, ses missions et les animaux que vous accueillez."
      />
    </RegistrationForm>
  );
}
