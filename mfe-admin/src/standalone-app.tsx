import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import AdminHomePage from './pages/admin-home-page';
import AdminAuditLogPage from './pages/admin-audit-log-page';
import AdminVerificationsPage from './pages/admin-verifications-page';
import AdminReportsPage from './pages/admin-reports-page';

/** Only for `npm run dev -w mfe-admin`: in the product the shell owns the router. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path={paths.admin} element={<AdminHomePage />} />
      <Route path={paths.adminAuditLog} element={<AdminAuditLogPage />} />
      <Route path={paths.adminVerifications} element={<AdminVerificationsPage />} />
      <Route path={paths.adminReports} element={<AdminReportsPage />} />
      <Route path="*" element={<p>mfe-admin : ouvrez {paths.admin}</p>} />
    </StandaloneFrame>
  );
}
