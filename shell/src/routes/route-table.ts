import { paths, type AccessAction, type Role } from '@petfoster/contracts';
import type { PageModule, RemoteName } from '@petfoster/platform';
import { DECLARED_ROUTES } from './registry-routes';

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  /** A module of R that takes no props (the table of exposed modules, @petfoster/platform). */
  module: PageModule<R>;
  /**
   * The action of the access policy the page performs: only a caller allowed to perform it may open the page; anyone
   * else is sent to / with an info toast. Absent: the page is public.
   */
  access?: AccessAction;
  /**
   * The one role allowed (a remote's "role" in packages/platform/apps.json): anyone else gets the 404 screen, and the
   * remote's code is never fetched for them.
   */
  role?: Role;
  title: string;
}

/** One route of the table, its module checked against the pages that remote exposes (packages/platform/apps.json). */
// Checked as RemoteRoute<R> (its module against R), kept as a route of any remote: sound, TypeScript cannot tell.
const route = <R extends RemoteName>(entry: RemoteRoute<R>): RemoteRoute => entry as unknown as RemoteRoute;

/**
 * The route table (docs/product.md#route-table), from the one paths module (@petfoster/contracts). Param names (id, slug, slugUser, familyId)
 * are what the remote pages read with useParams. Static pages and the 404 screen live in the shell (app-routes.tsx).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  route({ path: paths.home, remote: 'catalog', module: './HomePage', title: 'Accueil' }),
  route({ path: paths.animals, remote: 'catalog', module: './AnimalsPage', title: 'Liste des animaux' }),
  route({
    path: paths.animalDetails(':id'),
    remote: 'catalog',
    module: './AnimalDetailsPage',
    title: "Fiche de l'animal",
  }),
  route({ path: paths.associations, remote: 'catalog', module: './AssociationsPage', title: 'Liste des associations' }),
  route({
    path: paths.associationProfile(':id'),
    remote: 'catalog',
    module: './AssociationProfilePage',
    title: "Profil de l'association",
  }),
  route({
    path: paths.associationAnimals(':slug'),
    remote: 'association',
    module: './AssociationAnimalsPage',
    title: 'Nos animaux',
  }),
  route({
    path: paths.associationDashboardAnimals(':slug'),
    remote: 'association',
    module: './AssociationAnimalsPage',
    title: 'Nos animaux',
  }),
  route({
    path: paths.associationDashboard,
    remote: 'association',
    module: './AssociationDashboardPage',
    access: 'association.requests',
    title: 'Tableau de bord',
  }),
  route({
    path: paths.associationEditProfile(':slugUser'),
    remote: 'association',
    module: './AssociationEditProfilePage',
    access: 'association.update',
    title: 'Modifier le profil',
  }),
  route({
    path: paths.associationFindFamily,
    remote: 'association',
    module: './AssociationFindFamilyPage',
    access: 'family.search',
    title: 'Trouver une famille',
  }),
  route({
    path: paths.associationRequests(':slug'),
    remote: 'association',
    module: './AssociationRequestsPage',
    access: 'association.requests',
    title: 'Nos demandes',
  }),
  // Activity log
  route({
    path: paths.associationActivity,
    remote: 'association',
    module: './AssociationActivityPage',
    access: 'activity.list',
    title: "Journal d'activité",
  }),
  route({
    path: paths.associationWidget,
    remote: 'association',
    module: './AssociationWidgetPage',
    access: 'association.requests',
    title: 'Intégrer nos animaux à votre site',
  }),
  route({
    path: paths.associationVerification,
    remote: 'association',
    module: './AssociationVerificationPage',
    access: 'verification.read',
    title: "Vérification de l'association",
  }),
  route({
    path: paths.familyProfile(':id'),
    remote: 'family',
    module: './FamilyProfilePage',
    title: 'Profil de la famille',
  }),
  route({
    path: paths.familyDashboard,
    remote: 'family',
    module: './FamilyDashboardPage',
    access: 'family.requests',
    title: 'Tableau de bord',
  }),
  route({
    path: paths.familyEditProfile(':slugUser'),
    remote: 'family',
    module: './FamilyEditProfilePage',
    access: 'family.update',
    title: 'Modifier le profil',
  }),
  route({
    path: paths.familyRequests(':familyId'),
    remote: 'family',
    module: './FamilyRequestsPage',
    access: 'family.requests',
    title: 'Mes demandes',
  }),
  // Placements (docs/product.md#placements): 'Mes accueils' and a placement's page, for the family.
  route({
    path: paths.familyPlacements,
    remote: 'family',
    module: './FamilyPlacementsPage',
    access: 'family.requests',
    title: 'Mes accueils',
  }),
  route({
    path: paths.familyPlacement(':placementId'),
    remote: 'family',
    module: './FamilyPlacementPage',
    access: 'family.requests',
    title: "Détail de l'accueil",
  }),
  route({ path: paths.register, remote: 'auth', module: './RegisterPage', title: 'Inscription' }),
  route({ path: paths.forgotPassword, remote: 'auth', module: './ForgotPasswordPage', title: 'Mot de passe oublié' }),
  route({
    path: paths.resetPassword,
    remote: 'auth',
    module: './ResetPasswordPage',
    title: 'Choisir un nouveau mot de passe',
  }),
  // Both roles; a visitor is asked to log in by the page itself.
  route({ path: paths.account, remote: 'auth', module: './AccountPage', title: 'Mon compte' }),
  route({ path: paths.confirmEmail, remote: 'auth', module: './ConfirmEmailPage', title: 'Confirmer votre adresse' }),
  route({ path: paths.unsubscribe, remote: 'auth', module: './UnsubscribePage', title: 'Notifications par e-mail' }),
  // Association team: 'Équipe' for any member (the page offers the admin actions), 'Rejoindre' from the mailed link.
  route({
    path: paths.associationTeam(':associationId'),
    remote: 'association',
    module: './AssociationTeamPage',
    access: 'member.list',
    title: 'Équipe',
  }),
  route({ path: paths.joinTeam, remote: 'auth', module: './JoinTeamPage', title: "Rejoindre l'équipe" }),
  // Placements, the association's side: 'Nos accueils' for any member (a bénévole reads the list), a placement's page
  // for its admins and référents, who act on it (docs/product.md#placements).
  route({
    path: paths.associationPlacements,
    remote: 'association',
    module: './AssociationPlacementsPage',
    access: 'association.requests',
    title: 'Nos accueils',
  }),
  route({
    path: paths.associationPlacement(':placementId'),
    remote: 'association',
    module: './AssociationPlacementPage',
    access: 'placement.setTerms',
    title: "Accueil de l'animal",
  }),
  // Conversations (docs/product.md#conversations): the list and one request's conversation, on each side.
  // Saved searches (docs/product.md#saved-searches): 'Mes recherches' of a family.
  route({
    path: paths.familySavedSearches,
    remote: 'family',
    module: './FamilySavedSearchesPage',
    access: 'savedSearch.list',
    title: 'Mes recherches',
  }),
  route({
    path: paths.familyMessages,
    remote: 'family',
    module: './FamilyMessagesPage',
    access: 'family.requests',
    title: 'Messages',
  }),
  route({
    path: paths.familyConversation(':requestId'),
    remote: 'family',
    module: './FamilyConversationPage',
    access: 'family.requests',
    title: 'Conversation',
  }),
  // Favourites (docs/product.md#favourites): 'Mes favoris', the family's kept animals.
  route({
    path: paths.familyFavourites,
    remote: 'family',
    module: './FamilyFavouritesPage',
    access: 'favourite.list',
    title: 'Mes favoris',
  }),
  route({
    path: paths.associationMessages,
    remote: 'association',
    module: './AssociationMessagesPage',
    access: 'association.requests',
    title: 'Messages',
  }),
  route({
    path: paths.associationConversation(':requestId'),
    remote: 'association',
    module: './AssociationConversationPage',
    access: 'association.requests',
    title: 'Conversation',
  }),
  // The routes the registry's remotes declare themselves (packages/platform/apps.json "routes"): the administrators' area.
  ...DECLARED_ROUTES.map((entry) => entry as RemoteRoute),
];

/** Where 'Dashboard', 'Mes demandes' and 'Messages' lead for each role (docs/product.md#shared-layout). */
export function accountLinks(session: { role: Role | null; familyId: number | null; associationId: number | null }) {
  if (session.role === 'family') {
    return {
      dashboard: paths.familyDashboard,
      requests: paths.familyRequests(session.familyId ?? ''),
      messages: paths.familyMessages,
    };
  }
  if (session.role === 'association') {
    return {
      dashboard: paths.associationDashboard,
      requests: paths.associationRequests(session.associationId ?? ''),
      messages: paths.associationMessages,
    };
  }
  return null;
}
