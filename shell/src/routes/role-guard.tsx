import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { notify, useSession } from '@petfoster/platform';
import type { Role } from '@petfoster/contracts';
import { paths } from '@petfoster/contracts';

export const ROLE_REQUIRED_MESSAGES: Record<Role, string> = {
  family: 'Cette page est réservée aux familles connectées.',
  association: 'Cette page est réservée aux associations connectées.',
};

function RedirectWithInfo({ role }: { role: Role }) {
  useEffect(() => {
    notify.info(ROLE_REQUIRED_MESSAGES[role], { id: `role-guard-${role}` });
  }, [role]);
  return <Navigate to={paths.home} replace />;
}

/**
 * Dashboards and their sub-pages only for their role (docs/product.md#screens and #roles); anyone else is sent to / with an info toast.
 * A session that ends while the page is open (logout, account deletion) leaves silently: the screen that ended
 * it has already said so.
 */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const currentRole = useSession((state) => state.role);
  // Whether the visitor had the role when the page opened: fixed at the first render.
  const [allowedOnArrival] = useState(currentRole === role);
  if (currentRole !== role) {
    return allowedOnArrival ? <Navigate to={paths.home} replace /> : <RedirectWithInfo role={role} />;
  }
  return <>{children}</>;
}
