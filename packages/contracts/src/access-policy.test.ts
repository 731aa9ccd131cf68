import { ACCESS_ACTIONS } from './access-actions';
import {
  ACCESS_POLICY,
  can,
  canSee,
  isPublicAction,
  memberRolesOf,
  roleOf,
  type AccessUser,
  type AdminAccessUser,
} from './access-policy';

const family: AccessUser = { role: 'family', userId: 10, familyId: 1 };
const otherFamily: AccessUser = { role: 'family', userId: 11, familyId: 2 };
const association: AccessUser = { role: 'association', userId: 20, associationId: 1, associationRole: 'admin' };
const otherAssociation: AccessUser = { role: 'association', userId: 21, associationId: 2, associationRole: 'admin' };
const referent: AccessUser = { role: 'association', userId: 22, associationId: 1, associationRole: 'referent' };
const benevole: AccessUser = { role: 'association', userId: 23, associationId: 1, associationRole: 'benevole' };
const platformAdmin: AdminAccessUser = { role: 'admin', userId: 30 };

describe('access policy', () => {
  test('every action has exactly one rule', () => {
    expect(Object.keys(ACCESS_POLICY).sort()).toEqual([...ACCESS_ACTIONS].sort());
  });

  test('a visitor may perform the public actions only', () => {
    for (const action of ACCESS_ACTIONS) expect(can(null, action)).toBe(isPublicAction(action));
    expect(can(undefined, 'animal.read')).toBe(true);
    expect(can(null, 'account.read')).toBe(false);
  });

  test("a platform administrator performs the administrators' actions, public ones and its logout, and no other", () => {
    for (const action of ACCESS_ACTIONS) {
      const rule = ACCESS_POLICY[action];
      const expected = rule.who === 'anyone' || rule.who === 'anyAccount' || rule.who === 'admin';
      expect([action, can(platformAdmin, action)]).toEqual([action, expected]);
    }
    expect(can(platformAdmin, 'admin.auditLog')).toBe(true);
    expect(can(platformAdmin, 'account.read')).toBe(false);
    expect(can(platformAdmin, 'account.twoFactor.disable')).toBe(false);
    expect(can(platformAdmin, 'placement.read', { familyId: 1, associationId: 1 })).toBe(false);
    expect(can(platformAdmin, 'session.close')).toBe(true);
    expect(canSee(platformAdmin, 'family.contactDetails', { familyId: 1 })).toBe(false);
  });

  test("families and associations never perform an administrators' action", () => {
    expect(roleOf('admin.auditLog')).toBe('admin');
    for (const user of [family, association, referent, benevole, null]) expect(can(user, 'admin.auditLog')).toBe(false);
  });

  test('a role-bound action is refused to the other role, whatever the resource', () => {
    expect(roleOf('animal.update')).toBe('association');
    expect(can(family, 'animal.update')).toBe(false);
    expect(can(family, 'animal.update', { associationId: 1 })).toBe(false);
    expect(can(association, 'request.create')).toBe(false);
    expect(can(association, 'notifications.markSeen')).toBe(false);
    expect(can(family, 'family.search')).toBe(false);
    expect(can(association, 'family.search')).toBe(true);
  });

  test('without a resource, the answer is whether the role may perform the action', () => {
    expect(can(association, 'animal.update')).toBe(true);
    expect(can(family, 'request.create')).toBe(true);
    expect(can(family, 'request.delete')).toBe(true);
    expect(can(association, 'request.delete')).toBe(true);
  });

  test('the owner association alone may change or delete its animal and decide on its requests', () => {
    for (const action of ['animal.update', 'animal.delete', 'request.decide', 'invitation.send'] as const) {
      expect(can(association, action, { associationId: 1 })).toBe(true);
      expect(can(otherAssociation, action, { associationId: 1 })).toBe(false);
      expect(can(association, action, {})).toBe(false);
    }
  });

  test('either party may delete a request; nobody else', () => {
    const request = { familyId: 1, associationId: 1 };
    expect(can(family, 'request.delete', request)).toBe(true);
    expect(can(association, 'request.delete', request)).toBe(true);
    expect(can(otherFamily, 'request.delete', request)).toBe(false);
    expect(can(otherAssociation, 'request.delete', request)).toBe(false);
    expect(can(family, 'request.editMotivation', request)).toBe(true);
    expect(can(otherFamily, 'request.editMotivation', request)).toBe(false);
    expect(can(association, 'request.editMotivation', request)).toBe(false);
  });

  test('only the invited family may decline an invitation', () => {
    expect(can(family, 'invitation.decline', { familyId: 1, associationId: 1 })).toBe(true);
    expect(can(otherFamily, 'invitation.decline', { familyId: 1, associationId: 1 })).toBe(false);
  });

  test("the 'self' actions: every id the call names is the caller's, and one left out is the caller's", () => {
    expect(can(family, 'family.update', { userId: 10 })).toBe(true);
    expect(can(otherFamily, 'family.update', { userId: 10 })).toBe(false);
    expect(can(family, 'family.delete', { familyId: 1 })).toBe(true);
    expect(can(otherFamily, 'family.requests', { familyId: 1 })).toBe(false);
    expect(can(association, 'association.update', { userId: 20 })).toBe(true);
    expect(can(association, 'association.delete', { associationId: 2 })).toBe(false);
    expect(can(family, 'request.create', {})).toBe(true);
    expect(can(family, 'request.create', { familyId: 2 })).toBe(false);
    expect(can(association, 'animal.create', { associationId: 1 })).toBe(true);
    expect(can(association, 'animal.create', { associationId: 2 })).toBe(false);
  });

  test("an association's members act by role: a bénévole posts and edits animals and reads requests", () => {
    const animal = { associationId: 1 };
    for (const member of [association, referent, benevole]) {
      expect(can(member, 'animal.create', animal)).toBe(true);
      expect(can(member, 'animal.update', animal)).toBe(true);
      expect(can(member, 'association.requests', animal)).toBe(true);
    }
    expect(can(benevole, 'animal.delete', animal)).toBe(false);
    expect(can(benevole, 'request.decide', animal)).toBe(false);
    expect(can(benevole, 'request.delete', { familyId: 1, associationId: 1 })).toBe(false);
    expect(can(referent, 'request.decide', animal)).toBe(true);
    expect(can(referent, 'animal.delete', animal)).toBe(true);
    expect(can(referent, 'association.update', { userId: 22 })).toBe(false);
    expect(can(referent, 'association.delete', { associationId: 1 })).toBe(false);
    expect(memberRolesOf('association.delete')).toEqual(['admin']);
    expect(memberRolesOf('animal.update')).toEqual(['admin', 'referent', 'benevole']);
  });

  test("a family's contact details reach the family and its request's admins and référents, not a bénévole", () => {
    const request = { familyId: 1, associationId: 1 };
    expect(canSee(family, 'family.contactDetails', request)).toBe(true);
    expect(canSee(association, 'family.contactDetails', request)).toBe(true);
    expect(canSee(referent, 'family.contactDetails', request)).toBe(true);
    expect(canSee(benevole, 'family.contactDetails', request)).toBe(false);
    expect(canSee(otherAssociation, 'family.contactDetails', request)).toBe(false);
    expect(canSee(otherFamily, 'family.contactDetails', request)).toBe(false);
    expect(canSee(null, 'family.contactDetails', request)).toBe(false);
  });

  test("an animal's identification reaches every member of its association and the family fostering it", () => {
    const fostered = { associationId: 1, familyId: 1 };
    for (const member of [association, referent, benevole])
      expect(canSee(member, 'animal.identity', fostered)).toBe(true);
    expect(canSee(family, 'animal.identity', fostered)).toBe(true);
    // No placement of the caller's: the resource names no family.
    expect(canSee(family, 'animal.identity', { associationId: 1 })).toBe(false);
    expect(canSee(otherFamily, 'animal.identity', fostered)).toBe(false);
    expect(canSee(otherAssociation, 'animal.identity', fostered)).toBe(false);
    expect(canSee(null, 'animal.identity', fostered)).toBe(false);
  });
});
