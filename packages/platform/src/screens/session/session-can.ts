import { ASSOCIATION_ROLE_VALUES, ASSOCIATION_ROLES, can, ROLES } from '@petfoster/contracts';
import type { AccessAction, AccessResource, AnyAccessUser } from '@petfoster/contracts';
import { accessUserOf, type SessionLike } from '@petfoster/platform';

/**
 * can() of the access policy this front end was built with, for the session. The shared singleton's sessionCan
 * answers with the shell's policy, which, while a newer remote runs beside an older shell, knows none of the
 * remote's new actions (docs/operations/releases.md#shared-platform): the remotes ask here instead.
 */
export function sessionCan(session: SessionLike, action: AccessAction, resource?: AccessResource): boolean {
  return can(withMemberRole(accessUserOf(session), session), action, resource);
}

/**
 * An older shell's session names no member role: its association account is then taken as what it was before
 * teams, the association's only account, its admin. The API reads the role again on every call.
 */
function withMemberRole(user: AnyAccessUser | null, session: SessionLike): AnyAccessUser | null {
  if (user?.role !== ROLES.association || ASSOCIATION_ROLE_VALUES.includes(user.associationRole)) return user;
  const named = ASSOCIATION_ROLE_VALUES.find((role) => role === session.associationRole);
  return { ...user, associationRole: named ?? ASSOCIATION_ROLES.admin };
}
