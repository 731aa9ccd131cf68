import { useId } from 'react';
import { HOUSING_TYPES, OWNED_ANIMALS_EDIT_OPTIONS } from '@petfoster/contracts';
import {
  CONTACT_FIELDS,
  DESCRIPTION_FIELD,
  ImageInput,
  TextFields,
  uiStyles as ui,
  type ContactFieldKey,
  type TextFieldSpec,
  FieldError,
  NotificationsCheckbox,
} from '@petfoster/platform';
import type { FamilyEditValues } from '../family-edit-values';

type TextKey = ContactFieldKey | 'description';

export interface FamilyEditFieldsProps {
  values: FamilyEditValues;
  onChange(values: FamilyEditValues): void;
  onImage(dataUrl: string | null): void;
  /** The server's message per field after a refused submit. */
  errors?: Readonly<Record<string, string>>;
}

const TEXT_FIELDS: ReadonlyArray<TextFieldSpec<TextKey>> = [DESCRIPTION_FIELD, ...CONTACT_FIELDS];

/** The editable fields of a family (no validation on edit forms, SPEC 5). */
export function FamilyEditFields({ values, onChange, onImage, errors = {} }: FamilyEditFieldsProps) {
  const id = useId();
  const set = <K extends keyof FamilyEditValues>(key: K, value: FamilyEditValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <TextFields
        idPrefix={id}
        fields={TEXT_FIELDS}
        values={values}
        errors={errors}
        onChange={(key, value) => set(key, value)}
      />
      <div className={ui.field}>
        <label htmlFor={`${id}-housing`}>Type d&apos;habitation</label>
        <select
          id={`${id}-housing`}
          value={values.housing_type_id}
          onChange={(e) => set('housing_type_id', e.target.value)}
        >
          {HOUSING_TYPES.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.houseType}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.checkbox}>
        <input
          id={`${id}-garden`}
          type="checkbox"
          checked={values.garden}
          onChange={(e) => set('garden', e.target.checked)}
        />
        <label htmlFor={`${id}-garden`}>Jardin</label>
      </div>
      <NotificationsCheckbox
        idPrefix={id}
        checked={values.notifications_enabled}
        onChange={(checked) => set('notifications_enabled', checked)}
      />
      <div className={ui.field}>
        <label htmlFor={`${id}-owned`}>Nombre d&apos;animaux possédés</label>
        <select id={`${id}-owned`} value={values.owned_animals} onChange={(e) => set('owned_animals', e.target.value)}>
          {OWNED_ANIMALS_EDIT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === '5' ? '5+' : option}
            </option>
          ))}
        </select>
      </div>
      <ImageInput label="Image" onChange={onImage} />
      <FieldError message={errors.url_image} />
    </>
  );
}
