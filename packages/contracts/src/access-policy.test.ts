import { ACCESS_ACTIONS } from './access-actions';
import { ACCESS_POLICY, can, isPublicAction, roleOf, type AccessUser } from './access-policy';

const family: AccessUser = { role: 'family', userId: 10, familyId: 1 };
const otherFamily: AccessUser = { role: 'family', userId: 11, familyId: 2 };
const association: AccessUser = { role: 'association', userId: 20, associationId: 1 };
const otherAssociation: AccessUser = { role: 'association', userId: 21, associationId: 2 };

describe('access policy', () => {
  test('every action has exactly one rule', () => {
    expect(Object.keys(ACCESS_POLICY).sort()).toEqual([...ACCESS_ACTIONS].sort());
  });

  test('a visitor may perform the public actions only', () => {
    for (const action of ACCESS_ACTIONS) expect(can(null, action)).toBe(isPublicAction(action));
    expect(can(undefined, 'animal.read')).toBe(true);
    expect(can(null, 'account.read')).toBe(false);
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
});
