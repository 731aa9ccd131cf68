/**
 * Platform administrators (docs/administration.md): the server's command that creates them, the second factor they
 * always sign in with, and what their session opens (the administrators' routes) and does not (a family's or an
 * association's).
 */
import { MESSAGES } from '@petfoster/contracts';
import { COMMON_PASSWORD_MESSAGE } from '@petfoster/contracts/common-passwords';
import { startApp, TEST_JWT_SECRET, type TestApp } from '../support/app';
import { animalPayload, PASSWORD, registerAssociation, registerFamily, uniqueEmail } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { decodeJwt, signJwt } from '../support/jwt';
import { ADMIN_PASSWORD, codeAt, createAdmin, createAdminCommand } from './support';

describe('platform administrators', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  test('admin:create makes the account (exit 0) and its sign-in answers only a setup mfa_token, never a session', async () => {
    const email = uniqueEmail('admin');
    const made = await createAdminCommand(t, ['--email', email], ADMIN_PASSWORD);
    expect(made.code).toBe(0);
    expect(made.stdout + made.stderr).not.toContain(ADMIN_PASSWORD);
    const login = await t.api.anon.post('/login', { email, password: ADMIN_PASSWORD });
    expectStatus(login, 200);
    expect(Object.keys(login.body).sort()).toEqual(['mfa_setup_required', 'mfa_token']);
    expect(login.body.mfa_setup_required).toBe(true);
    // The mfa_token names the account on the two setup routes only: no administrator route takes it.
    expectStatus(await t.api.as(login.body.mfa_token).get('/api/admin/audit-log'), 401);
  }, 60_000);

  test.each([
    ['a malformed e-mail', ['--email', 'pas-une-adresse'], ADMIN_PASSWORD, MESSAGES.emailInvalid],
    ['no e-mail', [], ADMIN_PASSWORD, MESSAGES.emailRequired],
    ['a password that breaks the rules', ['--email', 'faible@example.org'], 'court', MESSAGES.passwordWeak],
    ['a common password', ['--email', 'courant@example.org'], 'Azerty123', COMMON_PASSWORD_MESSAGE],
    ['no ADMIN_PASSWORD', ['--email', 'vide@example.org'], undefined, MESSAGES.passwordRequired],
  ])(
    'admin:create with %s exits 1 with the French rule and creates nothing',
    async (_case, args, password, message) => {
      const made = await createAdminCommand(t, args, password);
      expect(made.code).toBe(1);
      expect(made.stderr).toContain(message);
      if (password) expect(made.stdout + made.stderr).not.toContain(password);
      const email = args[1];
      if (email && password) expectStatus(await t.api.anon.post('/login', { email, password }), 401);
    },
    60_000,
  );

  test("admin:create refuses a family's e-mail (exit 1): an account stays what it is", async () => {
    const family = await registerFamily(t.api);
    const made = await createAdminCommand(t, ['--email', family.email], ADMIN_PASSWORD);
    expect(made.code).toBe(1);
    expect(made.stderr).toContain('compte de famille ou d');
    const login = await t.api.anon.post('/login', { email: family.email, password: PASSWORD });
    expectStatus(login, 200);
    expect(typeof login.body.token).toBe('string');
  }, 60_000);

  test('admin:create on an existing administrator resets its password and ends its sessions', async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    expectStatus(await t.api.as(admin.token).get('/api/admin/audit-log'), 200);
    const reset = await createAdminCommand(t, ['--email', admin.email], 'Nouveau5Gardien8');
    expect(reset.code).toBe(0);
    expectStatus(await t.api.as(admin.token).get('/api/admin/audit-log'), 401);
    expectStatus(await t.api.anon.post('/login', { email: admin.email, password: ADMIN_PASSWORD }), 401);
    const login = await t.api.anon.post('/login', { email: admin.email, password: 'Nouveau5Gardien8' });
    expectStatus(login, 200);
    // The second factor set up before stays: the code step, not the setup.
    expect(Object.keys(login.body).sort()).toEqual(['mfa_required', 'mfa_token']);
  }, 60_000);

  test('once set up, every sign-in asks the code, and the session comes only with it', async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    const login = await t.api.anon.post('/login', { email: admin.email, password: ADMIN_PASSWORD });
    expectStatus(login, 200);
    expect(Object.keys(login.body).sort()).toEqual(['mfa_required', 'mfa_token']);
    const signedIn = await t.api.anon.post('/login/mfa', {
      mfa_token: login.body.mfa_token,
      code: codeAt(admin.secret, 0),
    });
    expectStatus(signedIn, 200);
    expect(decodeJwt(signedIn.body.token).payload).toMatchObject({ role: 'admin', userId: admin.userId, mfa: true });
    expectStatus(await t.api.as(signedIn.body.token).get('/api/admin/audit-log'), 200);
  }, 60_000);

  test('an administrator cannot turn its second factor off', async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    const res = await t.api.as(admin.token).delete('/api/account/2fa').send({ password: ADMIN_PASSWORD });
    expectStatus(res, 403);
    const login = await t.api.anon.post('/login', { email: admin.email, password: ADMIN_PASSWORD });
    expect(login.body.mfa_required).toBe(true);
  }, 60_000);

  test("an administrator's token without the second factor's mark opens no route", async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    const { payload } = decodeJwt(admin.token);
    const now = Math.floor(Date.now() / 1000);
    const claims = { role: 'admin', userId: admin.userId, tv: payload.tv, iat: now, exp: now + 3600 };
    expectStatus(await t.api.as(signJwt(claims, TEST_JWT_SECRET)).get('/api/admin/audit-log'), 401);
    // The same claims with the mark pass: the mark is what decided.
    expectStatus(await t.api.as(signJwt({ ...claims, mfa: true }, TEST_JWT_SECRET)).get('/api/admin/audit-log'), 200);
  }, 60_000);

  test('an administrator is neither a family nor an association: 403 on their routes, a visitor on public ones', async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    const association = await registerAssociation(t.api);
    const as = t.api.as(admin.token);
    expectStatus(await as.get('/api/me/favourites'), 403);
    expectStatus(await as.get('/api/placements'), 403);
    expectStatus(await as.get('/api/account'), 403);
    expectStatus(await as.get(`/api/associations/${association.associationId}/requests`), 403);
    expectStatus(await as.post('/api/animals', animalPayload(association, { name: 'Intrus' })), 403);
    expectStatus(await as.get('/api/animals'), 200);
    expectStatus(await as.get(`/api/associations/${association.associationId}`), 200);
  }, 60_000);

  test('an administrator signs out: its token stops working', async () => {
    const admin = await createAdmin(t, uniqueEmail('admin'));
    expectStatus(await t.api.as(admin.token).post('/logout', {}), 204);
    expectStatus(await t.api.as(admin.token).get('/api/admin/audit-log'), 401);
  }, 60_000);
});
