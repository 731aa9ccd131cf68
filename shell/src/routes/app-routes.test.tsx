import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageRoutes, paths } from '@petfoster/contracts';
import { fakeLoader, renderApp } from '../test/render-app';
import { REMOTE_ROUTES } from './route-table';
import { associationToken, familyToken, makeToken } from '@petfoster/platform/test-utils/tokens';

const family = familyToken();
const association = associationToken();

describe('route table (docs/product.md#screens)', () => {
  it.each([
    ['/', undefined, 'catalog:./HomePage', {}],
    ['/animals?species=Chat', undefined, 'catalog:./AnimalsPage', {}],
    ['/animals-details/12', undefined, 'catalog:./AnimalDetailsPage', { id: '12' }],
    ['/associations', undefined, 'catalog:./AssociationsPage', {}],
    ['/associationprofile/4', undefined, 'catalog:./AssociationProfilePage', { id: '4' }],
    ['/association/4/animals-list', undefined, 'association:./AssociationAnimalsPage', { slug: '4' }],
    ['/associations/dashboard/4/animals-list', undefined, 'association:./AssociationAnimalsPage', { slug: '4' }],
    ['/associations/dashboard', association, 'association:./AssociationDashboardPage', {}],
    ['/associations/dashboard/', association, 'association:./AssociationDashboardPage', {}],
    [
      '/association/dashboard/edit-profile/9',
      association,
      'association:./AssociationEditProfilePage',
      { slugUser: '9' },
    ],
    [
      '/association/dashboard/4/requests-management',
      association,
      'association:./AssociationRequestsPage',
      { slug: '4' },
    ],
    ['/associations/dashboard/placements?status=to_sign', association, 'association:./AssociationPlacementsPage', {}],
    [
      '/associations/dashboard/placements/5',
      association,
      'association:./AssociationPlacementPage',
      { placementId: '5' },
    ],
    ['/familyprofile/3', undefined, 'family:./FamilyProfilePage', { id: '3' }],
    ['/families/dashboard', family, 'family:./FamilyDashboardPage', {}],
    ['/families/dashboard/edit-profile/7', family, 'family:./FamilyEditProfilePage', { slugUser: '7' }],
    ['/families/dashboard/3/requests-management', family, 'family:./FamilyRequestsPage', { familyId: '3' }],
    ['/families/dashboard/placements', family, 'family:./FamilyPlacementsPage', {}],
    ['/families/dashboard/placements/41', family, 'family:./FamilyPlacementPage', { placementId: '41' }],
    ['/register', undefined, 'auth:./RegisterPage', {}],
  ])('%s renders the page of its remote', async (path, token, expected, params) => {
    renderApp(path, { token });
    const main = screen.getByRole('main');
    const page = await within(main).findByTestId('remote-module');
    expect(page).toHaveTextContent(expected);
    expect(JSON.parse(within(page).getByTestId('remote-params').textContent ?? '{}')).toMatchObject(params);
  });

  it.each([
    ['/terms-and-conditions-of-use', "Conditions générales d'utilisation"],
    ['/about', 'A propos de PetFoster'],
    ['/legal-disclaimer', 'Mentions légales'],
    ['/privacy-policy', 'Politique de confidentialité'],
  ])('%s is a static page of the shell', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(fakeLoader).not.toHaveBeenCalled();
  });
});

describe('pages the servers answer with 200 (pageRoutes, README "Unknown paths")', () => {
  it('are the route table and the static pages of the shell, nothing else', () => {
    const drawn = [
      ...REMOTE_ROUTES.map((route) => route.path),
      paths.terms,
      paths.about,
      paths.legalDisclaimer,
      paths.privacyPolicy,
      paths.accessibility,
    ];
    expect([...pageRoutes].sort()).toEqual(drawn.sort());
  });

  it.each(pageRoutes)('%s is drawn as a page, never as the not-found screen', async (route) => {
    // A page of one role only (the administrators' area) exists for that role only (role-routes.test.tsx).
    const role = REMOTE_ROUTES.find((entry) => entry.path === route)?.role;
    renderApp(route.replace(/:\w+/g, '1'), { token: role ? makeToken({ role, userId: 1 }) : undefined });
    // A remote's page (for a role's page, the home page a visitor is sent to) or a static page of the shell.
    await waitFor(() =>
      expect(screen.queryByTestId('remote-module') ?? screen.queryByRole('heading', { level: 1 })).not.toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: "Oups, la page demandée n'existe pas..." })).toBeNull();
  });
});

describe('404', () => {
  it.each(['/nimporte-quoi', '/animals/12/extra', '/404'])('%s shows the not-found screen', (path) => {
    renderApp(path);
    expect(screen.getByRole('heading', { name: "Oups, la page demandée n'existe pas..." })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Page d'accueil" })).toBeInTheDocument();
  });

  it("'Page d'accueil' goes home", async () => {
    renderApp('/inconnue');
    await userEvent.click(screen.getByRole('button', { name: "Page d'accueil" }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await within(screen.getByRole('main')).findByTestId('remote-module')).toHaveTextContent(
      'catalog:./HomePage',
    );
  });
});

describe('404 Retour', () => {
  it('goes back to the previous page', async () => {
    renderApp(['/about', '/404']);
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('on a first visit goes home instead of leaving the site', async () => {
    renderApp('/inconnue');
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('role guards', () => {
  it.each([
    ['/families/dashboard', undefined, 'Cette page est réservée aux familles connectées.'],
    ['/families/dashboard', association, 'Cette page est réservée aux familles connectées.'],
    ['/families/dashboard/3/requests-management', association, 'Cette page est réservée aux familles connectées.'],
    ['/families/dashboard/edit-profile/7', undefined, 'Cette page est réservée aux familles connectées.'],
    ['/associations/dashboard', undefined, 'Cette page est réservée aux associations connectées.'],
    ['/associations/dashboard', family, 'Cette page est réservée aux associations connectées.'],
    ['/association/dashboard/edit-profile/9', family, 'Cette page est réservée aux associations connectées.'],
    ['/association/dashboard/4/requests-management', undefined, 'Cette page est réservée aux associations connectées.'],
    ['/associations/dashboard/placements', family, 'Cette page est réservée aux associations connectées.'],
    ['/associations/dashboard/placements/5', family, 'Cette page est réservée aux associations connectées.'],
    [
      '/associations/dashboard/placements/5',
      associationToken({ associationRole: 'benevole' }),
      'Cette page est réservée aux associations connectées.',
    ],
  ])('%s is refused (case %#) and redirects home with an info toast', async (path, token, message) => {
    renderApp(path, { token });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await within(screen.getByRole('main')).findByTestId('remote-module')).toHaveTextContent(
      'catalog:./HomePage',
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fakeLoader).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/Dashboard|Requests|EditProfile|Placement/),
    );
  });
});

describe('role guard when the session ends on a guarded page', () => {
  it('leaves silently for / (account deletion in a dashboard)', async () => {
    const { act } = await import('@testing-library/react');
    const { sessionStore } = await import('@petfoster/platform');
    renderApp('/associations/dashboard', { token: association });
    expect(await within(screen.getByRole('main')).findByTestId('remote-module')).toHaveTextContent(
      'association:./AssociationDashboardPage',
    );
    act(() => sessionStore.getState().logout());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText(/réservée aux/)).not.toBeInTheDocument();
  });
});
