import { paths, type Role } from '@petfoster/contracts';
import type { RemoteModule, RemoteName } from '@petfoster/platform';

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: RemoteModule<R>;
  /** Only this role may open the page; anyone else is sent to / with an info toast. */
  role?: Role;
  title: string;
}

/** One route of the table, its module checked against what that remote exposes (packages/platform/apps.json). */
const route = <R extends RemoteName>(entry: RemoteRoute<R>): RemoteRoute => entry;

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
    role: 'association',
    title: 'Tableau de bord',
  }),
  route({
    path: paths.associationEditProfile(':slugUser'),
    remote: 'association',
    module: './AssociationEditProfilePage',
    role: 'association',
    title: 'Modifier le profil',
  }),
  route({
    path: paths.associationFindFamily,
    remote: 'association',
    module: './AssociationFindFamilyPage',
    role: 'association',
    title: 'Trouver une famille',
  }),
  route({
    path: paths.associationRequests(':slug'),
    remote: 'association',
    module: './AssociationRequestsPage',
    role: 'association',
    title: 'Nos demandes',
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
    role: 'family',
    title: 'Tableau de bord',
  }),
  route({
    path: paths.familyEditProfile(':slugUser'),
    remote: 'family',
    module: './FamilyEditProfilePage',
    role: 'family',
    title: 'Modifier le profil',
  }),
  route({
    path: paths.familyRequests(':familyId'),
    remote: 'family',
    module: './FamilyRequestsPage',
    role: 'family',
    title: 'Mes demandes',
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
];

/** Where 'Dashboard' and 'Mes demandes' lead for each role (docs/product.md#shared-layout). */
export function accountLinks(session: { role: Role | null; familyId: number | null; associationId: number | null }) {
  if (session.role === 'family') {
    return { dashboard: paths.familyDashboard, requests: paths.familyRequests(session.familyId ?? '') };
  }
  if (session.role === 'association') {
    return { dashboard: paths.associationDashboard, requests: paths.associationRequests(session.associationId ?? '') };
  }
  return null;
}
