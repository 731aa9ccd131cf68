import { pageRoutes, paths, routePatternSource, tokenFragment } from './paths';

describe('paths', () => {
  it('gives the route table (docs/product.md#route-table) when called with the parameter names', () => {
    expect([
      paths.home,
      paths.animals,
      paths.animalDetails(':id'),
      paths.associations,
      paths.associationProfile(':id'),
      paths.associationAnimals(':slug'),
      paths.associationDashboardAnimals(':slug'),
      paths.associationDashboard,
      paths.associationEditProfile(':slugUser'),
      paths.associationRequests(':slug'),
      paths.familyProfile(':id'),
      paths.familyDashboard,
      paths.familyEditProfile(':slugUser'),
      paths.familyRequests(':familyId'),
      paths.register,
      paths.terms,
      paths.about,
      paths.legalDisclaimer,
      paths.privacyPolicy,
    ]).toEqual([
      '/',
      '/animals',
      '/animals-details/:id',
      '/associations',
      '/associationprofile/:id',
      '/association/:slug/animals-list',
      '/associations/dashboard/:slug/animals-list',
      '/associations/dashboard',
      '/association/dashboard/edit-profile/:slugUser',
      '/association/dashboard/:slug/requests-management',
      '/familyprofile/:id',
      '/families/dashboard',
      '/families/dashboard/edit-profile/:slugUser',
      '/families/dashboard/:familyId/requests-management',
      '/register',
      '/terms-and-conditions-of-use',
      '/about',
      '/legal-disclaimer',
      '/privacy-policy',
    ]);
  });

  it('gives links with values, and the home page species links of docs/product.md#home', () => {
    expect(paths.animalDetails(12)).toBe('/animals-details/12');
    expect(paths.familyRequests(3)).toBe('/families/dashboard/3/requests-management');
    expect(paths.animalsOfSpecies('Chat')).toBe('/animals?species=Chat');
    expect(paths.animalsOfSpecies('Chien')).toBe('/animals?species=Chien');
  });

  it('gives the mail work (docs/mail.md) pages, whose one-time tokens travel in the fragment', () => {
    expect([paths.forgotPassword, paths.resetPassword, paths.confirmEmail, paths.account, paths.unsubscribe]).toEqual([
      '/forgot-password',
      '/reset-password',
      '/confirm-email',
      '/account',
      '/unsubscribe',
    ]);
    expect(`${paths.resetPassword}${tokenFragment('a-b_c')}`).toBe('/reset-password#token=a-b_c');
  });
});

describe('pages opened from a mail link with a token', () => {
  it('are the ones deploy/token-link-pages.json gives Referrer-Policy: no-referrer (Node server and nginx)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pages = require('../../../deploy/token-link-pages.json') as { paths: string[] };
    expect(pages.paths).toEqual([paths.resetPassword, paths.confirmEmail, paths.unsubscribe, paths.joinTeam]);
  });
});

describe('pages the servers answer with 200', () => {
  it('are every route of the route table (docs/product.md#route-table), the mail work (docs/mail.md) pages and the static pages, never the 404 screen', () => {
    expect(pageRoutes).toHaveLength(new Set(pageRoutes).size);
    expect(pageRoutes).toContain('/associationprofile/:id');
    expect(pageRoutes).toContain('/reset-password');
    expect(pageRoutes).not.toContain(paths.notFound);
  });

  it('match as patterns whose parameters are one segment each, with an optional trailing slash', () => {
    const matches = (route: string, pathname: string) => new RegExp(routePatternSource(route)).test(pathname);
    expect(routePatternSource('/')).toBe('^/$');
    expect(routePatternSource(paths.animalDetails(':id'))).toBe('^/animals-details/[^/]+/?$');
    expect(matches(paths.animalDetails(':id'), '/animals-details/12')).toBe(true);
    expect(matches(paths.animalDetails(':id'), '/animals-details/12/')).toBe(true);
    expect(matches(paths.animalDetails(':id'), '/animals-details/12/extra')).toBe(false);
    expect(matches(paths.animalDetails(':id'), '/animals-details/')).toBe(false);
    expect(matches(paths.familyRequests(':familyId'), '/families/dashboard/3/requests-management')).toBe(true);
    expect(matches(paths.home, '/nimporte-quoi')).toBe(false);
  });
});
