/**
 * The second security pass (docs/security.md#second-pass): 'Se déconnecter' ends the session on the server. POST /logout makes every token the user was
 * issued so far a 401 on every route; other users keep theirs; a new login works.
 */
import { startApp, TEST_JWT_SECRET, type TestApp } from '../support/app';
import {
  animalPayload,
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { decodeJwt, signJwt } from '../support/jwt';

describe('POST /logout', () => {
  let t: TestApp;
  let family: FamilyAccount;
  let bystander: FamilyAccount;
  let association: AssociationAccount;

  beforeAll(async () => {
    t = await startApp();
    family = await registerFamily(t.api);
    bystander = await registerFamily(t.api);
    association = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  const ownRequests = (account: FamilyAccount) => `/api/families/${account.familyId}/requests`;

  it('answers 204 and the token is refused afterwards on a read and on a write', async () => {
    const session = await login(t.api, family.email, family.password);
    expectStatus(await t.api.as(session.token).get(ownRequests(family)), 200);
    expectStatus(await t.api.as(session.token).post('/logout'), 204);
    expectStatus(await t.api.as(session.token).get(ownRequests(family)), 401);
    expectStatus(
      await t.api.as(session.token).put(`/api/families/${family.userId}`, { zip_code: '44000', city: 'Nantes' }),
      401,
    );
  });

  it("ends the user's other sessions too (every token issued before), not other users' sessions", async () => {
    const phone = await login(t.api, family.email, family.password);
    const laptop = await login(t.api, family.email, family.password);
    expectStatus(await t.api.as(laptop.token).post('/logout'), 204);
    expectStatus(await t.api.as(phone.token).get(ownRequests(family)), 401);
    expectStatus(await t.api.as(bystander.token).get(ownRequests(bystander)), 200);
  });

  it('a new login after logout works', async () => {
    const session = await login(t.api, family.email, family.password);
    expectStatus(await t.api.as(session.token).get(ownRequests(family)), 200);
  });

  it('works for an association: its token cannot add an animal any more', async () => {
    const session = await login(t.api, association.email, association.password);
    expectStatus(await t.api.as(session.token).post('/logout'), 204);
    expectStatus(await t.api.as(session.token).post('/api/animals', animalPayload(association)), 401);
  });

  it('a token signed without a version (issued before versions existed) is refused after a logout', async () => {
    const session = await login(t.api, bystander.email, bystander.password);
    const { tv: _version, ...claims } = decodeJwt(session.token).payload;
    const legacy = signJwt(claims, TEST_JWT_SECRET);
    expectStatus(await t.api.as(legacy).get(ownRequests(bystander)), 200);
    expectStatus(await t.api.as(session.token).post('/logout'), 204);
    expectStatus(await t.api.as(legacy).get(ownRequests(bystander)), 401);
  });

  it('is 401 without a token', async () => {
    expectStatus(await t.api.anon.post('/logout'), 401);
  });
});
