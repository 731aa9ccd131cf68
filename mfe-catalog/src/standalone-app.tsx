import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform/screens';
import { paths } from '@petfoster/contracts';
import HomePage from './pages/home-page';
import AnimalsPage from './pages/animals-page';
import AnimalDetailsPage from './pages/animal-details-page';
import AssociationsPage from './pages/associations-page';
import AssociationProfilePage from './pages/association-profile-page';

/** Only for `npm run dev -w mfe-catalog`: in the product the shell owns the router and the full route table. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.animals} element={<AnimalsPage />} />
      <Route path={paths.animalDetails(':id')} element={<AnimalDetailsPage />} />
      <Route path={paths.associations} element={<AssociationsPage />} />
      <Route path={paths.associationProfile(':id')} element={<AssociationProfilePage />} />
      <Route path="*" element={<p>Oups, la page demandée n'existe pas...</p>} />
    </StandaloneFrame>
  );
}
