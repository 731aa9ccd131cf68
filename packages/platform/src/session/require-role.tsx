import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from './session-store';
import { paths, type Role } from '@petfoster/contracts';

/** SPEC 6: dashboards (and the owner's screens) only for their role; anyone else is sent home. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  if (!session.isLoggedIn || session.role !== role) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
