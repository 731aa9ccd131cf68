import { API_MESSAGES, GENDERS, MAX_LENGTHS, SPECIES } from '@petfoster/contracts';

const speciesIds = SPECIES.map((s) => s.id);
const gender = { type: 'string', oneOf: { values: GENDERS, message: API_MESSAGES.invalidGender } } as const;
const id = { type: 'int', min: 1 } as const;

export const createAnimalSchema = {
  name: { type: 'string', required: API_MESSAGES.requiredField('nom'), label: 'nom', max: MAX_LENGTHS.name },
  breed: { type: 'string', nullable: true, label: 'race', max: MAX_LENGTHS.breed },
  gender: { ...gender, required: API_MESSAGES.invalidGender },
  date_of_birth: { type: 'date', required: API_MESSAGES.invalidDate, message: API_MESSAGES.invalidDate },
  description: { type: 'string', nullable: true, max: MAX_LENGTHS.description },
  url_image: { type: 'image' },
  species_id: {
    type: 'int',
    required: API_MESSAGES.unknownSpecies,
    min: Math.min(...speciesIds),
    max: Math.max(...speciesIds),
    message: API_MESSAGES.unknownSpecies,
  },
  association_id: id,
  associationID: id,
} as const;

/** Edit: every field optional; blanks keep the current value for the required ones. */
export const updateAnimalSchema = {
  name: { type: 'string', blankIsAbsent: true, label: 'nom', max: MAX_LENGTHS.name },
  breed: { type: 'string', nullable: true, label: 'race', max: MAX_LENGTHS.breed },
  gender: { ...gender, blankIsAbsent: true },
  date_of_birth: { type: 'date', message: API_MESSAGES.invalidDate },
  description: { type: 'string', nullable: true, max: MAX_LENGTHS.description },
  url_image: { type: 'image' },
  species_id: {
    type: 'int',
    min: Math.min(...speciesIds),
    max: Math.max(...speciesIds),
    message: API_MESSAGES.unknownSpecies,
  },
  association_id: id,
  associationID: id,
} as const;
