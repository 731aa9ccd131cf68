import { useId } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import {
  CommuneChoice,
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  ImageInput,
  TextFields,
  type TextFieldSpec,
  FieldError,
  NotificationsCheckbox,
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

export interface AssociationEditFieldsProps {
  values: AssociationEditValues;
  onChange(values: AssociationEditValues): void;
  onImage(dataUrl: string | null): void;
  /** The server's message per field after a refused submit. */
  errors?: Readonly<Record<string, string>>;
}

/** The editable fields of an association (no validation on edit forms, docs/product.md#validation). */
export function AssociationEditFields({ values, onChange, onImage, errors = {} }: AssociationEditFieldsProps) {
  const id = useId();
  return (
    <>
      <TextFields
        idPrefix={id}
        fields={FIELDS}
        values={values}
        errors={errors}
        onChange={(key, value) => onChange({ ...values, [key]: value })}
      />
      <CommuneChoice
        idPrefix={id}
        zipCode={values.zip_code}
        city={values.city}
        onChoose={(city) => onChange({ ...values, city })}
        shownMessages={[errors.zip_code, errors.city]}
      />
      <TextFields
        idPrefix={id}
        fields={AFTER_ADDRESS}
        values={values}
        errors={errors}
        onChange={(key, value) => onChange({ ...values, [key]: value })}
      />
      <NotificationsCheckbox
        idPrefix={id}
        checked={values.notifications_enabled}
        onChange={(checked) => onChange({ ...values, notifications_enabled: checked })}
      />
      <ImageInput label="Image" onChange={onImage} />
      <FieldError message={errors.url_image} />
    </>
  );
}
