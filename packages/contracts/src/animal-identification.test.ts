import { createAnimalSchema } from './schemas';
import { checkWith } from './schemas/errors';
import { ANIMAL_IDENTITY_MESSAGES as M, sterilisedText } from './animal-identification';
import { identificationText } from './placement-contract';

const base = { name: 'Minou', gender: 'mâle', date_of_birth: '2021-04-15', species_id: 2 };

describe('animal identification', () => {
  test('a puce is read without its spaces and shown in groups of three', () => {
    const verdict = checkWith(createAnimalSchema, {
      ...base,
      identification_type: 'puce',
      identification_number: ' 250 268 712 345 678 ',
    });
    expect(verdict).toMatchObject({ ok: true, data: { identification_number: '250268712345678' } });
    expect(identificationText('puce', '250268712345678')).toBe('Puce électronique 250 268 712 345 678');
  });

  test('a tatouage is read upper-case, either way round', () => {
    for (const [typed, stored] of [
      ['abc123', 'ABC123'],
      ['123abc', '123ABC'],
    ])
      expect(
        checkWith(createAnimalSchema, { ...base, identification_type: 'Tatouage', identification_number: typed }),
      ).toMatchObject({ ok: true, data: { identification_type: 'tatouage', identification_number: stored } });
  });

  test('a number of the other type is refused with its type message', () => {
    expect(
      checkWith(createAnimalSchema, {
        ...base,
        identification_type: 'tatouage',
        identification_number: '250268712345678',
      }),
    ).toMatchObject({ ok: false, fields: { identification_number: M.numberFormat.tatouage } });
  });

  test("'Non renseigné' for an unknown sterilisation", () => {
    expect([true, false, null].map(sterilisedText)).toEqual(['Oui', 'Non', 'Non renseigné']);
  });
});
