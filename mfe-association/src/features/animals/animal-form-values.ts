import type { Animal, AnimalIdentificationType, AnimalSize, Gender } from '@petfoster/contracts';

/** A good_with_* choice as a select holds it: '' is 'Inconnu' (sent as null: unknown is not no). */
export type TriState = '' | 'true' | 'false';
const triState = (value: boolean | null | undefined): TriState =>
  value === true ? 'true' : value === false ? 'false' : '';
const fromTriState = (value: TriState): boolean | null => (value === '' ? null : value === 'true');
import { sanitizeFields } from '@petfoster/platform/screens';

/** The add/edit animal form (docs/product.md#validation: species, name, gender and birth date required; the rest optional). */
export interface AnimalFormValues {
  species_id: string;
  name: string;
  gender: Gender | '';
  date_of_birth: string;
  breed: string;
  description: string;
  /* Matching (docs/matching.md), optional: '' is not specified / unknown. */
  size: AnimalSize | '';
  good_with_children: TriState;
  good_with_cats: TriState;
  good_with_dogs: TriState;
  /* Identification and sterilisation (docs/product.md#animal-identification), optional: '' is none / not known. */
  identification_type: AnimalIdentificationType | '';
  identification_number: string;
  sterilised: TriState;
  /** A YouTube, Vimeo or Dailymotion address (docs/product.md#animal-gallery), '' for none. */
  video_url: string;
  /* Urgent appeals (docs/product.md#urgent-appeals): offered to admins and référents, on edit. */
  urgent: boolean;
  urgent_reason: string;
}

export const EMPTY_ANIMAL_FORM: AnimalFormValues = {
  species_id: '',
  name: '',
  gender: '',
  date_of_birth: '',
  breed: '',
  description: '',
  size: '',
  good_with_children: '',
  good_with_cats: '',
  good_with_dogs: '',
  identification_type: '',
  identification_number: '',
  sterilised: '',
  video_url: '',
  urgent: false,
  urgent_reason: '',
};

export function animalFormValues(animal: Animal): AnimalFormValues {
  return {
    species_id: String(animal.species_id ?? animal.species?.id ?? ''),
    name: animal.name ?? '',
    gender: animal.gender ?? '',
    date_of_birth: (animal.date_of_birth ?? '').slice(0, 10),
    breed: animal.breed ?? '',
    description: animal.description ?? '',
    size: animal.size ?? '',
    good_with_children: triState(animal.good_with_children),
    good_with_cats: triState(animal.good_with_cats),
    good_with_dogs: triState(animal.good_with_dogs),
    identification_type: animal.identification_type ?? '',
    identification_number: animal.identification_number ?? '',
    sterilised: triState(animal.sterilised),
    video_url: animal.video_url ?? '',
    urgent: animal.urgent ?? false,
    urgent_reason: animal.urgent_reason ?? '',
  };
}

/** The optional matching fields: every one on edit (null clears, the form starts from the current values). */
function matching(values: AnimalFormValues) {
  return {
    size: values.size || null,
    good_with_children: fromTriState(values.good_with_children),
    good_with_cats: fromTriState(values.good_with_cats),
    good_with_dogs: fromTriState(values.good_with_dogs),
  };
}

/** The identification goes as a pair (the schema refuses one without the other); null clears it on edit. */
function identity(values: AnimalFormValues) {
  return {
    identification_type: values.identification_type || null,
    identification_number: values.identification_number.trim() || null,
    sterilised: fromTriState(values.sterilised),
  };
}

/** On add, only those chosen: an animal added without them sends the body (docs/product.md#calls) unchanged. */
function chosenMatching(values: AnimalFormValues) {
  const { identification_type, identification_number, sterilised } = identity(values);
  const chosen = Object.entries({ ...matching(values), sterilised }).filter(([, value]) => value !== null);
  // Half a pair is sent too, so that the schema says what is missing.
  const identification =
    identification_type || identification_number ? { identification_type, identification_number } : {};
  return { ...Object.fromEntries(chosen), ...identification };
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

/** POST /api/animals body (docs/product.md#calls). */
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
    ...chosenMatching(values),
    // Only when given: an animal added without one sends the body as before.
    ...(values.video_url.trim() ? { video_url: values.video_url.trim() } : {}),
  };
}

/**
 * The urgent fields when they changed from `before`: an edit that leaves them sends the body as before, and a
 * bénévole (no `before`: it may not change them) never sends them.
 */
function urgency(values: AnimalFormValues, before?: Pick<Animal, 'urgent' | 'urgent_reason'>) {
  if (!before) return {};
  const reason = sanitizeFields({ urgent_reason: values.urgent_reason }).urgent_reason.trim() || null;
  const next = { urgent: values.urgent, urgent_reason: values.urgent ? reason : null };
  const unchanged =
    next.urgent === Boolean(before.urgent) && (!next.urgent || next.urgent_reason === (before.urgent_reason ?? null));
  return unchanged ? {} : next;
}

/**
 * PUT /api/animals/{id} body (docs/product.md#calls); url_image null keeps the current image. urgentBefore: the
 * animal's urgent fields when the caller may change them (admins and référents).
 */
export function animalUpdatePayload(
  values: AnimalFormValues,
  image: string | null,
  associationId: number,
  urgentBefore?: Pick<Animal, 'urgent' | 'urgent_reason'>,
) {
  const text = sanitised(values, image);
  return {
    name: text.name,
    date_of_birth: values.date_of_birth,
    breed: text.breed,
    gender: values.gender as Gender,
    description: text.description,
    url_image: text.url_image,
    associationID: associationId,
    ...matching(values),
    ...identity(values),
    // '' clears it (the schema turns blank into null).
    video_url: values.video_url.trim() || null,
    ...urgency(values, urgentBefore),
  };
}
