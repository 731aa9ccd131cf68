/**
 * The second security pass (docs/security.md#second-pass): the site is same-origin, so the API sends no CORS header at all, personal data included; with
 * CORS_ORIGINS it answers only the origins listed.
 */
import { startApp, type TestApp } from '../support/app';
import { registerFamily, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';

const OTHER_SITE = 'https://evil.example';
const PARTNER = 'https://partenaire.example';

describe('CORS', () => {
  describe('default (CORS_ORIGINS unset)', () => {
    let t: TestApp;
    let family: FamilyAccount;
    beforeAll(async () => {
      t = await startApp();
      family = await registerFamily(t.api);
    });
    afterAll(async () => t?.close());

    it('no Access-Control-Allow-Origin on a public list', async () => {
      const res = await t.api.anon.get('/api/animals').set('Origin', OTHER_SITE);
      expectStatus(res, 200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it("no Access-Control-Allow-Origin on a family's own profile (personal data)", async () => {
      const res = await t.api.as(family.token).get(`/api/families/${family.familyId}`).set('Origin', OTHER_SITE);
      expectStatus(res, 200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('a request announcing a cross-site method is granted nothing', async () => {
      const res = await t.api.anon
        .get('/api/animals')
        .set('Origin', OTHER_SITE)
        .set('Access-Control-Request-Method', 'GET');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe(`with CORS_ORIGINS=${PARTNER}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp({ corsOrigins: [PARTNER] });
    });
    afterAll(async () => t?.close());

    it('echoes a listed origin', async () => {
      const res = await t.api.anon.get('/api/animals').set('Origin', PARTNER);
      expectStatus(res, 200);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count');
    });

    it('sends nothing to an origin that is not listed', async () => {
      const res = await t.api.anon.get('/api/animals').set('Origin', OTHER_SITE);
      expectStatus(res, 200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
