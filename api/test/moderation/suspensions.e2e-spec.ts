/**
 * Suspensions (docs/administration.md#suspensions): a suspended account's tokens stop at once, its sign-in answers
 * 403 with how to contest it, its association and animals (or its family profile) leave the public pages; reinstating
 * reverses it. The person gets a mail each time, as does the author of hidden content, on the real SMTP test server.
 */
import {
  MODERATION_CONTACT,
  MODERATION_MESSAGES,
  type AccountSuspension,
  type AdminAuditEntry,
  type Animal,
  type Association,
} from '@petfoster/contracts';
import { codeAt, createAdmin, type AdminSession } from '../admin/support';
import type { TestApp } from '../support/app';
import { createAnimal, registerAssociation, registerFamily, uniqueEmail } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { startMailApp } from '../mail/support/mail-app';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';

describe('moderation: suspensions', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: AdminSession;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    admin = await createAdmin(t, uniqueEmail('admin'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const suspend = (userId: number, reason = 'Annonces frauduleuses & prix < 10 €') =>
    t.api.as(admin.token).post(`/api/admin/accounts/${userId}/suspend`, { reason });
  const unsuspend = (userId: number) => t.api.as(admin.token).post(`/api/admin/accounts/${userId}/unsuspend`, {});
  const mailTo = async (address: string, subject: string) => {
    await smtp.waitFor(() => smtp.to(address).some((mail) => mail.subject === subject));
    return smtp.to(address).find((mail) => mail.subject === subject)!;
  };

  it('suspending an association: its token is refused at once, sign-in is 403 with how to contest, its pages are gone; reinstating reverses it', async () => {
    const shelter = await registerAssociation(t.api);
    const animal = await createAnimal(t.api, shelter, { name: 'Suspendu' });
    expectStatus(await t.api.as(shelter.token).get('/api/me/conversations'), 200);

    const res = await suspend(shelter.userId);
    expectStatus(res, 200);
    const answer = res.body as AccountSuspension;
    expect(answer).toMatchObject({ user_id: shelter.userId, suspended_at: expect.any(String) });
    expectStatus(await t.api.as(shelter.token).get('/api/me/conversations'), 401);

    const signIn = await t.api.anon.post('/login', { email: shelter.email, password: shelter.password });
    expect(expectFrenchError(signIn, 403)).toEqual([MODERATION_MESSAGES.suspended]);
    expect(signIn.body.code).toBe('account_suspended');
    expect(MODERATION_MESSAGES.suspended).toContain(MODERATION_CONTACT);
    // A wrong password says nothing of the suspension.
    expectStatus(await t.api.anon.post('/login', { email: shelter.email, password: 'Mauvais9Passe' }), 401);

    const associations = (await t.api.anon.get('/api/associations')).body as Association[];
    expect(associations.map((one) => one.id)).not.toContain(shelter.associationId);
    expectStatus(await t.api.anon.get(`/api/associations/${shelter.associationId}`), 404);
    expectStatus(await t.api.anon.get(`/api/associations/${shelter.associationId}/animals`), 404);
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 404);
    expectStatus(await t.api.anon.get(`/api/public/v1/associations/${shelter.associationId}`), 404);
    const list = (await t.api.anon.get('/api/animals')).body as Animal[];
    expect(list.map((one) => one.id)).not.toContain(animal.id);

    const again = await suspend(shelter.userId);
    expect(expectFrenchError(again, 409)).toEqual([MODERATION_MESSAGES.alreadySuspended]);

    const suspended = await mailTo(shelter.email, 'Votre compte PetFoster est suspendu');
    expect(suspended.text).toContain('Annonces frauduleuses & prix < 10 €');
    expect(suspended.text).toContain(MODERATION_CONTACT);
    // The reason is escaped in the HTML part.
    expect(suspended.html).toContain('Annonces frauduleuses &amp; prix &lt; 10 €');

    const back = await unsuspend(shelter.userId);
    expectStatus(back, 200);
    expect(back.body).toEqual({ user_id: shelter.userId, suspended_at: null, reason: null });
    expect(expectFrenchError(await unsuspend(shelter.userId), 409)).toEqual([MODERATION_MESSAGES.notSuspended]);
    // The old token stays refused: the person signs in again.
    expectStatus(await t.api.as(shelter.token).get('/api/me/conversations'), 401);
    expectStatus(await t.api.anon.post('/login', { email: shelter.email, password: shelter.password }), 200);
    expectStatus(await t.api.anon.get(`/api/associations/${shelter.associationId}`), 200);
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 200);
    await mailTo(shelter.email, 'Votre compte PetFoster est rétabli');

    const entries = (await t.api.as(admin.token).get('/api/admin/audit-log?limit=2')).body as AdminAuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['account.unsuspended', 'account.suspended']);
    expect(entries[1]).toMatchObject({ target_type: 'user', target_id: shelter.userId, admin_user_id: admin.userId });
  }, 60_000);

  it('a suspended family: its profile leaves the site, its sign-in is 403', async () => {
    const family = await registerFamily(t.api);
    expectStatus(await t.api.anon.get(`/api/families/${family.familyId}`), 200);
    expectStatus(await suspend(family.userId, 'Propos menaçants'), 200);
    expectStatus(await t.api.anon.get(`/api/families/${family.familyId}`), 404);
    expectStatus(await t.api.anon.post('/login', { email: family.email, password: family.password }), 403);
    await mailTo(family.email, 'Votre compte PetFoster est suspendu');
  });

  it('an account with two-factor sign-in suspended between its two steps gets 403 at the second', async () => {
    const family = await registerFamily(t.api);
    const setup = await t.api.as(family.token).post('/api/account/2fa', {});
    expectStatus(setup, 200);
    const secret = setup.body.secret as string;
    expectStatus(await t.api.as(family.token).post('/api/account/2fa/confirm', { code: codeAt(secret, -1) }), 200);
    const first = await t.api.anon.post('/login', { email: family.email, password: family.password });
    expectStatus(first, 200);
    expect(first.body.mfa_required).toBe(true);
    expectStatus(await suspend(family.userId), 200);
    const second = await t.api.anon.post('/login/mfa', { mfa_token: first.body.mfa_token, code: codeAt(secret, 0) });
    expect(expectFrenchError(second, 403)).toEqual([MODERATION_MESSAGES.suspended]);
  });

  it('an administrator cannot be suspended (409); an unknown account is 404; a reason is required', async () => {
    const other = await createAdmin(t, uniqueEmail('admin'));
    expect(expectFrenchError(await suspend(other.userId), 409)).toEqual([MODERATION_MESSAGES.adminNotSuspendable]);
    expectStatus(await suspend(999999), 404);
    const family = await registerFamily(t.api);
    const missing = await t.api.as(admin.token).post(`/api/admin/accounts/${family.userId}/suspend`, {});
    expect(expectFrenchError(missing, 400)).toContain(MODERATION_MESSAGES.reasonRequired);
  }, 60_000);

  it('the author of hidden content is mailed the reason', async () => {
    const shelter = await registerAssociation(t.api);
    const animal = await createAnimal(t.api, shelter, { name: 'Retiré' });
    expectStatus(
      await t.api.as(admin.token).post(`/api/admin/animals/${animal.id}/hide`, { reason: 'Photo <i>volée</i>' }),
      204,
    );
    const mail = await mailTo(shelter.email, 'La fiche de Retiré a été retirée par la modération');
    expect(mail.text).toContain('Photo');
    expect(mail.html).not.toContain('<i>volée</i>');
  });
});
