/**
 * The second security pass (docs/security.md#second-pass): tokens and personal data are never stored by a cache. Every answer that depends on who is asking
 * carries Cache-Control: no-store; public lists keep their ETag revalidation (304 while unchanged).
 */
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';

describe('Cache-Control on personal answers', () => {
  let t: TestApp;
  let family: FamilyAccount;
  let association: AssociationAccount;

  beforeAll(async () => {
    t = await startApp();
    family = await registerFamily(t.api);
    association = await registerAssociation(t.api);
    await createRequest(t.api, family, await createAnimal(t.api, association));
  });
  afterAll(async () => t?.close());

  it('POST /login (the token): no-store', async () => {
    const res = await t.api.anon.post('/login', { email: family.email, password: family.password });
    expectStatus(res, 200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a failed login: no-store too', async () => {
    const res = await t.api.anon.post('/login', { email: family.email, password: 'Wrong1234' });
    expectStatus(res, 401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [
      'the family profile read by the family',
      (c: { family: FamilyAccount }) => [c.family.token, `/api/families/${c.family.familyId}`],
    ],
    [
      "the family's requests",
      (c: { family: FamilyAccount }) => [c.family.token, `/api/families/${c.family.familyId}/requests`],
    ],
    [
      "the family's dashboard data",
      (c: { family: FamilyAccount }) => [c.family.token, `/api/families/user/${c.family.userId}`],
    ],
  ] as const)('%s: no-store', async (_name, probe) => {
    const [token, url] = probe({ family });
    const res = await t.api.as(token).get(url);
    expectStatus(res, 200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("the association's requests: no-store", async () => {
    const res = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    expectStatus(res, 200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a family profile read anonymously still varies with the viewer: no-store', async () => {
    const res = await t.api.anon.get(`/api/families/${family.familyId}`);
    expectStatus(res, 200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the public animal list keeps its ETag revalidation (304 while unchanged), and no no-store', async () => {
    const first = await t.api.anon.get('/api/animals');
    expectStatus(first, 200);
    expect(first.headers['cache-control']).not.toBe('no-store');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.api.anon.get('/api/animals').set('If-None-Match', first.headers.etag);
    expectStatus(again, 304);
  });
});
