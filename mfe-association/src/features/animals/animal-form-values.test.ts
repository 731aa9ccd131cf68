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
