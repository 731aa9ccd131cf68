import { accessUserOf, sessionCan } from './access';

const family = { isLoggedIn: true, role: 'family', userId: 5, familyId: 8, associationId: null };
const association = { isLoggedIn: true, role: 'association', userId: 6, familyId: null, associationId: 3 };
const visitor = { isLoggedIn: false, role: null, userId: null, familyId: null, associationId: null };

describe('the session as the access policy sees it', () => {
  test('a family, an association, or nobody', () => {
    expect(accessUserOf(family)).toEqual({ role: 'family', userId: 5, familyId: 8 });
    expect(accessUserOf(association)).toEqual({ role: 'association', userId: 6, associationId: 3 });
    expect(accessUserOf(visitor)).toBeNull();
    // A role without its id (a token the API would refuse) is no caller at all.
    expect(accessUserOf({ isLoggedIn: true, role: 'family', familyId: null })).toBeNull();
  });

  test('the screens offer what the policy allows: asking to foster, changing an animal of ones own', () => {
    expect(sessionCan(family, 'request.create')).toBe(true);
    expect(sessionCan(association, 'request.create')).toBe(false);
    expect(sessionCan(visitor, 'request.create')).toBe(false);
    expect(sessionCan(association, 'animal.update', { associationId: 3 })).toBe(true);
    expect(sessionCan(association, 'animal.update', { associationId: 4 })).toBe(false);
    expect(sessionCan(family, 'animal.update', { associationId: 3 })).toBe(false);
    expect(sessionCan(visitor, 'animal.read')).toBe(true);
  });
});
