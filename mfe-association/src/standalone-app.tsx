import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform';
import AssociationDashboardPage from './pages/association-dashboard-page';
import AssociationEditProfilePage from './pages/association-edit-profile-page';
import AssociationAnimalsPage from './pages/association-animals-page';
import AssociationRequestsPage from './pages/association-requests-page';

/** Only for `npm run dev -w mfe-association`: in the product the shell owns the router. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path="/associations/dashboard" element={<AssociationDashboardPage />} />
      <Route path="/association/dashboard/edit-profile/:slugUser" element={<AssociationEditProfilePage />} />
      <Route path="/association/:slug/animals-list" element={<AssociationAnimalsPage />} />
      <Route path="/associations/dashboard/:slug/animals-list" element={<AssociationAnimalsPage />} />
      <Route path="/association/dashboard/:slug/requests-management" element={<AssociationRequestsPage />} />
      <Route path="*" element={<p>mfe-association : ouvrez /associations/dashboard</p>} />
    </StandaloneFrame>
  );
}
