import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import AssociationDashboardPage from './pages/association-dashboard-page';
import AssociationEditProfilePage from './pages/association-edit-profile-page';
import AssociationAnimalsPage from './pages/association-animals-page';
import AssociationRequestsPage from './pages/association-requests-page';
import AssociationFindFamilyPage from './pages/association-find-family-page';
import AssociationActivityPage from './pages/association-activity-page';
import AssociationWidgetPage from './pages/association-widget-page';
import AssociationVerificationPage from './pages/association-verification-page';
import AssociationTeamPage from './pages/association-team-page';
import AssociationPlacementsPage from './pages/association-placements-page';
import AssociationPlacementPage from './pages/association-placement-page';

/** Only for `npm run dev -w mfe-association`: in the product the shell owns the router. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path={paths.associationDashboard} element={<AssociationDashboardPage />} />
      <Route path={paths.associationEditProfile(':slugUser')} element={<AssociationEditProfilePage />} />
      <Route path={paths.associationAnimals(':slug')} element={<AssociationAnimalsPage />} />
      <Route path={paths.associationDashboardAnimals(':slug')} element={<AssociationAnimalsPage />} />
      <Route path={paths.associationRequests(':slug')} element={<AssociationRequestsPage />} />
      <Route path={paths.associationFindFamily} element={<AssociationFindFamilyPage />} />
      <Route path={paths.associationActivity} element={<AssociationActivityPage />} />
      <Route path={paths.associationWidget} element={<AssociationWidgetPage />} />
      <Route path={paths.associationVerification} element={<AssociationVerificationPage />} />
      <Route path={paths.associationTeam(':associationId')} element={<AssociationTeamPage />} />
      <Route path={paths.associationPlacements} element={<AssociationPlacementsPage />} />
      <Route path={paths.associationPlacement(':placementId')} element={<AssociationPlacementPage />} />
      <Route path="*" element={<p>mfe-association : ouvrez {paths.associationDashboard}</p>} />
    </StandaloneFrame>
  );
}
