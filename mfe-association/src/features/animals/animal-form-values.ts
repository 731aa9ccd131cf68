import type { Animal, Gender } from '@petfoster/contracts';
import { sanitizeFields } from '@petfoster/platform';

/** The add/edit animal form (SPEC 5: species, name, gender and birth date required; the rest optional). */
export interface AnimalFormValues {
  species_id: string;
  name: string;
  gender: Gender | '';
  date_of_birth: string;
  breed: string;
  description: string;
}

export const EMPTY_ANIMAL_FORM: AnimalFormValues = {
  species_id: '',
  name: '',
  gender: '',
  date_of_birth: '',
  breed: '',
  description: '',
};

export function animalFormValues(animal: Animal): AnimalFormValues {
  return {
    species_id: String(animal.species_id ?? animal.species?.id ?? ''),
    name: animal.name ?? '',
    gender: animal.gender ?? '',
    date_of_birth: (animal.date_of_birth ?? '').slice(0, 10),
    breed: animal.breed ?? '',
    description: animal.description ?? '',
  };
}

/** Whether the required fields are filled; the species only counts when the form asks for it (adding). */
export function isAnimalFormComplete(values: AnimalFormValues, withSpecies: boolean): boolean {
  return (
    (!withSpecies || values.species_id !== '') &&
    values.name.trim() !== '' &&
    values.gender !== '' &&
    values.date_of_birth !== ''
  );
}

function sanitised(values: AnimalFormValues, image: string | null) {
  // sanitizeFields leaves image data URLs to the API's byte checks (text rules would corrupt base64).
  return sanitizeFields({
    name: values.name.trim(),
    breed: values.breed,
    description: values.description,
    url_image: image || null,
  });
}

/** POST /api/animals body (SPEC 7). */
export function newAnimalPayload(values: AnimalFormValues, image: string | null, associationId: number) {
  const text = sanitised(values, image);
  return {
    name: text.name,
    breed: text.breed,
    date_of_birth: values.date_of_birth,
    description: text.description,
    gender: values.gender as Gender,
    url_image: text.url_image,
    species_id: Number(values.species_id),
    association_id: associationId,
  };
}

/** PUT /api/animals/{id} body (SPEC 7); url_image null keeps the current image. */
export function animalUpdatePayload(values: AnimalFormValues, image: string | null, associationId: number) {
  const text = sanitised(values, image);
  return {
    name: text.name,
    date_of_birth: values.date_of_birth,
    breed: text.breed,
    gender: values.gender as Gender,
    description: text.description,
    url_image: text.url_image,
    associationID: associationId,
  };
}
