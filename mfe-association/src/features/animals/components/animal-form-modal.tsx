import { useId, useState, type FormEvent } from 'react';
import {
  ANIMAL_SIZE_LABELS,
  ANIMAL_SIZES,
  GENDERS,
  GOOD_WITH,
  GOOD_WITH_COLUMNS,
  GOOD_WITH_LABELS,
  MAX_LENGTHS,
  SPECIES,
} from '@petfoster/contracts';
import { uiStyles as ui, type ServerErrors } from '@petfoster/platform';
import { FormActions, ImageInput, Modal, CharacterCount, FieldError } from '@petfoster/platform/screens';
import { EMPTY_ANIMAL_FORM, isAnimalFormComplete, type AnimalFormValues, type TriState } from '../animal-form-values';

export interface AnimalFormModalProps {
  /** The server's reasons after a refused submit: under their fields, the others above the buttons (docs/behaviour.md). */
  errors?: ServerErrors;
  open: boolean;
  title: string;
  submitLabel: string;
  /** Adding asks for the species; editing does not send it (docs/product.md#calls PUT /api/animals/{id}). */
  withSpecies: boolean;
  initialValues?: AnimalFormValues;
  busy?: boolean;
  onSubmit(values: AnimalFormValues, image: string | null): void;
  onClose(): void;
}

/** The free-text fields and the length the API accepts for each. */
const TEXT_LIMITS = { name: MAX_LENGTHS.name, breed: MAX_LENGTHS.breed, description: MAX_LENGTHS.description };

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const NO_ERRORS: ServerErrors = { fields: {}, general: [] };

/** The add-animal modal of docs/product.md#screens, reused prefilled for Editer. */
export function AnimalFormModal({
  open,
  title,
  submitLabel,
  withSpecies,
  initialValues = EMPTY_ANIMAL_FORM,
  busy = false,
  errors = NO_ERRORS,
  onSubmit,
  onClose,
}: AnimalFormModalProps) {
  const id = useId();
  const [values, setValues] = useState<AnimalFormValues>(initialValues);
  const [image, setImage] = useState<string | null>(null);

  // Each opening starts from the given values, not from an abandoned draft (adjusted while rendering the opening).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(initialValues);
      setImage(null);
    }
  }

  const set = <K extends keyof AnimalFormValues>(key: K, value: AnimalFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const complete = isAnimalFormComplete(values, withSpecies);
  // Nothing typed is ever cut (no maxLength): over a limit the count says so and the form is not sent.
  const tooLong = (Object.keys(TEXT_LIMITS) as Array<keyof typeof TEXT_LIMITS>).some(
    (key) => values[key].length > TEXT_LIMITS[key],
  );
  /** The field's message (the server's reason) and its count, read by assistive technologies with the field. */
  const described = (key: string, counted = false) => {
    const ids = [counted ? `${id}-${key}-count` : '', errors.fields[key] ? `${id}-${key}-error` : '']
      .filter(Boolean)
      .join(' ');
    return { 'aria-invalid': errors.fields[key] ? true : undefined, 'aria-describedby': ids || undefined };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) onSubmit(values, image);
  };

  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form className={ui.form} onSubmit={handleSubmit}>
        {withSpecies ? (
          <div className={ui.field}>
            <label htmlFor={`${id}-species`}>Espèce *</label>
            <select
              id={`${id}-species`}
              required
              value={values.species_id}
              onChange={(e) => set('species_id', e.target.value)}
            >
              <option value="">Choisir une espèce</option>
              {SPECIES.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
            <FieldError message={errors.fields.species_id} />
          </div>
        ) : null}
        <div className={ui.field}>
          <label htmlFor={`${id}-name`}>Nom *</label>
          <input
            id={`${id}-name`}
            type="text"
            required
            {...described('name', true)}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <CharacterCount id={`${id}-name-count`} field="nom" length={values.name.length} max={MAX_LENGTHS.name} />
          <FieldError id={`${id}-name-error`} message={errors.fields.name} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-gender`}>Sexe *</label>
          <select
            id={`${id}-gender`}
            required
            value={values.gender}
            onChange={(e) => set('gender', e.target.value as AnimalFormValues['gender'])}
          >
            <option value="">Choisir le sexe</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g === 'mâle' ? 'Mâle' : 'Femelle'}
              </option>
            ))}
          </select>
          <FieldError message={errors.fields.gender} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-birth`}>Date de naissance *</label>
          <input
            id={`${id}-birth`}
            type="date"
            required
            max={today()}
            value={values.date_of_birth}
            onChange={(e) => set('date_of_birth', e.target.value)}
          />
          <FieldError message={errors.fields.date_of_birth} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-breed`}>Race</label>
          <input
            id={`${id}-breed`}
            type="text"
            {...described('breed', true)}
            value={values.breed}
            onChange={(e) => set('breed', e.target.value)}
          />
          <CharacterCount id={`${id}-breed-count`} field="race" length={values.breed.length} max={MAX_LENGTHS.breed} />
          <FieldError id={`${id}-breed-error`} message={errors.fields.breed} />
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-size`}>Taille</label>
          <select
            id={`${id}-size`}
            value={values.size}
            onChange={(e) => set('size', e.target.value as AnimalFormValues['size'])}
          >
            <option value="">Non précisée</option>
            {ANIMAL_SIZES.map((size) => (
              <option key={size} value={size}>
                {ANIMAL_SIZE_LABELS[size]}
              </option>
            ))}
          </select>
          <FieldError message={errors.fields.size} />
        </div>
        {GOOD_WITH.map((key) => {
          const field = GOOD_WITH_COLUMNS[key];
          return (
            <div className={ui.field} key={key}>
              <label htmlFor={`${id}-${field}`}>Bonne entente avec {GOOD_WITH_LABELS[key]}</label>
              <select
                id={`${id}-${field}`}
                value={values[field]}
                onChange={(e) => set(field, e.target.value as TriState)}
              >
                <option value="">Inconnu</option>
                <option value="true">Oui</option>
                <option value="false">Non</option>
              </select>
              <FieldError message={errors.fields[field]} />
            </div>
          );
        })}
        <div className={ui.field}>
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            {...described('description', true)}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <CharacterCount
            id={`${id}-description-count`}
            field="description"
            length={values.description.length}
            max={MAX_LENGTHS.description}
          />
          <FieldError id={`${id}-description-error`} message={errors.fields.description} />
        </div>
        <ImageInput label="Image" onChange={setImage} />
        <FieldError message={errors.fields.url_image} />
        {!complete ? <p className={ui.empty}>Les champs marqués d&apos;un * sont obligatoires.</p> : null}
        <FieldError message={errors.general} />
        <FormActions submitLabel={submitLabel} submitDisabled={!complete || busy || tooLong} onCancel={onClose} />
      </form>
    </Modal>
  );
}
