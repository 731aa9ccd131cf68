import { useId } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import {
  SchemaCommuneChoice,
  SchemaNotificationsCheckbox,
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  FieldError,
  ImageInput,
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
      <SchemaCommuneChoice idPrefix={id} />
      <SchemaTextFields idPrefix={id} fields={AFTER_ADDRESS} />
      <SchemaNotificationsCheckbox idPrefix={id} />
      <Logo idPrefix={id} />
    </>
  );
}
