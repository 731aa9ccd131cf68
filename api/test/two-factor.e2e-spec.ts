/**
 * Two-factor sign-in (docs/security.md#two-factor-sign-in): turning it on from 'Mon compte', the code step of sign-in,
 * recovery codes, throttling of wrong codes, turning it off, and an association's rule that every member uses it.
 * Codes are computed with the same library as the server, at the server's clock; each one is taken from a later
 * 30-second step than the one before, since the server accepts a step once.
 */
import { API_MESSAGES } from '@petfoster/contracts';
import { DataSource, IsNull } from 'typeorm';
import { PasswordService } from '../src/auth/password.service';
import { totpCode } from '../src/auth/two-factor/totp';
import { MfaChallenge, RecoveryCode } from '../src/data-model/two-factor.entity';
import { startApp, TEST_THROTTLE, type TestApp } from './support/app';
import { PASSWORD, registerAssociation, registerFamily, uniqueEmail, type Session } from './support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from './support/http';

/** The app's code `offset` steps of 30 s from now (the server accepts the steps just before and after its own). */
const codeAt = (secret: string, offset: number) => totpCode(secret, Date.now() + offset * 30_000);

describe('two-factor sign-in', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    // The real per-account limit of wrong passwords (10 a minute) applies to wrong codes too.
    t = await startApp({ throttle: { ...TEST_THROTTLE, loginPerEmail: 10 } });
    db = t.app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  /** Turns 2FA on for the session's account; answers the secret and the recovery codes. */
  async function enable(session: Session): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await t.api.as(session.token).post('/api/account/2fa', {});
    expectStatus(setup, 200);
    const confirm = await t.api
      .as(session.token)
      .post('/api/account/2fa/confirm', { code: codeAt(setup.body.secret, -1) });
    expectStatus(confirm, 200);
    return { secret: setup.body.secret, recoveryCodes: confirm.body.recovery_codes };
  }

  async function passwordStep(email: string): Promise<string> {
    const res = await t.api.anon.post('/login', { email, password: PASSWORD });
    expectStatus(res, 200);
    expect(res.body.mfa_required).toBe(true);
    return res.body.mfa_token;
  }

  test('setup answers a base32 secret, its otpauth link and a QR code; a wrong code is refused with a French message', async () => {
    const family = await registerFamily(t.api);
    const setup = await t.api.as(family.token).post('/api/account/2fa', {});
    expectStatus(setup, 200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/PetFoster:.+\?.*secret=[A-Z2-7]{32}.*period=30/);
    expect(setup.body.otpauth_url).toContain('digits=6');
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await t.api
      .as(family.token)
      .post('/api/account/2fa/confirm', { code: '000000' === codeAt(setup.body.secret, 0) ? '111111' : '000000' });
    expect(expectFrenchError(wrong, 400)).toEqual([API_MESSAGES.twoFactorCodeInvalid]);
    const malformed = await t.api.as(family.token).post('/api/account/2fa/confirm', { code: '12ab' });
    expect(expectFrenchError(malformed, 400)).toEqual([API_MESSAGES.twoFactorCodeInvalid]);
    // Still off until a right code.
    expect((await t.api.as(family.token).get('/api/account')).body.two_factor_enabled).toBe(false);
  });

  test('confirming turns it on, answers 10 distinct recovery codes, and stores the secret encrypted and the codes hashed', async () => {
    const family = await registerFamily(t.api);
    const { secret, recoveryCodes } = await enable(family);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.api.as(family.token).get('/api/account')).body.two_factor_enabled).toBe(true);
    const [user] = await db.query('SELECT totp_secret FROM users WHERE id = ?', [family.userId]);
    expect(String(user.totp_secret)).not.toContain(secret);
    const stored = await db.getRepository(RecoveryCode).find({ where: { user_id: family.userId } });
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.some((row) => row.code_hash.includes(code))).toBe(false);
    // A second setup is refused while it is on.
    expectStatus(await t.api.as(family.token).post('/api/account/2fa', {}), 409);
  });

  test('with 2FA on, the password gives no session but an mfa_token; a right code gives a working token', async () => {
    const family = await registerFamily(t.api);
    const { secret } = await enable(family);
    const res = await t.api.anon.post('/login', { email: family.email, password: PASSWORD });
    expectStatus(res, 200);
    expect(res.body.mfa_required).toBe(true);
    expect(typeof res.body.mfa_token).toBe('string');
    expect('token' in res.body).toBe(false);
    // The mfa_token is no session.
    expectStatus(await t.api.as(res.body.mfa_token).get('/api/account'), 401);

    const wrong = await t.api.anon.post('/login/mfa', {
      mfa_token: res.body.mfa_token,
      code: '999999' === codeAt(secret, 0) ? '888888' : '999999',
    });
    expect(expectFrenchError(wrong, 401)).toEqual([API_MESSAGES.mfaCodeWrong]);
    expect(wrong.body.code).toBe('mfa_code_invalid');

    const signedIn = await t.api.anon.post('/login/mfa', { mfa_token: res.body.mfa_token, code: codeAt(secret, 0) });
    expectStatus(signedIn, 200);
    const account = await t.api.as(signedIn.body.token).get('/api/account');
    expectStatus(account, 200);
    expect(account.body.userId).toBe(family.userId);
  });

  test('an mfa_token works once, and not after 5 minutes', async () => {
    const family = await registerFamily(t.api);
    const { secret } = await enable(family);
    const used = await passwordStep(family.email);
    expectStatus(await t.api.anon.post('/login/mfa', { mfa_token: used, code: codeAt(secret, 0) }), 200);
    const again = await t.api.anon.post('/login/mfa', { mfa_token: used, code: codeAt(secret, 1) });
    expect(expectFrenchError(again, 401)).toEqual([API_MESSAGES.mfaTokenInvalid]);

    const expiring = await passwordStep(family.email);
    await db
      .getRepository(MfaChallenge)
      .update({ user_id: family.userId, used_at: IsNull() }, { expires_at: new Date(Date.now() - 1000) });
    const late = await t.api.anon.post('/login/mfa', { mfa_token: expiring, code: codeAt(secret, 1) });
    expectStatus(late, 401);
    expect(late.body.code).toBe('mfa_token_invalid');
  });

  test('a code of the app works once: the same code cannot open a second session', async () => {
    const family = await registerFamily(t.api);
    const { secret } = await enable(family);
    const code = codeAt(secret, 0);
    expectStatus(await t.api.anon.post('/login/mfa', { mfa_token: await passwordStep(family.email), code }), 200);
    const replay = await t.api.anon.post('/login/mfa', { mfa_token: await passwordStep(family.email), code });
    expectStatus(replay, 401);
  });

  test('a recovery code works once in place of a code, typed in any case', async () => {
    const association = await registerAssociation(t.api);
    const { recoveryCodes } = await enable(association);
    const first = await t.api.anon.post('/login/mfa', {
      mfa_token: await passwordStep(association.email),
      code: recoveryCodes[3].toUpperCase(),
    });
    expectStatus(first, 200);
    expectStatus(await t.api.as(first.body.token).get('/api/account'), 200);
    const second = await t.api.anon.post('/login/mfa', {
      mfa_token: await passwordStep(association.email),
      code: recoveryCodes[3],
    });
    expect(expectFrenchError(second, 401)).toEqual([API_MESSAGES.mfaCodeWrong]);
    // Another one still works.
    expectStatus(
      await t.api.anon.post('/login/mfa', { mfa_token: await passwordStep(association.email), code: recoveryCodes[4] }),
      200,
    );
  });

  test('wrong codes are throttled like wrong passwords: 10 a minute per account, then 429 even for a right code', async () => {
    const family = await registerFamily(t.api);
    const { secret } = await enable(family);
    const mfaToken = await passwordStep(family.email);
    const right = codeAt(secret, 0);
    const wrongCode = right === '000001' ? '000002' : '000001';
    for (let attempt = 0; attempt < 10; attempt += 1)
      expectStatus(await t.api.anon.post('/login/mfa', { mfa_token: mfaToken, code: wrongCode }), 401);
    const blocked = await t.api.anon.post('/login/mfa', { mfa_token: mfaToken, code: right });
    expectStatus(blocked, 429);
    expect(messagesOf(blocked)).toEqual([API_MESSAGES.tooManyRequests]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A fresh mfa_token of the same account is blocked alike: the count is the account's.
    const other = await passwordStep(family.email);
    expectStatus(await t.api.anon.post('/login/mfa', { mfa_token: other, code: right }), 429);
  });

  test('right codes do not count toward the limit', async () => {
    const association = await registerAssociation(t.api);
    const { recoveryCodes } = await enable(association);
    for (const code of recoveryCodes)
      expectStatus(
        await t.api.anon.post('/login/mfa', { mfa_token: await passwordStep(association.email), code }),
        200,
      );
  });

  test('turning it off asks for the password; then the password alone signs in again', async () => {
    const family = await registerFamily(t.api);
    await enable(family);
    const wrong = await t.api.as(family.token).delete('/api/account/2fa').send({ password: 'PasFaux12345' });
    expect(expectFrenchError(wrong, 400)).toEqual([API_MESSAGES.passwordWrong]);
    expectStatus(await t.api.anon.post('/login', { email: family.email, password: PASSWORD }), 200);
    expect((await t.api.anon.post('/login', { email: family.email, password: PASSWORD })).body.mfa_required).toBe(true);

    expectStatus(await t.api.as(family.token).delete('/api/account/2fa').send({ password: PASSWORD }), 204);
    const login = await t.api.anon.post('/login', { email: family.email, password: PASSWORD });
    expectStatus(login, 200);
    expect(typeof login.body.token).toBe('string');
    expect(await db.getRepository(RecoveryCode).count({ where: { user_id: family.userId } })).toBe(0);
    expectStatus(await t.api.as(family.token).delete('/api/account/2fa').send({ password: PASSWORD }), 409);
  });

  describe('an association that requires it', () => {
    /** A member of the association with the role référent, inserted as the team work will (no invitation route here). */
    async function addReferent(associationId: number): Promise<{ email: string; userId: number }> {
      const email = uniqueEmail('referent');
      const hash = await t.app.get(PasswordService).hash(PASSWORD);
      const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
      await db.query(
        'INSERT INTO users (email, password_hash, role, lastname, firstname, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [email, hash, 'association', 'Référent', 'Rémi', now],
      );
      const [{ id }] = await db.query('SELECT id FROM users WHERE email = ?', [email]);
      await db.query('INSERT INTO association_members (user_id, association_id, role, joined_at) VALUES (?, ?, ?, ?)', [
        id,
        associationId,
        'referent',
        now,
      ]);
      return { email, userId: Number(id) };
    }

    test('only an admin may change the rule; a référent gets 403 and can read it neither', async () => {
      const association = await registerAssociation(t.api);
      const referent = await addReferent(association.associationId);
      const referentLogin = await t.api.anon.post('/login', { email: referent.email, password: PASSWORD });
      expectStatus(referentLogin, 200);
      const url = `/api/associations/${association.associationId}/security`;
      expectStatus(await t.api.as(referentLogin.body.token).put(url, { require_2fa: true }), 403);
      expectStatus(await t.api.as(referentLogin.body.token).get(url), 403);
      expect((await t.api.as(association.token).get(url)).body).toEqual({ require_2fa: false });
      const bad = await t.api.as(association.token).put(url, { require_2fa: 'peut-être' });
      expectFrenchError(bad, 400);
      const other = await registerAssociation(t.api);
      expectStatus(await t.api.as(other.token).put(url, { require_2fa: true }), 403);
    });

    test('a member without 2FA gets an mfa_token for the setup only, which then answers recovery codes and a session', async () => {
      const association = await registerAssociation(t.api);
      const referent = await addReferent(association.associationId);
      const url = `/api/associations/${association.associationId}/security`;
      const rule = await t.api.as(association.token).put(url, { require_2fa: true });
      expectStatus(rule, 200);
      expect(rule.body).toEqual({ require_2fa: true });

      const login = await t.api.anon.post('/login', { email: referent.email, password: PASSWORD });
      expectStatus(login, 200);
      expect(login.body.mfa_setup_required).toBe(true);
      expect('token' in login.body).toBe(false);
      const setupToken: string = login.body.mfa_token;
      // Not a session anywhere else, nor the code step of sign-in.
      expectStatus(await t.api.as(setupToken).get('/api/account'), 401);
      expectStatus(await t.api.as(setupToken).delete('/api/account/2fa').send({ password: PASSWORD }), 401);
      expectStatus(await t.api.as(setupToken).get(url), 401);
      expectStatus(await t.api.anon.post('/login/mfa', { mfa_token: setupToken, code: '123456' }), 401);

      const setup = await t.api.as(setupToken).post('/api/account/2fa', {});
      expectStatus(setup, 200);
      const confirm = await t.api
        .as(setupToken)
        .post('/api/account/2fa/confirm', { code: codeAt(setup.body.secret, -1) });
      expectStatus(confirm, 200);
      expect(confirm.body.recovery_codes).toHaveLength(10);
      const account = await t.api.as(confirm.body.token).get('/api/account');
      expectStatus(account, 200);
      expect(account.body).toEqual(expect.objectContaining({ userId: referent.userId, two_factor_enabled: true }));
      // The setup token was used up; the next sign-in asks for a code.
      expectStatus(await t.api.as(setupToken).post('/api/account/2fa', {}), 401);
      const next = await t.api.anon.post('/login', { email: referent.email, password: PASSWORD });
      expect(next.body.mfa_required).toBe(true);
      const signedIn = await t.api.anon.post('/login/mfa', {
        mfa_token: next.body.mfa_token,
        code: codeAt(setup.body.secret, 0),
      });
      expectStatus(signedIn, 200);
    });

    test('a family, or an association whose rule is off, signs in with its password alone', async () => {
      const family = await registerFamily(t.api);
      const login = await t.api.anon.post('/login', { email: family.email, password: PASSWORD });
      expectStatus(login, 200);
      expect(Object.keys(login.body)).toEqual(['token']);
      const association = await registerAssociation(t.api);
      const own = await t.api.anon.post('/login', { email: association.email, password: PASSWORD });
      expect(Object.keys(own.body)).toEqual(['token']);
    });
  });
});
