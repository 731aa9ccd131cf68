import { Route } from 'react-router-dom';
import { StandaloneFrame } from '@petfoster/platform';
import HomePage from './pages/home-page';
import AnimalsPage from './pages/animals-page';
import AnimalDetailsPage from './pages/animal-details-page';
import AssociationsPage from './pages/associations-page';
import AssociationProfilePage from './pages/association-profile-page';

/** Only for `npm run dev -w mfe-catalog`: in the product the shell owns the router and the full route table. */
export function StandaloneApp() {
  return (
    <StandaloneFrame>
      <Route path="/" element={<HomePage />} />
      <Route path="/animals" element={<AnimalsPage />} />
      <Route path="/animals-details/:id" element={<AnimalDetailsPage />} />
      <Route path="/associations" element={<AssociationsPage />} />
      <Route path="/associationprofile/:id" element={<AssociationProfilePage />} />
      <Route path="*" element={<p>Oups, la page demandée n'existe pas...</p>} />
    </StandaloneFrame>
  );
}
