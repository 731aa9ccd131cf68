import { useId } from 'react';
import { MAX_LENGTHS } from '@petfoster/contracts';
import { ImageInput } from '@petfoster/platform';
import type { AssociationEditValues } from '../association-edit-values';
import { ui } from '../../../shared';

const FIELDS: ReadonlyArray<{
  key: Exclude<keyof AssociationEditValues, 'description'>;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}> = [
  { key: 'name_association', label: "Nom de l'association", type: 'text', autoComplete: 'organization', maxLength: MAX_LENGTHS.name_association },
  { key: 'address', label: 'Adresse', type: 'text', autoComplete: 'street-address', maxLength: MAX_LENGTHS.address },
  { key: 'city', label: 'Ville', type: 'text', autoComplete: 'address-level2', maxLength: MAX_LENGTHS.city },
  { key: 'zip_code', label: 'Code postal', type: 'text', autoComplete: 'postal-code', maxLength: 5 },
  { key: 'phone_number', label: 'Téléphone', type: 'tel', autoComplete: 'tel', maxLength: 10 },
];

export interface AssociationEditFieldsProps {
  values: AssociationEditValues;
  onChange(values: AssociationEditValues): void;
  onImage(dataUrl: string | null): void;
}

/** The editable fields of an association (no validation on edit forms, SPEC 5). */
export function AssociationEditFields({ values, onChange, onImage }: AssociationEditFieldsProps) {
  const id = useId();
  const set = (key: keyof AssociationEditValues, value: string) => onChange({ ...values, [key]: value });
  return (
    <>
      {FIELDS.map((field) => (
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
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} maxLength={MAX_LENGTHS.description} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <ImageInput label="Image" onChange={onImage} />
    </>
  );
}
