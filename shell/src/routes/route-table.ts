import type { Role } from '@petfoster/contracts';

export interface RemoteRoute {
  path: string;
  remote: 'catalog' | 'auth' | 'family' | 'association';
  module: string;
  /** Only this role may open the page; anyone else is sent to / with an info toast. */
  role?: Role;
  title: string;
}

/**
 * SPEC 2 route table. Param names (id, slug, slugUser, familyId) are what the remote pages read with useParams.
 * Static pages and the 404 screen live in the shell (see app-routes.tsx).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'catalog', module: './HomePage', title: 'Accueil' },
  { path: '/animals', remote: 'catalog', module: './AnimalsPage', title: 'Liste des animaux' },
  { path: '/animals-details/:id', remote: 'catalog', module: './AnimalDetailsPage', title: "Fiche de l'animal" },
  { path: '/associations', remote: 'catalog', module: './AssociationsPage', title: 'Liste des associations' },
  { path: '/associationprofile/:id', remote: 'catalog', module: './AssociationProfilePage', title: "Profil de l'association" },
  { path: '/association/:slug/animals-list', remote: 'association', module: './AssociationAnimalsPage', title: 'Nos animaux' },
  {
    path: '/associations/dashboard/:slug/animals-list',
    remote: 'association',
    module: './AssociationAnimalsPage',
    title: 'Nos animaux',
  },
  {
    path: '/associations/dashboard',
    remote: 'association',
    module: './AssociationDashboardPage',
    role: 'association',
    title: 'Tableau de bord',
  },
  {
    path: '/association/dashboard/edit-profile/:slugUser',
    remote: 'association',
    module: './AssociationEditProfilePage',
    role: 'association',
    title: 'Modifier le profil',
  },
  {
    path: '/association/dashboard/:slug/requests-management',
    remote: 'association',
    module: './AssociationRequestsPage',
    role: 'association',
    title: 'Nos demandes',
  },
  { path: '/familyprofile/:id', remote: 'family', module: './FamilyProfilePage', title: 'Profil de la famille' },
  { path: '/families/dashboard', remote: 'family', module: './FamilyDashboardPage', role: 'family', title: 'Tableau de bord' },
  {
    path: '/families/dashboard/edit-profile/:slugUser',
    remote: 'family',
    module: './FamilyEditProfilePage',
    role: 'family',
    title: 'Modifier le profil',
  },
  {
    path: '/families/dashboard/:familyId/requests-management',
    remote: 'family',
    module: './FamilyRequestsPage',
    role: 'family',
    title: 'Mes demandes',
  },
  { path: '/register', remote: 'auth', module: './RegisterPage', title: 'Inscription' },
];

export const STATIC_PATHS = {
  terms: '/terms-and-conditions-of-use',
  about: '/about',
  legal: '/legal-disclaimer',
  privacy: '/privacy-policy',
  notFound: '/404',
} as const;

/** Where 'Dashboard' and 'Mes demandes' lead for each role (SPEC 2 header). */
export function accountLinks(session: { role: Role | null; familyId: number | null; associationId: number | null }) {
  if (session.role === 'family') {
    return {
      dashboard: '/families/dashboard',
      requests: `/families/dashboard/${session.familyId ?? ''}/requests-management`,
    };
  }
  if (session.role === 'association') {
    return {
      dashboard: '/associations/dashboard',
      requests: `/association/dashboard/${session.associationId ?? ''}/requests-management`,
    };
  }
  return null;
}
