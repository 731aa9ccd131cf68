import {
  FAMILY_REGISTRATION_DEFAULTS,
  FOSTER_VISIBLE_LABEL,
  HOUSING_TYPES,
  OWNED_ANIMALS_OPTIONS,
} from '@petfoster/contracts';
import { familyRegistration } from '@petfoster/contracts/schemas';
import { buildFamilyPayload } from '../build-payload';
import type { FamilyFormValues } from '../types';
import { RegistrationForm } from './registration-form';
import { ContactFields, IdentityFields, PresentationFields } from './shared-fields';
import styles from './registration-form.module.css';
import { CheckboxField, SelectField } from '@petfoster/platform/screens';

const FORM_ID = 'register-family';

// Module-level so the object is stable: a new initialValues object would reset the form on every render.
const INITIAL_VALUES: Partial<FamilyFormValues> = {
  ...FAMILY_REGISTRATION_DEFAULTS,
  url_image: null,
  acknowledged: false,
};

const HOUSING_OPTIONS = HOUSING_TYPES.map((type) => ({ value: String(type.id), label: type.houseType }));
const OWNED_OPTIONS = OWNED_ANIMALS_OPTIONS.map((value) => ({ value, label: value }));

export function FamilyRegistrationForm() {
  return (
    <RegistrationForm<FamilyFormValues>
      formId={FORM_ID}
      schema={familyRegistration}
      initialValues={INITIAL_VALUES}
      toPayload={buildFamilyPayload}
    >
      <IdentityFields formId={FORM_ID} />
      <ContactFields formId={FORM_ID} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Votre foyer</legend>
        <div className={styles.grid}>
          <SelectField formId={FORM_ID} name="houseType" label="Type d'habitation" options={HOUSING_OPTIONS} required />
          <SelectField
            formId={FORM_ID}
            name="owned_animals"
            label="Nombre d'animaux"
            options={OWNED_OPTIONS}
            required
          />
        </div>
        <CheckboxField formId={FORM_ID} name="garden">
          Jardin
        </CheckboxField>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Être trouvé par les associations</legend>
        <p id={`${FORM_ID}-visible-hint`} className={styles.hint}>
          Les associations pourront voir votre prénom, votre ville et votre logement, et vous proposer un animal. Vous
          préciserez les espèces accueillies et vos disponibilités dans votre profil, et pourrez changer d&apos;avis à
          tout moment.
        </p>
        <CheckboxField formId={FORM_ID} name="visible" describedBy={`${FORM_ID}-visible-hint`}>
          {FOSTER_VISIBLE_LABEL}
        </CheckboxField>
      </fieldset>
      <PresentationFields
        formId={FORM_ID}
        descriptionHint="Présentez votre famille et votre cadre de vie aux associations."
      />
    </RegistrationForm>
  );
}
