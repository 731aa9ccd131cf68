import { paths, tokenFragment } from './paths';

describe('paths', () => {
  it('gives the SPEC 2 route table when called with the parameter names', () => {
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

  it('gives links with values, and the home page species links of SPEC 3', () => {
    expect(paths.animalDetails(12)).toBe('/animals-details/12');
    expect(paths.familyRequests(3)).toBe('/families/dashboard/3/requests-management');
    expect(paths.animalsOfSpecies('Chat')).toBe('/animals?species=Chat');
    expect(paths.animalsOfSpecies('Chien')).toBe('/animals?species=Chien');
  });

  it('gives the issue 15 pages, whose one-time tokens travel in the fragment', () => {
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
