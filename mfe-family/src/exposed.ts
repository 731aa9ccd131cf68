import type { ExposedModules } from '@petfoster/platform';
import FamilyDashboardPage from './pages/family-dashboard-page';
import FamilyProfilePage from './pages/family-profile-page';
import FamilyEditProfilePage from './pages/family-edit-profile-page';
import FamilyRequestsPage from './pages/family-requests-page';
import FamilyPlacementsPage from './pages/family-placements-page';
import FamilyPlacementPage from './pages/family-placement-page';
import FamilyMessagesPage from './pages/family-messages-page';
import FamilyConversationPage from './pages/family-conversation-page';
import FamilyFavouritesPage from './pages/family-favourites-page';
import FamilySavedSearchesPage from './pages/family-saved-searches-page';
import AnimalRequestArea from './features/animal-request/components/animal-request-area';

/**
 * What this remote exposes (packages/platform/apps.json), checked against the props the hosts pass (the table of
 * exposed modules in @petfoster/platform): a component that needs a prop no host gives, or that is missing, is a
 * type error here. Type-only: nothing imports this file at run time.
 */
export const exposed = {
  './FamilyDashboardPage': FamilyDashboardPage,
  './FamilyProfilePage': FamilyProfilePage,
  './FamilyEditProfilePage': FamilyEditProfilePage,
  './FamilyRequestsPage': FamilyRequestsPage,
  './FamilyPlacementsPage': FamilyPlacementsPage,
  './FamilyPlacementPage': FamilyPlacementPage,
  './FamilyMessagesPage': FamilyMessagesPage,
  './FamilyConversationPage': FamilyConversationPage,
  './FamilyFavouritesPage': FamilyFavouritesPage,
  './FamilySavedSearchesPage': FamilySavedSearchesPage,
  './AnimalRequestArea': AnimalRequestArea,
} satisfies ExposedModules<'family'>;
