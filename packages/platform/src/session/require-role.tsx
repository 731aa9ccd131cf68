import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { notify, useSession } from '@petfoster/platform';
import { paths, type Role } from '@petfoster/contracts';

/** Said when a logged-in user opens another owner's private page by its URL (docs/behaviour.md). */
export const OTHER_OWNER_MESSAGES: Record<Role, string> = {
  family: 'Cette page est réservée à la famille concernée.',
  association: "Cette page est réservée à l'association concernée.",
};

function RedirectOtherOwner({ role }: { role: Role }) {
  useEffect(() => {
    notify.info(OTHER_OWNER_MESSAGES[role], { id: `other-owner-${role}` });
  }, [role]);
  return <Navigate to={paths.home} replace />;
}

/**
 * docs/product.md#roles: dashboards (and the owner's screens) only for their role; anyone else is sent home. With `ownerId` (the id
 * in the URL), the page is also only for that family or association: another one is sent home with an info toast,
 * as the dashboards do, rather than shown an empty page.
 */
export function RequireRole({ role, ownerId, children }: { role: Role; ownerId?: number; children: ReactNode }) {
  const session = useSession();
  if (!session.isLoggedIn || session.role !== role) return <Navigate to={paths.home} replace />;
  const ownId = role === 'family' ? session.familyId : session.associationId;
  if (ownerId !== undefined && ownerId !== ownId) return <RedirectOtherOwner role={role} />;
  return <>{children}</>;
}
