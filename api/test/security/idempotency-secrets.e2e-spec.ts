/**
 * No answer kept for an Idempotency-Key holds a token or a secret (README, security, third pass): after every route
 * that answers with a session token or takes a mailed one, the idempotency_keys table is scanned for JWTs and for
 * the tokens the test saw. The password change keeps its exactly-once replay: a repeat gets a fresh session token,
 * and the change is made once.
 */
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import { associationPayload, familyPayload, login, registerFamily, uniqueEmail } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { decodeJwt } from '../support/jwt';
import { startMailApp } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from '../mail/support/smtp';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
const NEW_PASSWORD = 'Girafe73Soleil';

describe('idempotency answers never hold a secret', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  /** Every token and secret the test has seen, to look for in the stored rows. */
  const secrets = new Set<string>();
  const scanned: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
  });
  afterAll(async () => {
    console.log(`idempotency_keys scanned after: ${scanned.join('; ')}`);
    await t?.close();
    await smtp?.stop();
  });

  /** The stored answers and write results of the keys used so far: no JWT, none of the secrets seen. */
  async function expectNoSecretStored(route: string, key: string): Promise<void> {
    const rows: Array<{ idem_key: string; response_body: string | null; write_result: string | null }> = await t.app
      .get(DataSource)
      .query('SELECT idem_key, response_body, write_result FROM idempotency_keys');
    for (const row of rows) {
      const stored = `${row.response_body ?? ''}\n${row.write_result ?? ''}`;
      expect({ route, key: row.idem_key, jwt: JWT.exec(stored)?.[0] ?? null }).toEqual({
        route,
        key: row.idem_key,
        jwt: null,
      });
      for (const secret of secrets) expect({ route, holds: stored.includes(secret) }).toEqual({ route, holds: false });
    }
    scanned.push(`${route} (${rows.some((row) => row.idem_key === key) ? 'key kept' : 'key not kept'})`);
  }

  const mailedToken = async (address: string, subject: string, path: string) => {
    const mail = await smtp.waitFor(
      (received) => received.to.includes(address.toLowerCase()) && received.subject === subject,
    );
    const token = tokenOfLink(mail, path);
    secrets.add(token);
    return token;
  };

  it('registration (both roles) and login', async () => {
    for (const [url, payload] of [
      ['/api/families', familyPayload()],
      ['/api/associations', associationPayload()],
    ] as const) {
      const key = randomUUID();
      const res = await t.api.anon.post(url, payload).set('Idempotency-Key', key);
      expectStatus(res, 201);
      if (typeof res.body.token === 'string') secrets.add(res.body.token);
      await expectNoSecretStored(`POST ${url}`, key);
    }
    const family = await registerFamily(t.api);
    const key = randomUUID();
    const res = await t.api.anon
      .post('/login', { email: family.email, password: family.password })
      .set('Idempotency-Key', key);
    expectStatus(res, 200);
    secrets.add(res.body.token);
    await expectNoSecretStored('POST /login', key);
  });

  it("the password change of 'Mon compte': a repeat gets a fresh, working token and changes nothing more", async () => {
    const family = await registerFamily(t.api);
    secrets.add(family.token);
    const key = randomUUID();
    const body = { currentPassword: family.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const first = await t.api.as(family.token).put('/api/account/password', body).set('Idempotency-Key', key);
    expectStatus(first, 200);
    secrets.add(first.body.token);
    await expectNoSecretStored('PUT /api/account/password', key);

    // The repeat of the same request (the client's retry after a lost answer), by the session that now holds the
    // account: the stored answer, with a token issued now.
    const again = await t.api.as(first.body.token).put('/api/account/password', body).set('Idempotency-Key', key);
    expectStatus(again, 200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(Object.keys(again.body)).toEqual(['token']);
    expect(decodeJwt(again.body.token).payload).toMatchObject({ userId: family.userId, role: 'family' });
    expectStatus(await t.api.as(again.body.token).get('/api/account'), 200);
    // Done once: the first answer's token still works (no second version bump), one notice mail.
    expectStatus(await t.api.as(first.body.token).get('/api/account'), 200);
    const notices: unknown[] = await t.app
      .get(DataSource)
      .query("SELECT id FROM mail_outbox WHERE kind = 'password_changed' AND user_id = ?", [family.userId]);
    expect(notices).toHaveLength(1);
    secrets.add(again.body.token);
    await expectNoSecretStored('PUT /api/account/password (repeat)', key);
  });

  it('two simultaneous attempts with one key: one change, two working tokens', async () => {
    const family = await registerFamily(t.api);
    const key = randomUUID();
    const body = { currentPassword: family.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const [a, b] = await Promise.all([
      t.api.as(family.token).put('/api/account/password', body).set('Idempotency-Key', key),
      t.api.as(family.token).put('/api/account/password', body).set('Idempotency-Key', key),
    ]);
    expectStatus(a, 200);
    expectStatus(b, 200);
    for (const res of [a, b]) {
      secrets.add(res.body.token);
      expectStatus(await t.api.as(res.body.token).get('/api/account'), 200);
    }
    const notices: unknown[] = await t.app
      .get(DataSource)
      .query("SELECT id FROM mail_outbox WHERE kind = 'password_changed' AND user_id = ?", [family.userId]);
    expect(notices).toHaveLength(1);
    await expectNoSecretStored('PUT /api/account/password (simultaneous)', key);
  });

  it('the routes that take a mailed token: reset, e-mail change and its confirmation', async () => {
    const family = await registerFamily(t.api);
    let key = randomUUID();
    expectStatus(
      await t.api.anon.post('/api/password-resets', { email: family.email }).set('Idempotency-Key', key),
      202,
    );
    await expectNoSecretStored('POST /api/password-resets', key);
    const reset = await mailedToken(
      family.email,
      'Réinitialisation de votre mot de passe PetFoster',
      '/reset-password',
    );
    key = randomUUID();
    expectStatus(
      await t.api.anon
        .post('/api/password-resets/confirm', { token: reset, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
        .set('Idempotency-Key', key),
      204,
    );
    await expectNoSecretStored('POST /api/password-resets/confirm', key);

    const session = await login(t.api, family.email, NEW_PASSWORD);
    secrets.add(session.token);
    const newEmail = uniqueEmail('secret');
    key = randomUUID();
    expectStatus(
      await t.api
        .as(session.token)
        .post('/api/account/email', { currentPassword: NEW_PASSWORD, email: newEmail })
        .set('Idempotency-Key', key),
      202,
    );
    await expectNoSecretStored('POST /api/account/email', key);
    const confirmation = await mailedToken(newEmail, 'Confirmez votre nouvelle adresse e-mail', '/confirm-email');
    key = randomUUID();
    const confirmed = await t.api.anon
      .post('/api/account/email/confirm', { token: confirmation })
      .set('Idempotency-Key', key);
    expectStatus(confirmed, 204);
    await expectNoSecretStored('POST /api/account/email/confirm', key);
  });
});
