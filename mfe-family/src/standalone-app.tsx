import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform';
import FamilyDashboardPage from './pages/family-dashboard-page';
import FamilyProfilePage from './pages/family-profile-page';
import FamilyEditProfilePage from './pages/family-edit-profile-page';
import FamilyRequestsPage from './pages/family-requests-page';

/** Only for `npm run dev -w mfe-family`: in the product the shell owns the router. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path="/families/dashboard" element={<FamilyDashboardPage />} />
      <Route path="/familyprofile/:id" element={<FamilyProfilePage />} />
      <Route path="/families/dashboard/edit-profile/:slugUser" element={<FamilyEditProfilePage />} />
      <Route path="/families/dashboard/:familyId/requests-management" element={<FamilyRequestsPage />} />
      <Route path="*" element={<p>mfe-family : ouvrez /families/dashboard</p>} />
    </StandaloneFrame>
  );
}
