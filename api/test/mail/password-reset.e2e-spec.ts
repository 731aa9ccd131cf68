/**
 * The mail work (docs/mail.md), 'Mot de passe oublié': the request answers alike for known and unknown addresses, the mail's link carries
 * a token that sets a new password once, within 30 minutes; the reset ends every session; the limits answer 429.
 */
import { DataSource } from 'typeorm';
import { COMMON_PASSWORD_MESSAGE } from '@petfoster/contracts/common-passwords';
import { MESSAGES } from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import { login, registerFamily, uniqueEmail, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from './support/smtp';

const INVALID = 'Ce lien de réinitialisation est invalide ou a expiré.';
const SUBJECT = 'Réinitialisation de votre mot de passe PetFoster';
const NEW_PASSWORD = 'Girafe73Soleil';

describe('password reset', () => {
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

  /** Asks for a reset and returns the token of the link in the mail that arrives. */
  async function resetToken(account: { email: string }): Promise<string> {
    const before = smtp.to(account.email).filter((mail) => mail.subject === SUBJECT).length;
    expectStatus(await t.api.anon.post('/api/password-resets', { email: account.email }), 202);
    await smtp.waitFor(() => smtp.to(account.email).filter((mail) => mail.subject === SUBJECT).length > before);
    const mails = smtp.to(account.email).filter((mail) => mail.subject === SUBJECT);
    return tokenOfLink(mails[mails.length - 1], '/reset-password');
  }

  const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    t.api.anon.post('/api/password-resets/confirm', { token, password, confirmPassword });

  it('answers a known and an unknown address with the same status and body', async () => {
    const family = await registerFamily(t.api);
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const answers = [];
    // Alternated, a few rounds each: reported, not asserted (timings on a shared machine are not a contract).
    for (let round = 0; round < 5; round++) {
      for (const [kind, email] of [
        ['known', family.email],
        ['unknown', uniqueEmail('nobody')],
      ] as const) {
        const started = process.hrtime.bigint();
        answers.push(await t.api.anon.post('/api/password-resets', { email }));
        timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `reset request, median of 5: known ${median(timings.known).toFixed(1)} ms, unknown ${median(timings.unknown).toFixed(1)} ms`,
    );
    expectStatus(answers[0], 202);
    expectStatus(answers[1], 202);
    expect(answers[1].body).toEqual(answers[0].body);
    expect(answers[0].body).toEqual({
      message:
        'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.',
    });
    // Only the known address gets a mail.
    await smtp.waitFor((mail) => mail.to.includes(family.email.toLowerCase()) && mail.subject === SUBJECT);
    await waitForOutboxIdle(t);
    expect(smtp.received.filter((mail) => mail.subject === SUBJECT)).toHaveLength(5);
    expect(new Set(smtp.received.filter((mail) => mail.subject === SUBJECT).flatMap((mail) => mail.to))).toEqual(
      new Set([family.email.toLowerCase()]),
    );
  });

  describe('with the token of the mail', () => {
    let family: FamilyAccount;

    beforeAll(async () => {
      family = await registerFamily(t.api);
    });

    it('links to PUBLIC_URL/reset-password with the token in the fragment', async () => {
      await resetToken(family);
      const mail = smtp.to(family.email).find((received) => received.subject === SUBJECT);
      expect(mail?.html).toMatch(/href="https:\/\/petfoster\.test\/reset-password#token=[A-Za-z0-9_-]{43}"/);
    });

    it('applies the validation rules (docs/product.md#validation) and the common-password rule with their messages', async () => {
      const token = await resetToken(family);
      const weak = await confirm(token, 'abc');
      expectFrenchError(weak, 400);
      expect(messagesOf(weak)).toContain(MESSAGES.passwordWeak);
      const common = await confirm(token, 'Azerty123');
      expectFrenchError(common, 400);
      expect(messagesOf(common)).toContain(COMMON_PASSWORD_MESSAGE);
      const mismatch = await confirm(token, NEW_PASSWORD, 'Autre1234');
      expectFrenchError(mismatch, 400);
      expect(messagesOf(mismatch)).toContain(MESSAGES.confirmPasswordMismatch);
      // A password with a trailing space is refused as typed, never trimmed into a valid one.
      expectFrenchError(await confirm(token, `${NEW_PASSWORD} `), 400);
    });

    it('sets the new password once: 204, the old session 401, no login, the notice mail, reuse refused', async () => {
      const session = await login(t.api, family.email, family.password);
      const token = await resetToken(family);
      const res = await confirm(token);
      expectStatus(res, 204);
      expect(res.text).toBe('');
      expectStatus(await t.api.as(session.token).get(`/api/families/${family.familyId}/requests`), 401);
      expectStatus(await t.api.anon.post('/login', { email: family.email, password: family.password }), 401);
      await login(t.api, family.email, NEW_PASSWORD);
      await smtp.waitFor(
        (mail) =>
          mail.to.includes(family.email.toLowerCase()) && mail.subject === 'Votre mot de passe PetFoster a été modifié',
      );
      const reused = await confirm(token, 'Encore456Autre');
      expectFrenchError(reused, 400);
      expect(messagesOf(reused)).toEqual([INVALID]);
    });

    it('refuses an expired token with the same message', async () => {
      const token = await resetToken(family);
      // 31 minutes later, as the database sees it.
      await t.app
        .get(DataSource)
        .query('UPDATE account_tokens SET expires_at = ? WHERE user_id = ? AND used_at IS NULL', [
          new Date(Date.now() - 60_000).toISOString().replace('T', ' ').replace('Z', ''),
          family.userId,
        ]);
      const res = await confirm(token);
      expectFrenchError(res, 400);
      expect(messagesOf(res)).toEqual([INVALID]);
    });

    it('a newer link replaces the older one', async () => {
      const first = await resetToken(family);
      const second = await resetToken(family);
      expect(messagesOf(await confirm(first))).toEqual([INVALID]);
      expectStatus(await confirm(second), 204);
    });

    it('refuses a made-up or missing token', async () => {
      expect(messagesOf(await confirm('x'.repeat(43)))).toEqual([INVALID]);
      const missing = await t.api.anon.post('/api/password-resets/confirm', {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expectFrenchError(missing, 400);
      expect(messagesOf(missing)).toEqual([INVALID]);
    });

    it('stores only a hash of the token', async () => {
      const token = await resetToken(family);
      const rows: Array<{ token_hash: string }> = await t.app
        .get(DataSource)
        .query('SELECT token_hash FROM account_tokens WHERE user_id = ?', [family.userId]);
      expect(rows.some((row) => row.token_hash === token)).toBe(false);
      const outbox: Array<{ payload: string }> = await t.app.get(DataSource).query('SELECT payload FROM mail_outbox');
      expect(outbox.some((row) => row.payload.includes(token))).toBe(false);
    });
  });

  it('checks the address format in French', async () => {
    const res = await t.api.anon.post('/api/password-resets', { email: 'pas-une-adresse' });
    expectFrenchError(res, 400);
    expect(messagesOf(res)).toEqual([MESSAGES.emailInvalid]);
  });
});

describe('password reset throttling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMailApp(null, {
      throttle: { resetPerEmail: 2, resetPerIp: 3, registrationPerIp: 1000, loginPerIp: 1000 },
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 in French past the limit per address, then past the limit per client', async () => {
    const email = uniqueEmail('target');
    expectStatus(await t.api.anon.post('/api/password-resets', { email }), 202);
    expectStatus(await t.api.anon.post('/api/password-resets', { email }), 202);
    expectFrenchError(await t.api.anon.post('/api/password-resets', { email }), 429);
    // Other addresses from the same client, until the per-client limit of 3 (the request refused per address above
    // was stopped before the per-client count).
    expectStatus(await t.api.anon.post('/api/password-resets', { email: uniqueEmail('other') }), 202);
    expectFrenchError(await t.api.anon.post('/api/password-resets', { email: uniqueEmail('more') }), 429);
  });
});
