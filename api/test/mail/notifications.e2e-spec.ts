/**
 * The mail work (docs/mail.md): every notification of the request workflow reaches a real SMTP server (smtp-server in this process) with
 * the right recipient, a French subject, a link built from PUBLIC_URL, user text escaped, a Message-ID from its outbox
 * row and the unsubscribe headers; the header counts follow the decisions; unsubscribing stops notifications only.
 */
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { outboxRows, startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, tokenOfLink, type ReceivedMail, type TestSmtp } from './support/smtp';

describe('notification mails', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api, { name_association: 'Les Pattes <b>Lyonnaises</b> & Co' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const mailTo = (address: string, subject: string) =>
    smtp.waitFor((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);

  /** The path of the first link to PUBLIC_URL in the HTML whose path starts with `prefix`. */
  const linkPath = (mail: ReceivedMail, prefix: string) => {
    const match = new RegExp(`href="${TEST_PUBLIC_URL}(${prefix.replace(/[?]/g, '\\?')}[^"]*)"`).exec(mail.html);
    if (!match) throw new Error(`no link to ${prefix} in "${mail.subject}": ${mail.html}`);
    return match[1].replace(/&amp;/g, '&');
  };

  it('welcomes a new account at its address, in French, with a Message-ID from its outbox row', async () => {
    const started = Date.now();
    const family = await registerFamily(t.api);
    const mail = await mailTo(family.email, 'Bienvenue sur PetFoster');
    console.log(`welcome mail at the SMTP server ${Date.now() - started} ms after the registration call`);
    expect(mail.to).toEqual([family.email.toLowerCase()]);
    expect(mail.messageId).toMatch(/^<outbox-\d+@petfoster\.test>$/);
    expect(mail.parsed.from?.value).toEqual([{ name: 'PetFoster', address: 'no-reply@localhost' }]);
    expect(mail.text).toContain('Bonjour Julie,');
  });

  it('tells the association of a new request, with the family, the city and the motivation escaped', async () => {
    // Tags are removed on the way in (README "Design notes"); what is left of the text is escaped in the mail.
    const family = await registerFamily(t.api, { firstname: '<i>Zoé</i> & Léa', zip_code: '14000', city: 'Caen' });
    const animal = await createAnimal(t.api, association, { name: 'Pixel' });
    await createRequest(t.api, family, animal, '<script>alert("chat")</script>\nNous avons un jardin clos <3');
    const mail = await mailTo(association.email, "Nouvelle demande d'accueil pour Pixel");
    expect(mail.html).toContain('jardin clos &lt;3');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Zoé &amp; Léa Martin');
    expect(mail.text).toContain('(Caen)');
    expect(mail.text).toContain('Nous avons un jardin clos <3');
    expect(linkPath(mail, '/association/')).toBe(
      `/association/dashboard/${association.associationId}/requests-management`,
    );
  });

  it('carries an unsubscribe link and the one-click List-Unsubscribe headers on notifications', async () => {
    const mail = await mailTo(association.email, 'Bienvenue sur PetFoster');
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/petfoster\.test\/api\/unsubscribe\?token=.+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(tokenOfLink(mail, '/unsubscribe')).toMatch(/^\d+\./);
  });

  it('tells the association when a family withdraws a pending request', async () => {
    const family = await registerFamily(t.api, { firstname: 'Chloé', lastname: 'Petit' });
    const animal = await createAnimal(t.api, association, { name: 'Caramel' });
    const request = await createRequest(t.api, family, animal);
    expectStatus(await t.api.as(family.token).delete(`/api/requests/${request.id}`), 204);
    const mail = await mailTo(association.email, "Demande d'accueil retirée pour Caramel");
    expect(mail.text).toContain('Chloé Petit');
  });

  describe('decisions', () => {
    let chosen: FamilyAccount;
    let other: FamilyAccount;
    let refused: FamilyAccount;

    beforeAll(async () => {
      chosen = await registerFamily(t.api);
      other = await registerFamily(t.api);
      refused = await registerFamily(t.api);
    });

    it('accepted: the family gets the association name, e-mail, phone and a link to the animal', async () => {
      const animal = await createAnimal(t.api, association, { name: 'Nuage', species_id: 1 });
      const request = await createRequest(t.api, chosen, animal);
      const waiting = await createRequest(t.api, other, animal);
      const started = Date.now();
      expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);
      const mail = await mailTo(chosen.email, "Votre demande d'accueil pour Nuage est acceptée");
      console.log(`acceptance mail at the SMTP server ${Date.now() - started} ms after the decision`);
      expect(mail.html).toContain('Les Pattes Lyonnaises &amp; Co');
      expect(mail.text).toContain(association.email);
      expect(mail.text).toContain('0478000000');
      expect(linkPath(mail, '/animals-details/')).toBe(`/animals-details/${animal.id}`);

      // The other family's pending request was closed by the same decision: it is told why, kindly.
      const closed = await mailTo(other.email, "Nuage a trouvé une famille d'accueil");
      expect(closed.text).toContain('une autre famille');
      expect(linkPath(closed, '/animals')).toBe('/animals?species=Chien');
      const reread = await t.api.as(other.token).get(`/api/families/${other.familyId}/requests`);
      expect(reread.body.requests.find((r: { id: number }) => r.id === waiting.id).reason).toBe('other_family_chosen');
    });

    it('refused: kind wording and a link to the other animals of the same species', async () => {
      const animal = await createAnimal(t.api, association, { name: 'Flocon', species_id: 3 });
      const request = await createRequest(t.api, refused, animal);
      expectStatus(await decide(t.api, association, request.id, 'Refusée'), 200);
      const mail = await mailTo(refused.email, "Votre demande d'accueil pour Flocon");
      expect(mail.text).toContain("n'est en rien un jugement");
      expect(linkPath(mail, '/animals')).toBe('/animals?species=Lapin');
    });

    it('counts decisions the family has not seen until it marks them seen', async () => {
      const before = await t.api.as(chosen.token).get('/api/me/notifications-count');
      expectStatus(before, 200);
      expect(before.body).toEqual({ count: 1, invitations: 0, messages: 0 });
      expectStatus(await t.api.as(chosen.token).post('/api/me/notifications-seen'), 204);
      expect((await t.api.as(chosen.token).get('/api/me/notifications-count')).body).toEqual({
        count: 0,
        invitations: 0,
        messages: 0,
      });
      // The refused family's count is its own.
      expect((await t.api.as(refused.token).get('/api/me/notifications-count')).body).toEqual({
        count: 1,
        invitations: 0,
        messages: 0,
      });
    });

    it("counts an association's pending requests", async () => {
      const fresh = await registerAssociation(t.api);
      const animal = await createAnimal(t.api, fresh);
      await createRequest(t.api, other, animal);
      await createRequest(t.api, refused, animal);
      expect((await t.api.as(fresh.token).get('/api/me/notifications-count')).body).toEqual({
        count: 2,
        invitations: 0,
        messages: 0,
      });
      expectStatus(await t.api.as(fresh.token).post('/api/me/notifications-seen'), 403);
      expectStatus(await t.api.anon.get('/api/me/notifications-count'), 401);
    });

    it('sends every mail of these decisions exactly once', async () => {
      const rows = await waitForOutboxIdle(t);
      const ids = rows.filter((row) => row.status === 'sent').map((row) => `<outbox-${row.id}@petfoster.test>`);
      const delivered = smtp.received.map((mail) => mail.messageId);
      expect([...delivered].sort()).toEqual([...ids].sort());
    });
  });

  describe('unsubscribe', () => {
    it('turns notifications off with the mail link (the reset mail still arrives), and the profile shows it', async () => {
      const family = await registerFamily(t.api);
      const welcome = await mailTo(family.email, 'Bienvenue sur PetFoster');
      const profile = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
      expect(profile.body.notifications_enabled).toBe(true);

      expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
      expect((await t.api.as(family.token).get(`/api/families/${family.familyId}`)).body.notifications_enabled).toBe(
        false,
      );

      const animal = await createAnimal(t.api, association, { name: 'Silence' });
      const request = await createRequest(t.api, family, animal);
      expectStatus(await decide(t.api, association, request.id, 'Refusée'), 200);
      expectStatus(await t.api.anon.post('/api/password-resets', { email: family.email }), 202);
      await mailTo(family.email, 'Réinitialisation de votre mot de passe PetFoster');
      await waitForOutboxIdle(t);
      expect(smtp.to(family.email).map((mail) => mail.subject)).toEqual([
        'Bienvenue sur PetFoster',
        'Réinitialisation de votre mot de passe PetFoster',
      ]);
    });

    it('answers RFC 8058 one-click (a form POST to the List-Unsubscribe address)', async () => {
      const fresh = await registerAssociation(t.api);
      const mail = await mailTo(fresh.email, 'Bienvenue sur PetFoster');
      const address = /^<https:\/\/petfoster\.test(\/api\/unsubscribe\?token=[^>]+)>$/.exec(
        mail.header('List-Unsubscribe') ?? '',
      )?.[1];
      const res = await t.api.anon
        .post(address ?? '/api/unsubscribe')
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expectStatus(res, 204);
      const own = await t.api.as(fresh.token).get(`/api/associations/${fresh.associationId}`);
      expect(own.body.notifications_enabled).toBe(false);
      expect(own.headers['cache-control']).toBe('no-store');
      // Anyone else reads the public profile, without the owner's setting.
      expect((await t.api.anon.get(`/api/associations/${fresh.associationId}`)).body).not.toHaveProperty(
        'notifications_enabled',
      );
    });

    it('turns notifications back on from the profile edit', async () => {
      const family = await registerFamily(t.api);
      const welcome = await mailTo(family.email, 'Bienvenue sur PetFoster');
      expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
      const edit = await t.api.as(family.token).put(`/api/families/${family.userId}`, { notifications_enabled: true });
      expectStatus(edit, 200);
      expect(edit.body.notifications_enabled).toBe(true);
    });

    it('refuses a forged or altered token with a French message', async () => {
      expectFrenchError(await t.api.anon.post('/api/unsubscribe', { token: '1.forged' }), 400);
      const family = await registerFamily(t.api);
      const welcome = await mailTo(family.email, 'Bienvenue sur PetFoster');
      const token = tokenOfLink(welcome, '/unsubscribe');
      const otherUser = token.replace(/^\d+/, String(family.userId + 1));
      expectFrenchError(await t.api.anon.post('/api/unsubscribe', { token: otherUser }), 400);
      expectFrenchError(await t.api.anon.post('/api/unsubscribe', {}), 400);
    });
  });

  it('keeps no personal data in a sent row beyond its address', async () => {
    const rows = await waitForOutboxIdle(t);
    expect(rows.length).toBeGreaterThan(0);
    const payloads: Array<{ payload: string }> = await t.app
      .get(DataSource)
      .query("SELECT payload FROM mail_outbox WHERE status = 'sent'");
    expect(new Set(payloads.map((row) => row.payload))).toEqual(new Set(['{}']));
    expect((await outboxRows(t)).every((row) => row.attempts >= 1)).toBe(true);
  });
});
