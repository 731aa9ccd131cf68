import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { notify, sessionCan, useSession } from '@petfoster/platform';
import { paths, roleOf, type AccessAction, type Role } from '@petfoster/contracts';

export const ROLE_REQUIRED_MESSAGES: Record<Role, string> = {
  family: 'Cette page est réservée aux familles connectées.',
  association: 'Cette page est réservée aux associations connectées.',
  admin: 'Cette page est réservée aux administrateurs de la plateforme.',
};

function RedirectWithInfo({ role }: { role: Role | null }) {
  useEffect(() => {
    if (role) notify.info(ROLE_REQUIRED_MESSAGES[role], { id: `role-guard-${role}` });
  }, [role]);
  return <Navigate to={paths.home} replace />;
}

/**
 * Dashboards and their sub-pages only for a caller the access policy lets perform the page's action, that is for
 * their role (docs/product.md#screens and #roles); anyone else is sent to / with an info toast.
 * A session that ends while the page is open (logout, account deletion) leaves silently: the screen that ended
 * it has already said so.
 */
export function RoleGuard({ action, children }: { action: AccessAction; children: ReactNode }) {
  const allowed = useSession((state) => sessionCan(state, action));
  // Whether the visitor was allowed when the page opened: fixed at the first render.
  const [allowedOnArrival] = useState(allowed);
  if (!allowed) {
    return allowedOnArrival ? <Navigate to={paths.home} replace /> : <RedirectWithInfo role={roleOf(action)} />;
  }
  return <>{children}</>;
}
