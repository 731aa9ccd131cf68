import type { ExposedModules } from '@petfoster/platform';
import HomePage from './pages/home-page';
import AnimalsPage from './pages/animals-page';
import AnimalDetailsPage from './pages/animal-details-page';
import AssociationsPage from './pages/associations-page';
import AssociationProfilePage from './pages/association-profile-page';

/**
 * What this remote exposes (packages/platform/apps.json), checked against the props the hosts pass (the table of
 * exposed modules in @petfoster/platform): a component that needs a prop no host gives, or that is missing, is a
 * type error here. Type-only: nothing imports this file at run time.
 */
export const exposed = {
  './HomePage': HomePage,
  './AnimalsPage': AnimalsPage,
  './AnimalDetailsPage': AnimalDetailsPage,
  './AssociationsPage': AssociationsPage,
  './AssociationProfilePage': AssociationProfilePage,
} satisfies ExposedModules<'catalog'>;
