import { isOnlyMarkup, MARKUP_ONLY_MESSAGE, stripMarkup } from './markup';
import {
  animalListQuerySchema,
  checkWith,
  createAnimalSchema,
  createRequestSchema,
  familyRegistrationSchema,
  familyUpdateSchema,
  loginSchema,
  namesSchema,
  passwordChangeSchema,
  updateAnimalSchema,
} from './schemas';

/* One rule for HTML in every text field (README "Design notes"): tags are removed, a field of tags only is refused. */

describe('stripMarkup', () => {
  it.each([
    ['<b>Rex</b>', 'Rex'],
    ['<script>alert(1)</script>Gentil', 'Gentil'],
    ['<img src=x onerror=alert(1)>Minou', 'Minou'],
    ['Un <!-- commentaire -->chat', 'Un chat'],
    ['<<b>script>alert(1)<</b>/script>doux', 'doux'],
    ['Chien <style>p{}</style>calme', 'Chien calme'],
  ])('%s -> %s', (typed, kept) => expect(stripMarkup(typed)).toBe(kept));

  it('keeps text that only looks like markup', () => {
    for (const text of ["L'animal a 2 < 3 ans", 'Tom & Jerry', 'Plus de 5 > 3', "Ça m'intéresse : « Félix » !"])
      expect(stripMarkup(text)).toBe(text);
  });

  it('tells a text of tags only', () => {
    expect(isOnlyMarkup('<b></b>')).toBe(true);
    expect(isOnlyMarkup(' <br> <i> </i> ')).toBe(true);
    expect(isOnlyMarkup('<b>x</b>')).toBe(false);
    expect(isOnlyMarkup('')).toBe(false);
  });
});

describe('every text field of the request schemas', () => {
  const registration = {
    lastname: '<b>Dupont</b>',
    firstname: 'Anna',
    email: 'anna@example.org',
    password: 'Abri7Chaton',
    confirmPassword: 'Abri7Chaton',
    address: '1 rue <i>de la</i> Paix',
    city: 'Paris',
    zip_code: '75001',
    phone_number: '0612345678',
    description: '<script>alert(1)</script>Nous aimons les animaux.',
    houseType: '1',
    owned_animals: '0',
  };

  it('removes the tags and keeps the text', () => {
    const verdict = checkWith(familyRegistrationSchema, registration);
    expect(verdict.ok && verdict.data).toMatchObject({
      lastname: 'Dupont',
      address: '1 rue de la Paix',
      description: 'Nous aimons les animaux.',
    });
    expect(checkWith(updateAnimalSchema, { description: '<p>Très <b>doux</b></p>' })).toEqual({
      ok: true,
      data: { description: 'Très doux' },
    });
  });

  it.each([
    ['registration', familyRegistrationSchema, { ...registration, lastname: '<b></b>' }, 'lastname'],
    ['Mon compte', namesSchema, { lastname: '<b></b>', firstname: 'Anna' }, 'lastname'],
    [
      'a new animal',
      createAnimalSchema,
      { name: '<i></i>', gender: 'mâle', date_of_birth: '2020-01-01', species_id: 1 },
      'name',
    ],
    ['an animal edit', updateAnimalSchema, { breed: '<span></span>' }, 'breed'],
    ['a profile edit', familyUpdateSchema, { city: '<br>' }, 'city'],
    ['a motivation', createRequestSchema, { animal_id: 1, motivation: '<p> </p>' }, 'motivation'],
  ])('refuse a field of tags only with the reason (%s)', (_case, schema, body, field) => {
    const verdict = checkWith(schema, body);
    expect(verdict.ok || verdict.fields[field]).toBe(MARKUP_ONLY_MESSAGE);
  });

  it('keep passwords exactly as typed, markup included', () => {
    expect(checkWith(loginSchema, { email: 'a@b.fr', password: '<b>x</b>' })).toEqual({
      ok: true,
      data: { email: 'a@b.fr', password: '<b>x</b>' },
    });
    const verdict = checkWith(passwordChangeSchema, {
      currentPassword: '<b></b>',
      password: 'Abri7Chaton',
      confirmPassword: 'Abri7Chaton',
    });
    expect(verdict.ok && verdict.data.currentPassword).toBe('<b></b>');
  });

  it('leave queries that are not text alone', () => {
    expect(checkWith(animalListQuerySchema, { species: 'Chat' })).toEqual({ ok: true, data: { species: 2 } });
  });
});
