/**
 * The mail work (docs/mail.md), 'Mon compte' for both roles: change the password (current one required, other sessions end, a fresh token
 * for this one, a notice mail), change the e-mail (effective only through the link mailed to the new address; a
 * notice to the old one), change the names (validation rules, docs/product.md#validation). Only the token's own account, ever.
 */
import { MESSAGES } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import {
  login,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { startMailApp } from './support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from './support/smtp';

const NEW_PASSWORD = 'Girafe73Soleil';

describe('account settings', () => {
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

  const mailTo = (address: string, subject: string) =>
    smtp.waitFor((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);

  it('reads the own account, never a password', async () => {
    const family = await registerFamily(t.api, { lastname: 'Lemoine', firstname: 'Inès' });
    const res = await t.api.as(family.token).get('/api/account');
    expectStatus(res, 200);
    expect(res.body).toEqual({
      userId: family.userId,
      role: 'family',
      email: family.email.toLowerCase(),
      lastname: 'Lemoine',
      firstname: 'Inès',
      notifications_enabled: true,
      two_factor_enabled: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expectStatus(await t.api.anon.get('/api/account'), 401);
  });

  describe('password', () => {
    let family: FamilyAccount;
    beforeAll(async () => {
      family = await registerFamily(t.api);
    });

    const change = (token: string, body: Record<string, unknown>) => t.api.as(token).put('/api/account/password', body);

    it('requires the current password, checked as typed', async () => {
      const missing = await change(family.token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expectFrenchError(missing, 400);
      expect(messagesOf(missing)).toEqual(['Le mot de passe actuel est requis']);
      const wrong = await change(family.token, {
        currentPassword: `${family.password} `,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expectFrenchError(wrong, 400);
      expect(wrong.body.fields).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    });

    it('applies the validation rules (docs/product.md#validation) to the new one', async () => {
      const res = await change(family.token, {
        currentPassword: family.password,
        password: 'court',
        confirmPassword: 'court',
      });
      expectFrenchError(res, 400);
      expect(messagesOf(res)).toEqual([MESSAGES.passwordWeak]);
    });

    it('changes it: other sessions 401, this one continues with the returned token, a notice mail', async () => {
      const other = await login(t.api, family.email, family.password);
      const res = await change(family.token, {
        currentPassword: family.password,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(['token']);
      expectStatus(await t.api.as(other.token).get('/api/account'), 401);
      expectStatus(await t.api.as(family.token).get('/api/account'), 401);
      expectStatus(await t.api.as(res.body.token).get('/api/account'), 200);
      await login(t.api, family.email, NEW_PASSWORD);
      await mailTo(family.email, 'Votre mot de passe PetFoster a été modifié');
    });
  });

  describe('e-mail', () => {
    let association: AssociationAccount;
    beforeAll(async () => {
      association = await registerAssociation(t.api);
    });

    it('sends a confirmation link to the new address and a notice to the old; the link applies the change', async () => {
      const newEmail = uniqueEmail('nouvelle');
      const res = await t.api
        .as(association.token)
        .post('/api/account/email', { currentPassword: association.password, email: newEmail });
      expectStatus(res, 202);
      expect(res.body).toEqual({ message: "Un lien de confirmation vient d'être envoyé à la nouvelle adresse." });
      const confirmation = await mailTo(newEmail, 'Confirmez votre nouvelle adresse e-mail');
      await mailTo(association.email, "Changement de l'adresse e-mail de votre compte PetFoster");
      // Nothing changes before the link is followed.
      expect((await t.api.as(association.token).get('/api/account')).body.email).toBe(association.email.toLowerCase());

      const token = tokenOfLink(confirmation, '/confirm-email');
      expectStatus(await t.api.anon.post('/api/account/email/confirm', { token }), 204);
      // A change of credentials: the sessions opened with the old address end.
      expectStatus(await t.api.as(association.token).get('/api/account'), 401);
      const session = await login(t.api, newEmail, association.password);
      expectStatus(await t.api.anon.post('/login', { email: association.email, password: association.password }), 401);
      const reused = await t.api.anon.post('/api/account/email/confirm', { token });
      expectFrenchError(reused, 400);
      expect(messagesOf(reused)).toEqual(['Ce lien de confirmation est invalide ou a expiré.']);
      association = { ...association, email: newEmail, token: session.token };
    });

    it('refuses an address another account has (409), at the request and at the confirmation', async () => {
      const other = await registerFamily(t.api);
      expectFrenchError(
        await t.api
          .as(association.token)
          .post('/api/account/email', { currentPassword: association.password, email: other.email }),
        409,
      );
      const wanted = uniqueEmail('convoitee');
      expectStatus(
        await t.api
          .as(association.token)
          .post('/api/account/email', { currentPassword: association.password, email: wanted }),
        202,
      );
      const confirmation = await mailTo(wanted, 'Confirmez votre nouvelle adresse e-mail');
      await registerFamily(t.api, { email: wanted });
      const res = await t.api.anon.post('/api/account/email/confirm', {
        token: tokenOfLink(confirmation, '/confirm-email'),
      });
      expectFrenchError(res, 409);
      expect(messagesOf(res)).toEqual(['Un compte existe déjà avec cet email.']);
    });

    it('requires the current password and a valid, different address', async () => {
      expectFrenchError(
        await t.api
          .as(association.token)
          .post('/api/account/email', { currentPassword: 'Faux1234', email: uniqueEmail('x') }),
        400,
      );
      const invalid = await t.api
        .as(association.token)
        .post('/api/account/email', { currentPassword: association.password, email: 'pas-une-adresse' });
      expect(messagesOf(invalid)).toEqual([MESSAGES.emailInvalid]);
      const same = await t.api
        .as(association.token)
        .post('/api/account/email', { currentPassword: association.password, email: association.email.toUpperCase() });
      expectFrenchError(same, 400);
      expect(messagesOf(same)).toEqual(['Cette adresse est déjà celle de votre compte.']);
    });
  });

  describe('names', () => {
    it('changes last and first name with the rules and messages (docs/product.md#validation)', async () => {
      const family = await registerFamily(t.api);
      const short = await t.api.as(family.token).put('/api/account/names', { lastname: 'L', firstname: '' });
      expectFrenchError(short, 400);
      expect(messagesOf(short)).toEqual([MESSAGES.lastnameMin, MESSAGES.firstnameRequired]);
      const res = await t.api.as(family.token).put('/api/account/names', { lastname: 'Moreau', firstname: 'Léa' });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ lastname: 'Moreau', firstname: 'Léa' });
      const profile = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
      expect(profile.body.user).toMatchObject({ lastname: 'Moreau', firstname: 'Léa' });
    });

    it('changes only the caller: ids in the body are ignored', async () => {
      const caller = await registerFamily(t.api);
      const bystander = await registerFamily(t.api, { lastname: 'Intact' });
      const res = await t.api
        .as(caller.token)
        .put('/api/account/names', { lastname: 'Nouveau', firstname: 'Nom', userId: bystander.userId });
      expectStatus(res, 200);
      expect(res.body.userId).toBe(caller.userId);
      const untouched = await t.api.as(bystander.token).get('/api/account');
      expect(untouched.body.lastname).toBe('Intact');
      expectStatus(await t.api.anon.put('/api/account/names', { lastname: 'Anonyme', firstname: 'Nom' }), 401);
    });
  });
});

describe('account deletion and the outbox', () => {
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

  it("erases the user's mails, sent or waiting, with the account", async () => {
    const family = await registerFamily(t.api);
    await smtp.waitFor((mail) => mail.to.includes(family.email.toLowerCase()));
    const ofUser = async () =>
      (await t.app.get(DataSource).query('SELECT id FROM mail_outbox WHERE user_id = ?', [family.userId])).length;
    expect(await ofUser()).toBe(1);
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
    expect(await ofUser()).toBe(0);
  });
});

describe('account settings throttling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startMailApp(null, { throttle: { accountPerUser: 2, registrationPerIp: 1000, loginPerIp: 1000 } });
  });
  afterAll(async () => t?.close());

  it('limits current-password guesses per user with a French 429', async () => {
    const family = await registerFamily(t.api);
    const guess = () =>
      t.api.as(family.token).put('/api/account/password', {
        currentPassword: 'Devine123',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
    expectFrenchError(await guess(), 400);
    expectFrenchError(await guess(), 400);
    expectFrenchError(await guess(), 429);
  });
});
