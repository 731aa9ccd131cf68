import type { ExposedModules } from '@petfoster/platform';
import AdminHomePage from './pages/admin-home-page';
import AdminAuditLogPage from './pages/admin-audit-log-page';
import AdminVerificationsPage from './pages/admin-verifications-page';
import AdminReportsPage from './pages/admin-reports-page';

/**
 * What this remote exposes (packages/platform/apps.json), checked against the props the hosts pass (the table of
 * exposed modules in @petfoster/platform: routed pages, no props). Type-only: nothing imports this file at run time.
 */
export const exposed = {
  './AdminHomePage': AdminHomePage,
  './AdminAuditLogPage': AdminAuditLogPage,
  './AdminVerificationsPage': AdminVerificationsPage,
  './AdminReportsPage': AdminReportsPage,
} satisfies ExposedModules<'admin'>;
