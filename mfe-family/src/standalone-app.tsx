import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import FamilyDashboardPage from './pages/family-dashboard-page';
import FamilyProfilePage from './pages/family-profile-page';
import FamilyEditProfilePage from './pages/family-edit-profile-page';
import FamilyRequestsPage from './pages/family-requests-page';
import FamilyPlacementsPage from './pages/family-placements-page';
import FamilyPlacementPage from './pages/family-placement-page';
import FamilyFavouritesPage from './pages/family-favourites-page';

/** Only for `npm run dev -w mfe-family`: in the product the shell owns the router. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path={paths.familyDashboard} element={<FamilyDashboardPage />} />
      <Route path={paths.familyProfile(':id')} element={<FamilyProfilePage />} />
      <Route path={paths.familyEditProfile(':slugUser')} element={<FamilyEditProfilePage />} />
      <Route path={paths.familyRequests(':familyId')} element={<FamilyRequestsPage />} />
      <Route path={paths.familyPlacements} element={<FamilyPlacementsPage />} />
      <Route path={paths.familyPlacement(':placementId')} element={<FamilyPlacementPage />} />
      <Route path={paths.familyFavourites} element={<FamilyFavouritesPage />} />
      <Route path="*" element={<p>mfe-family : ouvrez {paths.familyDashboard}</p>} />
    </StandaloneFrame>
  );
}
