import {
  normalizePhone,
  MESSAGES,
  FAMILY_REGISTRATION_DEFAULTS,
  parseOwnedAnimals,
  formatAge,
  isAcceptedImageFile,
  MAX_IMAGE_BYTES,
} from './index';
import { associationRegistrationSchema, familyRegistrationSchema, formErrors } from './schemas';

// The registration forms validate with these calls (react-final-form's validate).
const validateFamilyRegistration = (values: Record<string, unknown>) => formErrors(familyRegistrationSchema, values);
const validateAssociationRegistration = (values: Record<string, unknown>) =>
  formErrors(associationRegistrationSchema, values);

const validFamily = {
  lastname: 'Durand',
  firstname: 'Alice',
  email: 'alice@example.fr',
  password: 'Secret1',
  confirmPassword: 'Secret1',
  address: '1 rue des Lilas',
  city: 'Lyon',
  zip_code: '69001',
  phone_number: '0601020304',
  description: 'Une maison calme',
  ...FAMILY_REGISTRATION_DEFAULTS,
};

describe('registration rules (docs/product.md#validation)', () => {
  it('accepts a valid family and a valid association', () => {
    expect(validateFamilyRegistration(validFamily)).toEqual({});
    expect(
      validateAssociationRegistration({ ...validFamily, name_association: 'Les Pattes', RNA_code: 'W123456789' }),
    ).toEqual({});
  });

  it('reports every required field with its message', () => {
    const errors = validateAssociationRegistration({});
    expect(errors).toMatchObject({
      lastname: MESSAGES.lastnameRequired,
      firstname: MESSAGES.firstnameRequired,
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.confirmPasswordRequired,
      address: MESSAGES.addressRequired,
      city: MESSAGES.cityRequired,
      zip_code: MESSAGES.zipCodeRequired,
      phone_number: MESSAGES.phoneRequired,
      description: MESSAGES.descriptionRequired,
      name_association: MESSAGES.nameAssociationRequired,
      RNA_code: MESSAGES.rnaRequired,
    });
    expect(validateFamilyRegistration({ houseType: '', owned_animals: '' })).toMatchObject({
      houseType: MESSAGES.houseTypeRequired,
      owned_animals: MESSAGES.ownedAnimalsRequired,
    });
  });

  it.each([
    ['lastname', 'D', MESSAGES.lastnameMin],
    ['firstname', 'A', MESSAGES.firstnameMin],
    ['email', 'alice@', MESSAGES.emailInvalid],
    ['password', 'secret1', MESSAGES.passwordWeak],
    ['password', 'Secret 1', MESSAGES.passwordWeak],
    ['password', 'Sec1', MESSAGES.passwordWeak],
    ['password', 'Secret!1', MESSAGES.passwordWeak],
    ['zip_code', '6900', MESSAGES.zipCodeFormat],
    ['phone_number', '06010203', MESSAGES.phoneFormat],
  ])('%s = %p gives its message', (field, value, message) => {
    const values = { ...validFamily, [field]: value };
    if (field === 'password') values.confirmPassword = value;
    expect(validateFamilyRegistration(values)[field]).toBe(message);
  });

  it('checks the confirmation and the RNA code', () => {
    expect(validateFamilyRegistration({ ...validFamily, confirmPassword: 'Secret2' }).confirmPassword).toBe(
      MESSAGES.confirmPasswordMismatch,
    );
    for (const rna of ['w123456789', 'W12345678', 'WW23456789']) {
      expect(validateAssociationRegistration({ ...validFamily, name_association: 'X', RNA_code: rna }).RNA_code).toBe(
        MESSAGES.rnaFormat,
      );
    }
  });
});

describe('owned animals', () => {
  it('reads registration and edit values', () => {
    expect(parseOwnedAnimals('0')).toBe(0);
    expect(parseOwnedAnimals('5+')).toBe(5);
    expect(parseOwnedAnimals('5')).toBe(5);
    expect(parseOwnedAnimals('6')).toBeNull();
    expect(parseOwnedAnimals('3+')).toBeNull();
    expect(parseOwnedAnimals({})).toBeNull();
  });
});

describe('formatAge (docs/product.md#animal-card)', () => {
  const now = new Date('2026-06-15T12:00:00');
  it('uses years with the plural, months under a year', () => {
    expect(formatAge('2025-06-15', now)).toBe('1 an');
    expect(formatAge('2023-01-01', now)).toBe('3 ans');
    expect(formatAge('2026-01-20', now)).toBe('4 mois');
    expect(formatAge('2026-06-01', now)).toBe('0 mois');
  });
});

describe('image rule', () => {
  it('accepts JPEG, PNG, GIF up to 10 MB only', () => {
    expect(isAcceptedImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBe(true);
    expect(isAcceptedImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(false);
    expect(isAcceptedImageFile({ type: 'image/svg+xml', size: 10 })).toBe(false);
  });

  it("accepts the phones' WebP and HEIC photos too, a HEIC without a type by its name", () => {
    expect(isAcceptedImageFile({ type: 'image/webp', size: 10 })).toBe(true);
    expect(isAcceptedImageFile({ type: 'image/heic', size: 10 })).toBe(true);
    expect(isAcceptedImageFile({ type: '', size: 10, name: 'IMG_0042.HEIC' })).toBe(true);
    expect(isAcceptedImageFile({ type: '', size: 10, name: 'notes.txt' })).toBe(false);
    expect(isAcceptedImageFile({ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 })).toBe(false);
  });
});

describe('phone numbers as people type them (docs/behaviour.md#phone-numbers-as-people-type-them)', () => {
  it.each([
    ['06 12 34 56 78', '0612345678'],
    ['06.12.34.56.78', '0612345678'],
    ['06-12-34-56-78', '0612345678'],
    ['+33 6 12 34 56 78', '0612345678'],
    ['0033 6 12 34 56 78', '0612345678'],
    ['0612345678', '0612345678'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
    expect(validateFamilyRegistration({ ...validFamily, phone_number: typed }).phone_number).toBeUndefined();
  });

  it.each(['06 12 34 56', '+44 20 7946 0958', '06 12 34 56 78 9'])('%s is refused with the SPEC message', (typed) => {
    expect(validateFamilyRegistration({ ...validFamily, phone_number: typed }).phone_number).toBe(MESSAGES.phoneFormat);
  });
});

describe('description length', () => {
  it('refuses more than 5000 characters with a message instead of cutting', () => {
    expect(validateFamilyRegistration({ ...validFamily, description: 'a'.repeat(5000) }).description).toBeUndefined();
    expect(validateFamilyRegistration({ ...validFamily, description: 'a'.repeat(5001) }).description).toBe(
      'Le champ description ne doit pas dépasser 5000 caractères',
    );
  });
});
