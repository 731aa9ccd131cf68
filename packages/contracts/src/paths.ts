/**
 * Every front-end route (docs/product.md#screens), written once: the shell's route table, every link, navigation and redirect of the
 * shell and the remotes use these. A route with parameters is a function: called with values it gives a link
 * (`paths.animalDetails(12)` -> '/animals-details/12'); called with ':param' names it gives the router's pattern
 * (`paths.animalDetails(':id')` -> '/animals-details/:id', the name the page reads with useParams).
 * No import: the shell's start-up code (prefetch-route-data.ts) reads it before any shared module is loaded.
 */
type Param = number | string;

export const paths = {
  home: '/',
  animals: '/animals',
  /** docs/product.md#home: the home's 'Voir tous nos chats / chiens' links. */
  animalsOfSpecies: (species: string) => `/animals?species=${encodeURIComponent(species)}`,
  animalDetails: (id: Param) => `/animals-details/${id}`,
  associations: '/associations',
  associationProfile: (id: Param) => `/associationprofile/${id}`,
  /** 'Nos animaux', public; the dashboard's variant below is the same screen. */
  associationAnimals: (slug: Param) => `/association/${slug}/animals-list`,
  associationDashboardAnimals: (slug: Param) => `/associations/dashboard/${slug}/animals-list`,
  associationDashboard: '/associations/dashboard',
  associationEditProfile: (slugUser: Param) => `/association/dashboard/edit-profile/${slugUser}`,
  associationRequests: (slug: Param) => `/association/dashboard/${slug}/requests-management`,
  /** Matching (docs/matching.md): the association's family search ('Trouver une famille'), linked from its dashboard. */
  associationFindFamily: '/associations/dashboard/find-family',
  familyProfile: (id: Param) => `/familyprofile/${id}`,
  familyDashboard: '/families/dashboard',
  familyEditProfile: (slugUser: Param) => `/families/dashboard/edit-profile/${slugUser}`,
  familyRequests: (familyId: Param) => `/families/dashboard/${familyId}/requests-management`,
  register: '/register',
  terms: '/terms-and-conditions-of-use',
  about: '/about',
  legalDisclaimer: '/legal-disclaimer',
  privacyPolicy: '/privacy-policy',
  /** 'Déclaration d'accessibilité' (docs/accessibility.md), linked from the footer of every page. */
  accessibility: '/accessibility',
  /** Where a failed detail load is sent (docs/product.md#messages); any unknown path shows the same screen. */
  notFound: '/404',
  /**
   * The mail work (docs/mail.md). The token-carrying pages get it in the fragment (`#token=…`), which no server and no log ever sees:
   * `${PUBLIC_URL}${paths.resetPassword}#token=…` in the reset mail, the same for e-mail confirmation and unsubscribe.
   */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  /** 'Mon compte' (both roles): password, e-mail, names. */
  account: '/account',
  /** The unsubscribe link of notification mails: the page POSTs the fragment's token to /api/unsubscribe. */
  unsubscribe: '/unsubscribe',
  /** Activity log: the association's 'Journal d'activité' (admins), linked from its dashboard. */
  associationActivity: '/associations/dashboard/activity',
  /** 'Intégrer nos animaux à votre site' (docs/public-api.md#widget): the widget's snippet, linked from the dashboard. */
  associationWidget: '/associations/dashboard/widget',
  /** 'Vérification de l'association' (docs/product.md#verified-associations), linked from the dashboard. */
  associationVerification: '/associations/dashboard/verification',
  // Association team: 'Équipe' (linked from the dashboard) and 'Rejoindre' (the invitation link, token in the fragment).
  associationTeam: (associationId: Param) => `/association/dashboard/${associationId}/team`,
  joinTeam: '/rejoindre',
  // Placements (docs/product.md#placements): 'Mes accueils' of a family, 'Nos accueils' of an association, and a
  // placement's page on each side.
  familyPlacements: '/families/dashboard/placements',
  familyPlacement: (placementId: Param) => `/families/dashboard/placements/${placementId}`,
  associationPlacements: '/associations/dashboard/placements',
  associationPlacement: (placementId: Param) => `/associations/dashboard/placements/${placementId}`,
  // Conversations (docs/product.md#conversations): the list and one request's conversation, in each role's dashboard.
  familyMessages: '/families/dashboard/messages',
  familyConversation: (requestId: Param) => `/families/dashboard/messages/${requestId}`,
  associationMessages: '/associations/dashboard/messages',
  associationConversation: (requestId: Param) => `/associations/dashboard/messages/${requestId}`,
  /** Favourites (docs/product.md#favourites): 'Mes favoris', the animals a family keeps an eye on. */
  familyFavourites: '/families/dashboard/favourites',
  /** Saved searches (docs/product.md#saved-searches): 'Mes recherches' of a family, linked from its alerts. */
  familySavedSearches: '/families/dashboard/saved-searches',
  // Platform administration (docs/administration.md#moderation): the mfe-admin front end, for administrators only
  // (its routes are declared in packages/platform/apps.json, by these keys).
  admin: '/admin',
  adminAuditLog: '/admin/audit-log',
  adminVerifications: '/admin/verifications',
  adminReports: '/admin/reports',
} as const;

/**
 * Every page the shell draws, as route patterns: the shell's route table (shell/src/routes/route-table.ts) then its own
 * pages. The servers answer these paths with 200 and any other path with 404, the shell's 404 screen either way
 * (README, "Unknown paths"): the API's static serving for `npm start`, and the shell's nginx locations, generated from
 * this list by scripts/lib/deploy-files.js. paths.notFound is not among them: opened directly, it is a 404 too.
 */
export const pageRoutes: readonly string[] = [
  paths.home,
  paths.animals,
  paths.animalDetails(':id'),
  paths.associations,
  paths.associationProfile(':id'),
  paths.associationAnimals(':slug'),
  paths.associationDashboardAnimals(':slug'),
  paths.associationDashboard,
  paths.associationEditProfile(':slugUser'),
  paths.associationFindFamily,
  paths.associationRequests(':slug'),
  paths.associationActivity,
  paths.associationWidget,
  paths.associationVerification,
  paths.familyProfile(':id'),
  paths.familyDashboard,
  paths.familyEditProfile(':slugUser'),
  paths.familyRequests(':familyId'),
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
  paths.account,
  paths.confirmEmail,
  paths.unsubscribe,
  paths.terms,
  paths.about,
  paths.legalDisclaimer,
  paths.privacyPolicy,
  paths.accessibility,
  paths.associationTeam(':associationId'),
  paths.joinTeam,
  paths.familyPlacements,
  paths.familyPlacement(':placementId'),
  paths.associationPlacements,
  paths.associationPlacement(':placementId'),
  paths.familyMessages,
  paths.familyConversation(':requestId'),
  paths.associationMessages,
  paths.associationConversation(':requestId'),
  paths.familyFavourites,
  paths.familySavedSearches,
  paths.admin,
  paths.adminAuditLog,
  paths.adminVerifications,
  paths.adminReports,
];

/** A route pattern as a RegExp source: each ':name' segment is one segment ('/a/:id' -> '^/a/[^/]+/?$'). */
export function routePatternSource(route: string): string {
  const body = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^/${body}${body ? '/?' : ''}$`;
}

/** The fragment that carries a one-time token to the pages above: `${paths.resetPassword}${tokenFragment(token)}`. */
export const tokenFragment = (token: string) => `#token=${encodeURIComponent(token)}`;

export type Paths = typeof paths;
