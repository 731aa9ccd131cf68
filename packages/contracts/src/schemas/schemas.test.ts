import { API_MESSAGES } from '../messages';
import { MESSAGES } from '../validation';
import {
  animalListQuerySchema,
  checkWith,
  createAnimalSchema,
  decisionSchema,
  familyUpdateSchema,
  loginSchema,
  motivationSchema,
  updateAnimalSchema,
} from './index';

/* How the request schemas read what clients send: the API's pipe answers exactly these verdicts. */

describe('request schemas', () => {
  it('verify passwords exactly as typed (never trimmed) while trimming other text', () => {
    expect(checkWith(loginSchema, { email: ' alice@example.fr ', password: ' Secret1 ' })).toEqual({
      ok: true,
      data: { email: 'alice@example.fr', password: ' Secret1 ' },
    });
  });

  it('keep the current value for blank edit fields and clear nullable ones', () => {
    expect(
      checkWith(familyUpdateSchema, { lastname: '', city: ' Caen ', phone_number: null, garden: 'false' }),
    ).toEqual({ ok: true, data: { city: 'Caen', garden: false } });
    expect(checkWith(motivationSchema, { id: '4', motivation: '  ' })).toEqual({
      ok: true,
      data: { id: 4, motivation: null },
    });
  });

  it('give one message per field, the first broken rule, in the order of the form', () => {
    const verdict = checkWith(familyUpdateSchema, { zip_code: '123456', lastname: 'D', housing_type_id: '9' });
    expect(verdict).toEqual({
      ok: false,
      notAnObject: false,
      fields: {
        lastname: MESSAGES.lastnameMin,
        zip_code: MESSAGES.zipCodeFormat,
        housing_type_id: API_MESSAGES.invalidField('housing_type_id'),
      },
    });
  });

  it('refuse huge values by their length before any pattern looks at them', () => {
    const verdict = checkWith(familyUpdateSchema, { zip_code: '1'.repeat(30_000) });
    expect(verdict.ok || verdict.fields.zip_code).toBe('Le champ zip_code ne doit pas dépasser 5 caractères');
  });

  it('read animals as forms send them and refuse a birth date in the future', () => {
    expect(
      checkWith(createAnimalSchema, {
        name: 'Rex',
        gender: ' mâle ',
        date_of_birth: '2020-01-01T10:00:00Z',
        species_id: '1',
        breed: '',
      }),
    ).toEqual({
      ok: true,
      data: { name: 'Rex', gender: 'mâle', date_of_birth: '2020-01-01', species_id: 1, breed: null },
    });
    const future = `${new Date().getFullYear() + 1}-01-01`;
    const verdict = checkWith(updateAnimalSchema, { date_of_birth: future, gender: 'x', species_id: 9 });
    expect(verdict.ok || verdict.fields).toEqual({
      gender: API_MESSAGES.invalidGender,
      date_of_birth: API_MESSAGES.invalidDate,
      species_id: API_MESSAGES.unknownSpecies,
    });
  });

  it('read the catalogue query (species by name, plural or id; paging as digits)', () => {
    expect(checkWith(animalListQuerySchema, { species: 'Chats', limit: '12', offset: '0' })).toEqual({
      ok: true,
      data: { species: 2, limit: 12, offset: 0 },
    });
    expect(checkWith(animalListQuerySchema, { species: 'all' })).toEqual({ ok: true, data: {} });
    const verdict = checkWith(animalListQuerySchema, { species: 'Dragon', limit: '101', offset: '-1' });
    expect(verdict.ok || verdict.fields).toEqual({
      species: API_MESSAGES.unknownSpecies,
      limit: API_MESSAGES.invalidField('limit'),
      offset: API_MESSAGES.invalidField('offset'),
    });
  });

  it('name the decision rules and refuse what is not an object', () => {
    const verdict = checkWith(decisionSchema, { status: 'Peut-être' });
    expect(verdict.ok || verdict.fields).toEqual({
      id: API_MESSAGES.requiredField('id'),
      status: API_MESSAGES.invalidStatus,
    });
    expect(checkWith(decisionSchema, [1, 2])).toMatchObject({ ok: false, notAnObject: true });
  });
});
