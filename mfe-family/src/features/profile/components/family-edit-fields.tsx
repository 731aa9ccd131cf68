import { useId } from 'react';
import { HOUSING_TYPES, MAX_LENGTHS, OWNED_ANIMALS_EDIT_OPTIONS } from '@petfoster/contracts';
import { ImageInput } from '@petfoster/platform';
import type { FamilyEditValues } from '../family-edit-values';
import ui from '../../../shared-candidates/ui.module.css';

export interface FamilyEditFieldsProps {
  values: FamilyEditValues;
  onChange(values: FamilyEditValues): void;
  onImage(dataUrl: string | null): void;
}

const TEXT_FIELDS: ReadonlyArray<{
  key: 'address' | 'city' | 'zip_code' | 'phone_number';
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}> = [
  { key: 'address', label: 'Adresse', type: 'text', autoComplete: 'street-address', maxLength: MAX_LENGTHS.address },
  { key: 'city', label: 'Ville', type: 'text', autoComplete: 'address-level2', maxLength: MAX_LENGTHS.city },
  { key: 'zip_code', label: 'Code postal', type: 'text', autoComplete: 'postal-code', maxLength: 5 },
  { key: 'phone_number', label: 'Téléphone', type: 'tel', autoComplete: 'tel', maxLength: 10 },
];

/** The editable fields of a family (no validation on edit forms, SPEC 5). */
export function FamilyEditFields({ values, onChange, onImage }: FamilyEditFieldsProps) {
  const id = useId();
  const set = <K extends keyof FamilyEditValues>(key: K, value: FamilyEditValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <div className={ui.field}>
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} maxLength={MAX_LENGTHS.description} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      {TEXT_FIELDS.map((field) => (
        <div className={ui.field} key={field.key}>
          <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
          <input
            id={`${id}-${field.key}`}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            value={values[field.key]}
            onChange={(e) => set(field.key, e.target.value)}
          />
        </div>
      ))}
      <div className={ui.field}>
        <label htmlFor={`${id}-housing`}>Type d&apos;habitation</label>
        <select id={`${id}-housing`} value={values.housing_type_id} onChange={(e) => set('housing_type_id', e.target.value)}>
          {HOUSING_TYPES.map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.houseType}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.checkbox}>
        <input id={`${id}-garden`} type="checkbox" checked={values.garden} onChange={(e) => set('garden', e.target.checked)} />
        <label htmlFor={`${id}-garden`}>Jardin</label>
      </div>
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
    </>
  );
}
