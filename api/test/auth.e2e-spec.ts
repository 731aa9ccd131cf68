import { API_MESSAGES } from '@petfoster/contracts';
import { startApp, TEST_JWT_SECRET, type TestApp } from './support/app';
import {
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectStatus, messagesOf } from './support/http';
import { decodeJwt, signJwt, tamperJwt } from './support/jwt';

describe('auth: POST /login and token checks', () => {
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

    it('refuses a wrong password with 401', async () => {
      const res = await t.api.anon.post('/login', { email: family.email, password: 'Wrong123' });
      expectStatus(res, 401);
      expect(res.body).not.toHaveProperty('token');
    });

    it('refuses an unknown email with 401 and the same answer as a wrong password', async () => {
      const unknown = await t.api.anon.post('/login', { email: 'nobody.here@example.com', password: 'Secret123' });
      const wrong = await t.api.anon.post('/login', { email: family.email, password: 'Wrong123' });
      expectStatus(unknown, 401);
      expect(messagesOf(unknown)).toEqual(messagesOf(wrong));
    });

    it('treats the email case-insensitively', async () => {
      const res = await t.api.anon.post('/login', { email: family.email.toUpperCase(), password: family.password });
      expectStatus(res, 200);
      expect(decodeJwt(res.body.token).payload.userId).toBe(family.userId);
    });

    it('throttles password guessing on one email with 429 in French, without locking out other accounts', async () => {
      const target = 'guess.target@example.com';
      let last = 0;
      let attempts = 0;
      while (attempts < 25) {
        attempts += 1;
        const res = await t.api.anon.post('/login', { email: target, password: `Wrong${attempts}x` });
        last = res.status;
        if (res.status === 429) {
          expect(messagesOf(res)).toEqual([API_MESSAGES.tooManyRequests]);
          break;
        }
        expectStatus(res, 401);
      }
      expect(last).toBe(429);
      expect(attempts).toBeGreaterThan(3);
      expectStatus(await t.api.anon.post('/login', { email: association.email, password: association.password }), 200);
    });

    it('refuses an empty or malformed login body without a server error', async () => {
      expectStatus(await t.api.anon.post('/login', {}), 400, 401);
      expectStatus(await t.api.anon.post('/login', { email: 42, password: ['x'] }), 400, 401);
      const res = await t.api.anon.post('/login').set('Content-Type', 'application/json').send('{"email":');
      expectStatus(res, 400);
    });
  });

  describe('protected calls', () => {
    // One read and one write that both require a valid token.
    const protectedCall = (client: ReturnType<TestApp['api']['as']>) =>
      client.get(`/api/families/${family.familyId}/requests`);

    it('accepts the genuine token', async () => {
      expectStatus(await protectedCall(t.api.as(family.token)), 200);
    });

    it('answers 401 without a token', async () => {
      expectStatus(await protectedCall(t.api.anon), 401);
      const write = await t.api.anon.post('/api/animals', { name: 'X' });
      expectStatus(write, 401);
    });

    it('answers 401 to a token signed with another secret', async () => {
      const { payload } = decodeJwt(family.token);
      const forged = signJwt(payload, 'another-secret-entirely-0123456789');
      expectStatus(await protectedCall(t.api.as(forged)), 401);
    });

    it('answers 401 to a token with another HMAC algorithm and the right secret (algorithm pinned)', async () => {
      const { payload } = decodeJwt(family.token);
      for (const alg of ['HS384', 'HS512']) {
        const other = signJwt(payload, TEST_JWT_SECRET, { alg, typ: 'JWT' });
        expectStatus(await protectedCall(t.api.as(other)), 401);
      }
    });

    it('answers 401 to an unsigned token (alg none)', async () => {
      const { payload } = decodeJwt(family.token);
      const unsigned = signJwt(payload, '', { alg: 'none', typ: 'JWT' });
      expectStatus(await protectedCall(t.api.as(unsigned)), 401);
    });

    it('answers 401 to an expired token signed with the right secret', async () => {
      const { payload } = decodeJwt(family.token);
      const now = Math.floor(Date.now() / 1000);
      const expired = signJwt({ ...payload, iat: now - 3 * 86400, exp: now - 86400 }, TEST_JWT_SECRET);
      expectStatus(await protectedCall(t.api.as(expired)), 401);
      // Control: the same construction with a valid exp is accepted, so the 401 above is about expiry.
      const fresh = signJwt({ ...payload, iat: now, exp: now + 3600 }, TEST_JWT_SECRET);
      expectStatus(await protectedCall(t.api.as(fresh)), 200);
    });

    it('answers 401 to a tampered payload (role switched to association)', async () => {
      const tampered = tamperJwt(association.token, { associationId: association.associationId + 1000 });
      const res = await t.api.as(tampered).get(`/api/associations/${association.associationId + 1000}/requests`);
      expectStatus(res, 401);
      const roleSwitch = tamperJwt(family.token, { role: 'association', associationId: association.associationId });
      expectStatus(await t.api.as(roleSwitch).get(`/api/associations/${association.associationId}/requests`), 401);
    });

    it('answers 401 to garbage and to a non-Bearer scheme', async () => {
      expectStatus(await protectedCall(t.api.as('not.a.jwt')), 401);
      expectStatus(await protectedCall(t.api.withAuthorization(`Basic ${family.token}`)), 401);
      expectStatus(await protectedCall(t.api.withAuthorization('Bearer')), 401);
    });

    it('answers 401 with a French message', async () => {
      const res = await protectedCall(t.api.anon);
      expect(messagesOf(res)).toEqual([API_MESSAGES.unauthorized]);
    });
  });
});
