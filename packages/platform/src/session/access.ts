import {
  ASSOCIATION_ROLE_VALUES,
  ASSOCIATION_ROLES,
  can,
  ROLES,
  type AccessAction,
  type AccessResource,
  type AnyAccessUser,
} from '@petfoster/contracts';

/** What a screen knows of the session (the store's state, or a part of it). */
export interface SessionLike {
  isLoggedIn?: boolean;
  role?: string | null;
  userId?: number | null;
  familyId?: number | null;
  associationId?: number | null;
  associationRole?: string | null;
}

/**
 * The session as the access policy sees it: a family or an association with its id, a platform administrator
 * (docs/administration.md: the policy lets it perform none of a family's or an association's actions), or null for
 * a visitor.
 */
export function accessUserOf(session: SessionLike): AnyAccessUser | null {
  if (!session.isLoggedIn) return null;
  const userId = Number(session.userId ?? 0);
  if (session.role === ROLES.family && session.familyId != null)
    return { role: ROLES.family, userId, familyId: Number(session.familyId) };
  if (session.role === ROLES.association && session.associationId != null)
    return {
      role: ROLES.association,
      userId,
      associationId: Number(session.associationId),
      // A token issued before teams names no role: its account was the association's only one, its admin (the API
      // reads the role again on every call, so this only decides what the screens offer).
      associationRole:
        ASSOCIATION_ROLE_VALUES.find((role) => role === session.associationRole) ?? ASSOCIATION_ROLES.admin,
    };
  if (session.role === ROLES.admin) return { role: ROLES.admin, userId };
  return null;
}

/**
 * can() of the access policy for this session: what the screens offer is what the API allows. Pure (no store of its
 * own), so the screens bundle may use it with the shared session: `sessionCan(useSession(), action)`.
 */
export const sessionCan = (session: SessionLike, action: AccessAction, resource?: AccessResource): boolean =>
  can(accessUserOf(session), action, resource);
