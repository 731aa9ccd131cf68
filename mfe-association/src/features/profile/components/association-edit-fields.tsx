import { useId } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import {
  CommuneChoice,
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  FieldError,
  ImageInput,
  NotificationsCheckbox,
  SchemaTextFields,
  useSchemaField,
  type TextFieldSpec,
} from '@petfoster/platform/screens';
import type { AssociationEditValues } from '../association-edit-values';

type TextKey = Exclude<keyof AssociationEditValues, 'notifications_enabled'>;

const FIELDS: ReadonlyArray<TextFieldSpec<TextKey>> = [
  {
    key: 'name_association',
    label: "Nom de l'association",
    type: 'text',
    autoComplete: 'organization',
    maxLength: MAX_LENGTHS.name_association,
  },
  ...CONTACT_FIELDS,
];
const AFTER_ADDRESS: ReadonlyArray<TextFieldSpec<TextKey>> = [DESCRIPTION_FIELD];

/** The postal code's communes, to choose the city from (the API refuses a city that is none of them). */
function Communes({ idPrefix }: { idPrefix: string }) {
  const zip = useSchemaField<string>('zip_code');
  const city = useSchemaField<string>('city');
  return (
    <CommuneChoice
      idPrefix={idPrefix}
      zipCode={zip.input.value ?? ''}
      city={city.input.value ?? ''}
      onChoose={city.input.onChange}
      shownMessages={[zip.message, city.message]}
    />
  );
}

function Notifications({ idPrefix }: { idPrefix: string }) {
  const { input } = useSchemaField<boolean>('notifications_enabled', { type: 'checkbox' });
  return <NotificationsCheckbox idPrefix={idPrefix} checked={Boolean(input.checked)} onChange={input.onChange} />;
}

function Logo({ idPrefix }: { idPrefix: string }) {
  const { input, message } = useSchemaField<string | null>('url_image');
  return (
    <>
      <ImageInput id={`${idPrefix}-url_image`} name="url_image" label="Image" onChange={input.onChange} />
      <FieldError message={message} />
    </>
  );
}

/**
 * The editable fields of an association, in a SchemaForm of the association update schema (blank = unchanged): a
 * value the API would refuse is said under its field before anything is sent.
 */
export function AssociationEditFields() {
  const id = useId();
  return (
    <>
      <SchemaTextFields idPrefix={id} fields={FIELDS} />
      <Communes idPrefix={id} />
      <SchemaTextFields idPrefix={id} fields={AFTER_ADDRESS} />
      <Notifications idPrefix={id} />
      <Logo idPrefix={id} />
    </>
  );
}
