import { Route, Routes } from 'react-router-dom';
import HomePage from './pages/home-page';
import AnimalsPage from './pages/animals-page';
import AnimalDetailsPage from './pages/animal-details-page';
import AssociationsPage from './pages/associations-page';
import AssociationProfilePage from './pages/association-profile-page';

/** The catalogue's own routes, used when the remote runs on its own (the shell has the full table). */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/animals" element={<AnimalsPage />} />
      <Route path="/animals-details/:id" element={<AnimalDetailsPage />} />
      <Route path="/associations" element={<AssociationsPage />} />
      <Route path="/associationprofile/:id" element={<AssociationProfilePage />} />
      <Route path="*" element={<p>Oups, la page demandée n'existe pas...</p>} />
    </Routes>
  );
}
