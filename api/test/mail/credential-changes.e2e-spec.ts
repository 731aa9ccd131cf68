/**
 * What a change of password or address does to the links already mailed (README, security, third pass): a password
 * reset or change makes every unused link of the account unusable (reset, e-mail change), in both directions;
 * confirming a new address does the same, ends every session and tells the old address. E-mail-change confirmations
 * are limited per recipient, and an account has at most one pending change.
 */
import { DEFAULT_THROTTLE_LIMITS } from '../../src/config/app-config';
import { TEST_THROTTLE, type TestApp } from '../support/app';
import { login, registerFamily, uniqueEmail, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { startPrivateRedis, type PrivateRedis } from '../support/redis';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from './support/smtp';

const RESET_SUBJECT = 'Réinitialisation de votre mot de passe PetFoster';
const CONFIRM_SUBJECT = 'Confirmez votre nouvelle adresse e-mail';
const CHANGED_SUBJECT = 'L’adresse e-mail de votre compte PetFoster a changé';
const RESET_INVALID = 'Ce lien de réinitialisation est invalide ou a expiré.';
const CONFIRM_INVALID = 'Ce lien de confirmation est invalide ou a expiré.';
const NEW_PASSWORD = 'Girafe73Soleil';

describe('links mailed before a change of password or address', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** The link of the newest mail with this subject to this address, once it has arrived. */
  async function linkOf(address: string, subject: string, path: string, before: number): Promise<string> {
    const mails = () => smtp.to(address).filter((mail) => mail.subject === subject);
    await smtp.waitFor(() => mails().length > before);
    return tokenOfLink(mails()[mails().length - 1], path);
  }
  const count = (address: string, subject: string) =>
    smtp.to(address).filter((mail) => mail.subject === subject).length;

  async function resetLink(account: { email: string }): Promise<string> {
    const before = count(account.email, RESET_SUBJECT);
    expectStatus(await t.api.anon.post('/api/password-resets', { email: account.email }), 202);
    return linkOf(account.email, RESET_SUBJECT, '/reset-password', before);
  }

  async function emailChangeLink(account: FamilyAccount, email: string, password = account.password) {
    const before = count(email, CONFIRM_SUBJECT);
    expectStatus(await t.api.as(account.token).post('/api/account/email', { currentPassword: password, email }), 202);
    return linkOf(email, CONFIRM_SUBJECT, '/confirm-email', before);
  }

  const confirmReset = (token: string, password = NEW_PASSWORD) =>
    t.api.anon.post('/api/password-resets/confirm', { token, password, confirmPassword: password });
  const confirmEmail = (token: string) => t.api.anon.post('/api/account/email/confirm', { token });

  it('a reset link mailed to the old address is refused once the new address is confirmed', async () => {
    const family = await registerFamily(t.api);
    const reset = await resetLink(family);
    const newEmail = uniqueEmail('demenage');
    expectStatus(await confirmEmail(await emailChangeLink(family, newEmail)), 204);

    const res = await confirmReset(reset);
    expectFrenchError(res, 400);
    expect(messagesOf(res)).toEqual([RESET_INVALID]);
    // The password did not change: the account opens with the old one, at the new address.
    await login(t.api, newEmail, family.password);
  });

  it('confirming a new address ends every session and tells the old address', async () => {
    const family = await registerFamily(t.api, { firstname: 'Anaïs' });
    const other = await login(t.api, family.email, family.password);
    const newEmail = uniqueEmail('ailleurs');
    expectStatus(await confirmEmail(await emailChangeLink(family, newEmail)), 204);

    expectStatus(await t.api.as(family.token).get('/api/account'), 401);
    expectStatus(await t.api.as(other.token).get('/api/account'), 401);
    const fresh = await login(t.api, newEmail, family.password);
    expectStatus(await t.api.as(fresh.token).get('/api/account'), 200);

    const notice = await smtp.waitFor(
      (mail) => mail.to.includes(family.email.toLowerCase()) && mail.subject === CHANGED_SUBJECT,
    );
    expect(notice.text).toContain('Bonjour Anaïs,');
    expect(notice.text).toContain('sessions ouvertes');
    // Sent to the old address only: the new one received its confirmation link, nothing more.
    expect(smtp.to(newEmail).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);
  });

  it('escapes the name in the mail to the old address', async () => {
    const family = await registerFamily(t.api, { firstname: 'Zoé' });
    expectStatus(
      await t.api.as(family.token).put('/api/account/names', { lastname: 'Durand', firstname: 'Zoé <3 & Léa' }),
      200,
    );
    expectStatus(await confirmEmail(await emailChangeLink(family, uniqueEmail('balise'))), 204);
    const notice = await smtp.waitFor(
      (mail) => mail.to.includes(family.email.toLowerCase()) && mail.subject === CHANGED_SUBJECT,
    );
    expect(notice.html).not.toContain('Zoé <3');
    expect(notice.html).toContain('Zoé &lt;3 &amp; Léa');
  });

  it("a reset link is refused once the password was changed in 'Mon compte'", async () => {
    const family = await registerFamily(t.api);
    const reset = await resetLink(family);
    const changed = await t.api.as(family.token).put('/api/account/password', {
      currentPassword: family.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expectStatus(changed, 200);

    const res = await confirmReset(reset, 'Autre4567Chemin');
    expectFrenchError(res, 400);
    expect(messagesOf(res)).toEqual([RESET_INVALID]);
    await login(t.api, family.email, NEW_PASSWORD);
  });

  it('an e-mail change link is refused once the password was reset', async () => {
    const family = await registerFamily(t.api);
    const wanted = uniqueEmail('intrus');
    const confirmation = await emailChangeLink(family, wanted);
    expectStatus(await confirmReset(await resetLink(family)), 204);

    const res = await confirmEmail(confirmation);
    expectFrenchError(res, 400);
    expect(messagesOf(res)).toEqual([CONFIRM_INVALID]);
    // The other address opens nothing; the owner's address is unchanged.
    expectStatus(await t.api.anon.post('/login', { email: wanted, password: NEW_PASSWORD }), 401);
    await login(t.api, family.email, NEW_PASSWORD);
  });

  it("an e-mail change link is refused once the password was changed in 'Mon compte'", async () => {
    const family = await registerFamily(t.api);
    const confirmation = await emailChangeLink(family, uniqueEmail('ancien-lien'));
    expectStatus(
      await t.api.as(family.token).put('/api/account/password', {
        currentPassword: family.password,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
      200,
    );
    const res = await confirmEmail(confirmation);
    expectFrenchError(res, 400);
    expect(messagesOf(res)).toEqual([CONFIRM_INVALID]);
  });

  it('a second e-mail change request replaces the first: the older link stops working', async () => {
    const family = await registerFamily(t.api);
    const first = await emailChangeLink(family, uniqueEmail('premiere'));
    const secondEmail = uniqueEmail('seconde');
    const second = await emailChangeLink(family, secondEmail);

    const res = await confirmEmail(first);
    expectFrenchError(res, 400);
    expect(messagesOf(res)).toEqual([CONFIRM_INVALID]);
    expectStatus(await confirmEmail(second), 204);
    await login(t.api, secondEmail, family.password);
  });
});

describe('e-mail change confirmations per recipient', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  const limit = DEFAULT_THROTTLE_LIMITS.emailChangePerEmail;

  beforeAll(async () => {
    smtp = await startSmtp();
    // The shipped per-recipient limit; the per-user limit stays out of the way (several accounts take turns).
    t = await startMailApp(smtp, { throttle: { ...TEST_THROTTLE, emailChangePerEmail: limit } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it(`sends at most ${limit} confirmations to one address per window, whatever the accounts: then 429 in French`, async () => {
    const stranger = uniqueEmail('inconnu');
    const accounts = [await registerFamily(t.api), await registerFamily(t.api), await registerFamily(t.api)];
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const account = accounts[i % accounts.length];
      const res = await t.api
        .as(account.token)
        .post('/api/account/email', { currentPassword: account.password, email: stranger.toUpperCase() });
      statuses.push(res.status);
      if (i >= limit)
        expect(expectFrenchError(res, 429)).toEqual(['Trop de tentatives. Veuillez réessayer dans une minute.']);
    }
    console.log(`7 e-mail change requests to one address from 3 accounts: ${statuses.join(', ')}`);
    expect(statuses).toEqual([...Array(limit).fill(202), ...Array(7 - limit).fill(429)]);

    await waitForOutboxIdle(t);
    expect(smtp.to(stranger).filter((mail) => mail.subject === CONFIRM_SUBJECT)).toHaveLength(limit);
    // Another address is not affected by that one's limit.
    expectStatus(
      await t.api
        .as(accounts[0].token)
        .post('/api/account/email', { currentPassword: accounts[0].password, email: uniqueEmail('libre') }),
      202,
    );
  });
});

describe('e-mail change confirmations per recipient, two API processes sharing Redis', () => {
  let smtp: TestSmtp;
  let redis: PrivateRedis;
  let apps: TestApp[] = [];
  const limit = DEFAULT_THROTTLE_LIMITS.emailChangePerEmail;

  beforeAll(async () => {
    smtp = await startSmtp();
    redis = await startPrivateRedis();
    const options = { throttle: { ...TEST_THROTTLE, emailChangePerEmail: limit }, redisUrl: redis.url };
    apps = [await startMailApp(smtp, options), await startMailApp(smtp, options)];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await redis?.stop();
    await smtp?.stop();
  });

  it('counts the requests of both processes against one limit', async () => {
    const stranger = uniqueEmail('partage');
    const accounts = await Promise.all(apps.map((app) => registerFamily(app.api)));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [app, account] = [apps[i % 2], accounts[i % 2]];
      const res = await app.api
        .as(account.token)
        .post('/api/account/email', { currentPassword: account.password, email: stranger });
      statuses.push(res.status);
    }
    console.log(`7 e-mail change requests to one address through two processes: ${statuses.join(', ')}`);
    expect(statuses).toEqual([...Array(limit).fill(202), ...Array(7 - limit).fill(429)]);
  });
});
