import { accessUserOf, sessionCan } from './access';

const family = { isLoggedIn: true, role: 'family', userId: 5, familyId: 8, associationId: null };
const association = { isLoggedIn: true, role: 'association', userId: 6, familyId: null, associationId: 3 };
const visitor = { isLoggedIn: false, role: null, userId: null, familyId: null, associationId: null };

describe('the session as the access policy sees it', () => {
  test('a family, an association, or nobody', () => {
    expect(accessUserOf(family)).toEqual({ role: 'family', userId: 5, familyId: 8 });
    // A token issued before teams names no member role: its account was the association's only one, its admin.
    expect(accessUserOf(association)).toEqual({
      role: 'association',
      userId: 6,
      associationId: 3,
      associationRole: 'admin',
    });
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

  test('a platform administrator is offered its own actions and nothing of a family or an association', () => {
    const admin = { isLoggedIn: true, role: 'admin', userId: 9, familyId: null, associationId: null };
    expect(accessUserOf(admin)).toEqual({ role: 'admin', userId: 9 });
    expect(sessionCan(admin, 'admin.auditLog')).toBe(true);
    expect(sessionCan(admin, 'request.create')).toBe(false);
    expect(sessionCan(admin, 'animal.update', { associationId: 3 })).toBe(false);
    expect(sessionCan(family, 'admin.auditLog')).toBe(false);
  });

  test('a member is offered what its role allows: a bénévole edits animals but does not decide', () => {
    const benevole = { ...association, associationRole: 'benevole' };
    expect(accessUserOf(benevole)).toMatchObject({ associationRole: 'benevole' });
    expect(sessionCan(benevole, 'animal.update', { associationId: 3 })).toBe(true);
    expect(sessionCan(benevole, 'request.decide', { associationId: 3 })).toBe(false);
    expect(sessionCan({ ...association, associationRole: 'referent' }, 'request.decide', { associationId: 3 })).toBe(
      true,
    );
  });
});
