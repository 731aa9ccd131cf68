import { canAddAnimal, isAnimalOwner } from './ownership';

const owner = { isLoggedIn: true, role: 'association', associationId: 4 };

describe('isAnimalOwner', () => {
  it('is true for the association owning the animal', () => {
    expect(isAnimalOwner(owner, { association_id: 4 })).toBe(true);
  });
  it('is false for another association, a family or a visitor', () => {
    expect(isAnimalOwner(owner, { association_id: 5 })).toBe(false);
    expect(isAnimalOwner({ isLoggedIn: true, role: 'family', associationId: undefined }, { association_id: 4 })).toBe(
      false,
    );
    expect(isAnimalOwner({ isLoggedIn: false, role: null, associationId: null }, { association_id: 4 })).toBe(false);
  });
});

describe('canAddAnimal', () => {
  it('is true only when the route id is the logged-in association', () => {
    expect(canAddAnimal(owner, '4')).toBe(true);
    expect(canAddAnimal(owner, '5')).toBe(false);
    expect(canAddAnimal({ isLoggedIn: false, associationId: null }, '4')).toBe(false);
    expect(canAddAnimal(owner, undefined)).toBe(false);
  });
});
