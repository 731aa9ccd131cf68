import {
  ACCESS_POLICY,
  ACCESS_RELATIONS,
  relationHolds,
  roleAllows,
  type AccessAction,
  type AccessResource,
  type AccessUserOf,
} from '@petfoster/contracts';
import type { AuthUser } from '../auth/auth.decorators';
import { apiError } from '../common/api-error';
import { forbidden, notFound } from '../common/permissions';

/** The caller an allowed action leaves, with its token version (a family for family actions, and so on). */
export type AllowedUser<A extends AccessAction> = AccessUserOf<A> & Partial<Pick<AuthUser, 'tokenVersion'>>;

/** A loaded row naming the family and association it belongs to (request, invitation, animal). */
export interface OwnedRow {
  family_id?: number | null;
  association_id?: number | null;
}

const resourceOf = (row: OwnedRow): AccessResource => ({
  familyId: row.family_id ?? undefined,
  associationId: row.association_id ?? undefined,
});

/** 401 without a token where one is needed, 403 for a role the action is not for. */
function requireRole<A extends AccessAction>(user: AuthUser | undefined, action: A): AllowedUser<A> {
  if (!user && ACCESS_POLICY[action].who !== 'anyone') throw apiError('unauthenticated');
  if (!roleAllows(user, action)) throw forbidden();
  return user as AllowedUser<A>;
}

/**
 * The one access check at the top of a service method (docs/architecture.md#access-policy): the caller's role must
 * be the action's (else 403), and each resource the call names (the path's or the body's ids) must stand in the
 * action's relation to the caller (else 403). Returns the caller typed for the action: a family for family actions.
 */
export function requireAccess<A extends AccessAction>(
  user: AuthUser | undefined,
  action: A,
  ...resources: AccessResource[]
): AllowedUser<A> {
  const allowed = requireRole(user, action);
  if (allowed && resources.some((resource) => !relationHolds(allowed, action, resource))) throw forbidden();
  return allowed;
}

/**
 * requireAccess for an action on a stored resource that must be read first (inside the caller's transaction when
 * it has one): the role first (403), then the ids the body names (each the caller's own, else 403), then `load`
 * (404 when nothing is found), then the action's relation to what was loaded (403). Returns the caller and the row.
 */
export async function requireAccessTo<A extends AccessAction, R extends OwnedRow>(
  user: AuthUser | undefined,
  action: A,
  load: () => Promise<R | null | undefined>,
  ...named: AccessResource[]
): Promise<[AllowedUser<A>, R]> {
  const allowed = requireRole(user, action);
  if (allowed && named.some((resource) => !ACCESS_RELATIONS.self.holds(allowed, resource))) throw forbidden();
  const row = await load();
  if (!row) throw notFound();
  if (allowed && !relationHolds(allowed, action, resourceOf(row))) throw forbidden();
  return [allowed, row];
}
