/*
 * The automated part of the accessibility statement (docs/accessibility.md): axe-core over every screen of the route
 * table, as a visitor, a family, an association and a platform administrator, on a 360 px phone and a desktop. The
 * expected answer is no serious or critical violation anywhere. Each screen is read once its heading is drawn and
 * its data has loaded.
 */
const api = require('../support/api');
const { launchBrowser, openPage, main, eventually } = require('../support/browser');
const { seriousA11yViolations } = require('../support/screen-checks');

const VIEWPORTS = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1280, height: 900 },
};

let browser;
const ids = {};
const sessions = {};

beforeAll(async () => {
  browser = await launchBrowser();
  const suffix = api.uniqueSuffix();
  sessions.association = await api.registerAssociation({ name_association: `Les Moustaches ${suffix}` });
  sessions.family = await api.registerFamily({ lastname: 'Aubert', firstname: 'Léa' });
  sessions.admin = await api.adminSession();
  const animal = await api.createAnimal(sessions.association, { name: `Biscotte${suffix.replace(/[^a-z]/g, '')}` });
  const request = await api.createRequest(sessions.family, animal);
  await api.decideRequest(sessions.association, request.id, 'Approuvée');
  const { body: placements } = await api.call('GET', '/api/placements', {
    token: sessions.association.token,
    expected: 200,
  });
  const placement = placements.find((item) => item.request_id === request.id) ?? placements[0];
  Object.assign(ids, {
    animal: animal.id,
    association: sessions.association.associationId,
    associationUser: sessions.association.userId,
    family: sessions.family.familyId,
    familyUser: sessions.family.userId,
    request: request.id,
    placement: placement.id,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Every screen a person of each kind reaches, with its parameters filled in. */
const SCREENS = {
  visitor: () => [
    '/',
    '/animals',
    `/animals-details/${ids.animal}`,
    '/associations',
    `/associationprofile/${ids.association}`,
    `/association/${ids.association}/animals-list`,
    `/familyprofile/${ids.family}`,
    '/register',
    '/forgot-password',
    '/reset-password',
    '/confirm-email',
    '/unsubscribe',
    '/rejoindre',
    '/terms-and-conditions-of-use',
    '/about',
    '/legal-disclaimer',
    '/privacy-policy',
    '/accessibility',
    '/404',
  ],
  family: () => [
    '/families/dashboard',
    `/families/dashboard/edit-profile/${ids.familyUser}`,
    `/families/dashboard/${ids.family}/requests-management`,
    '/families/dashboard/placements',
    `/families/dashboard/placements/${ids.placement}`,
    '/families/dashboard/messages',
    `/families/dashboard/messages/${ids.request}`,
    '/families/dashboard/favourites',
    '/families/dashboard/saved-searches',
    '/account',
  ],
  association: () => [
    '/associations/dashboard',
    `/association/dashboard/edit-profile/${ids.associationUser}`,
    `/associations/dashboard/${ids.association}/animals-list`,
    `/association/dashboard/${ids.association}/requests-management`,
    '/associations/dashboard/find-family',
    '/associations/dashboard/activity',
    `/association/dashboard/${ids.association}/team`,
    '/associations/dashboard/placements',
    `/associations/dashboard/placements/${ids.placement}`,
    '/associations/dashboard/messages',
    `/associations/dashboard/messages/${ids.request}`,
    '/associations/dashboard/widget',
    '/associations/dashboard/verification',
    '/account',
  ],
  // The moderation area (docs/administration.md#screens), a platform administrator's only.
  admin: () => ['/admin', '/admin/audit-log', '/admin/verifications', '/admin/reports'],
};

/** The screen as a person reads it: its main heading drawn and no loading message left in the main area. */
async function settled(page) {
  await main(page).getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await eventually(async () => {
    const loading = await main(page)
      .getByRole('status')
      .filter({ hasText: /Chargement/ })
      .count();
    expect(loading).toBe(0);
  });
}

describe.each(Object.keys(VIEWPORTS))('on a %s', (viewportName) => {
  test.each(Object.keys(SCREENS))(
    'every screen seen as %s has no serious or critical axe violation',
    async (who) => {
      const { context, page, problems } = await openPage(browser, {
        session: sessions[who],
        viewport: VIEWPORTS[viewportName],
        touch: viewportName === 'phone',
      });
      try {
        const found = {};
        for (const path of SCREENS[who]()) {
          await page.goto(path);
          await settled(page);
          const violations = await seriousA11yViolations(page);
          if (violations.length > 0) found[path] = violations;
        }
        expect(found).toEqual({});
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});
