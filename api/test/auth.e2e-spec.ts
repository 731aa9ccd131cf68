import { startApp, type TestApp } from './support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from './support/fixtures';
import { expectStatus, messagesOf } from './support/http';
import { decodeJwt } from './support/jwt';

describe('auth: POST /login', () => {
  let t: TestApp;
  let family: FamilyAccount;
  let association: AssociationAccount;

  beforeAll(async () => {
    t = await startApp();
    family = await registerFamily(t.api);
    association = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  describe('login', () => {
    it('answers 200 {token}: an HS256 JWT with the family payload and a 24 h expiry', async () => {
      const res = await t.api.anon.post('/login', { email: family.email, password: family.password });
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(['token']);
      const { header, payload } = decodeJwt(res.body.token);
      expect(header.alg).toBe('HS256');
      expect(payload.role).toBe('family');
      expect(typeof payload.userId).toBe('number');
      expect(typeof payload.familyId).toBe('number');
      expect(payload).not.toHaveProperty('associationId');
      const now = Math.floor(Date.now() / 1000);
      expect(Number(payload.exp) - now).toBeGreaterThan(24 * 3600 - 120);
      expect(Number(payload.exp) - now).toBeLessThanOrEqual(24 * 3600 + 5);
    });

    it('gives an association its associationId and no familyId', async () => {
      const res = await t.api.anon.post('/login', { email: association.email, password: association.password });
      expectStatus(res, 200);
      const { payload } = decodeJwt(res.body.token);
      expect(payload.role).toBe('association');
      expect(payload.userId).toBe(association.userId);
      expect(typeof payload.associationId).toBe('number');
      expect(payload).not.toHaveProperty('familyId');
    });

    it("names the registering account's member role: the association's first admin", async () => {
      const res = await t.api.anon.post('/login', { email: association.email, password: association.password });
      expectStatus(res, 200);
      expect(decodeJwt(res.body.token).payload.associationRole).toBe('admin');
    });

    it('refuses a wrong password with 401', async () => {
      const res = await t.api.anon.post('/login', { email: family.email, password: 'Wrong123' });
      expectStatus(res, 401);
      expect(res.body).not.toHaveProperty('token');
    });

    it('refuses an unknown email with 401 and the same answer as a wrong password', async () => {
      const unknown = await t.api.anon.post('/login', { email: 'nobody.here@example.com', password: 'Tortue42Zebre' });
      const wrong = await t.api.anon.post('/login', { email: family.email, password: 'Wrong123' });
      expectStatus(unknown, 401);
      expect(messagesOf(unknown)).toEqual(messagesOf(wrong));
    });

    it('treats the email case-insensitively', async () => {
      const res = await t.api.anon.post('/login', { email: family.email.toUpperCase(), password: family.password });
      expectStatus(res, 200);
      expect(decodeJwt(res.body.token).payload.userId).toBe(family.userId);
    });

    it('refuses an empty or malformed login body without a server error', async () => {
      expectStatus(await t.api.anon.post('/login', {}), 400);
      expectStatus(await t.api.anon.post('/login', { email: 42, password: ['x'] }), 400);
      const res = await t.api.anon.post('/login').set('Content-Type', 'application/json').send('{"email":');
      expectStatus(res, 400);
    });
  });

  // Token checks (forged, expired, tampered, malformed, deleted account) live in one table in
  // test/security/tokens.e2e-spec.ts; login throttling in test/security/throttling.e2e-spec.ts.
});
