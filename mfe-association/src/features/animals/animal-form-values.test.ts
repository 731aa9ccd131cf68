import {
  animalFormValues,
  animalUpdatePayload,
  EMPTY_ANIMAL_FORM,
  isAnimalFormComplete,
  newAnimalPayload,
} from './animal-form-values';
import { makeAnimal } from '@petfoster/platform/test-utils';

describe('isAnimalFormComplete (add-animal rules, docs/product.md#other-forms)', () => {
  const filled = {
    ...EMPTY_ANIMAL_FORM,
    species_id: '1',
    name: 'Rex',
    gender: 'mâle' as const,
    date_of_birth: '2024-01-01',
  };

  it('needs species, name, gender and birth date when adding', () => {
    expect(isAnimalFormComplete(filled, true)).toBe(true);
    expect(isAnimalFormComplete({ ...filled, species_id: '' }, true)).toBe(false);
    expect(isAnimalFormComplete({ ...filled, name: '   ' }, true)).toBe(false);
    expect(isAnimalFormComplete({ ...filled, gender: '' }, true)).toBe(false);
    expect(isAnimalFormComplete({ ...filled, date_of_birth: '' }, true)).toBe(false);
  });

  it('does not ask for the species when editing', () => {
    expect(isAnimalFormComplete({ ...filled, species_id: '' }, false)).toBe(true);
  });
});

it('prefills the edit form from the animal, dropping any time part of the birth date', () => {
  expect(
    animalFormValues(makeAnimal({ date_of_birth: '2022-04-01T00:00:00.000Z', breed: null, description: null })),
  ).toEqual({
    species_id: '1',
    name: 'Rex',
    gender: 'mâle',
    date_of_birth: '2022-04-01',
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
  });
});

it('reads and sends the matching fields: unknown (null) is the empty choice, and stays null', () => {
  const values = animalFormValues(makeAnimal({ size: 'grand', good_with_children: true, good_with_cats: false }));
  expect(values).toMatchObject({
    size: 'grand',
    good_with_children: 'true',
    good_with_cats: 'false',
    good_with_dogs: '',
  });
  expect(animalUpdatePayload(values, null, 3)).toMatchObject({
    size: 'grand',
    good_with_children: true,
    good_with_cats: false,
    good_with_dogs: null,
  });
  const added = newAnimalPayload({ ...values, size: '', good_with_cats: '' }, null, 3);
  expect(added).toMatchObject({ good_with_children: true });
  expect(added).not.toHaveProperty('size');
  expect(added).not.toHaveProperty('good_with_cats');
});

it('reads and sends the identification as a pair, and the sterilisation (docs/product.md#animal-identification)', () => {
  const values = animalFormValues(
    makeAnimal({ identification_type: 'puce', identification_number: '250268712345678', sterilised: false }),
  );
  expect(values).toMatchObject({
    identification_type: 'puce',
    identification_number: '250268712345678',
    sterilised: 'false',
  });
  expect(animalUpdatePayload({ ...values, identification_type: '', identification_number: '' }, null, 3)).toMatchObject(
    { identification_type: null, identification_number: null, sterilised: false },
  );
  const added = newAnimalPayload({ ...values, identification_number: ' ', sterilised: '' }, null, 3);
  // Half a pair is sent, for the schema to say what is missing.
  expect(added).toMatchObject({ identification_type: 'puce', identification_number: null });
  expect(added).not.toHaveProperty('sterilised');
  const none = newAnimalPayload({ ...values, identification_type: '', identification_number: '' }, null, 3);
  expect(none).not.toHaveProperty('identification_type');
  expect(none).not.toHaveProperty('identification_number');
});

it('sends the urgent fields only when they change, and only for those who may change them', () => {
  const calm = makeAnimal({});
  const values = animalFormValues(calm);
  // Unchanged: the body stays as the product's calls describe it.
  expect(animalUpdatePayload(values, null, 1, { urgent: false, urgent_reason: null })).not.toHaveProperty('urgent');
  const marked = { ...values, urgent: true, urgent_reason: '  Sa famille part demain <b>vite</b> ' };
  expect(animalUpdatePayload(marked, null, 1, { urgent: false, urgent_reason: null })).toMatchObject({
    urgent: true,
    urgent_reason: 'Sa famille part demain vite',
  });
  // A bénévole's form never sends them.
  expect(animalUpdatePayload(marked, null, 1)).not.toHaveProperty('urgent');
  // Unmarking clears the reason.
  expect(
    animalUpdatePayload({ ...marked, urgent: false }, null, 1, { urgent: true, urgent_reason: 'Vite' }),
  ).toMatchObject({ urgent: false, urgent_reason: null });
});
