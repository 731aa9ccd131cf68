import type { ExposedModules } from '@petfoster/platform';
import AssociationDashboardPage from './pages/association-dashboard-page';
import AssociationEditProfilePage from './pages/association-edit-profile-page';
import AssociationAnimalsPage from './pages/association-animals-page';
import AssociationRequestsPage from './pages/association-requests-page';
import AssociationFindFamilyPage from './pages/association-find-family-page';
import AssociationTeamPage from './pages/association-team-page';
import AnimalOwnerActions from './features/animals/components/animal-owner-actions';
import AssociationActivityPage from './pages/association-activity-page';
import AssociationWidgetPage from './pages/association-widget-page';
import AssociationVerificationPage from './pages/association-verification-page';
import AssociationPlacementsPage from './pages/association-placements-page';
import AssociationPlacementPage from './pages/association-placement-page';
import AssociationMessagesPage from './pages/association-messages-page';
import AssociationConversationPage from './pages/association-conversation-page';

/**
 * What this remote exposes (packages/platform/apps.json), checked against the props the hosts pass (the table of
 * exposed modules in @petfoster/platform): a component that needs a prop no host gives, or that is missing, is a
 * type error here. Type-only: nothing imports this file at run time.
 */
export const exposed = {
  './AssociationDashboardPage': AssociationDashboardPage,
  './AssociationEditProfilePage': AssociationEditProfilePage,
  './AssociationAnimalsPage': AssociationAnimalsPage,
  './AssociationRequestsPage': AssociationRequestsPage,
  './AssociationFindFamilyPage': AssociationFindFamilyPage,
  './AssociationTeamPage': AssociationTeamPage,
  './AnimalOwnerActions': AnimalOwnerActions,
  './AssociationActivityPage': AssociationActivityPage,
  './AssociationWidgetPage': AssociationWidgetPage,
  './AssociationVerificationPage': AssociationVerificationPage,
  './AssociationPlacementsPage': AssociationPlacementsPage,
  './AssociationPlacementPage': AssociationPlacementPage,
  './AssociationMessagesPage': AssociationMessagesPage,
  './AssociationConversationPage': AssociationConversationPage,
} satisfies ExposedModules<'association'>;
