import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { notify, useSession } from '@petfoster/platform';
import { sessionCan } from './session-can';
import { paths, roleOf, type AccessAction, type Role } from '@petfoster/contracts';

/** Said when a logged-in user opens another owner's private page by its URL (docs/behaviour.md). */
export const OTHER_OWNER_MESSAGES: Record<Role, string> = {
  family: 'Cette page est réservée à la famille concernée.',
  association: "Cette page est réservée à l'association concernée.",
  admin: 'Cette page est réservée aux administrateurs de la plateforme.',
};

function RedirectOtherOwner({ role }: { role: Role }) {
  useEffect(() => {
    notify.info(OTHER_OWNER_MESSAGES[role], { id: `other-owner-${role}` });
  }, [role]);
  return <Navigate to={paths.home} replace />;
}

/**
 * docs/product.md#roles: dashboards (and the owner's screens) only for a caller the access policy lets perform the page's action
 * (its role); anyone else is sent home. With `ownerId` (the id in the URL), the page is also only for that family or
 * association: another one is sent home with an info toast, as the dashboards do, rather than shown an empty page.
 */
export function RequireAccess({
  action,
  ownerId,
  children,
}: {
  action: AccessAction;
  ownerId?: number;
  children: ReactNode;
}) {
  const session = useSession();
  if (!sessionCan(session, action)) return <Navigate to={paths.home} replace />;
  const role = roleOf(action);
  if (ownerId !== undefined && role) {
    const owner = role === 'family' ? { familyId: ownerId } : { associationId: ownerId };
    if (!sessionCan(session, action, owner)) return <RedirectOtherOwner role={role} />;
  }
  return <>{children}</>;
}
