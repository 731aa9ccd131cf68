/**
 * Invitations are heard: a proposal reaches the family by mail and in its count, a decline (with its optional
 * reason) and a request made from a proposal reach the association by mail, and the reason shows in the
 * association's list. The foster-profile opt-in is offered at registration and in the welcome mail. Mails are read
 * from a real SMTP server (smtp-server in this process).
 */
import {
  API_MESSAGES,
  DECLINE_REASON_MAX_LENGTH,
  FOSTER_VISIBLE_LABEL,
  MATCHING_MESSAGES,
  type Family,
  type FamilySearchResult,
  type Invitation,
} from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  familyPayload,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';

describe('invitation mails and counts', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api, { name_association: 'Refuge du Bocage & Cie <3' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const mailTo = (address: string, subject: string) =>
    smtp.waitFor((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);
  const linkPath = (mail: ReceivedMail, prefix: string) => {
    const match = new RegExp(`href="${TEST_PUBLIC_URL}(${prefix}[^"]*)"`).exec(mail.html);
    if (!match) throw new Error(`no link to ${prefix} in "${mail.subject}": ${mail.html}`);
    return match[1];
  };
  const optIn = async (family: FamilyAccount) =>
    expectStatus(await t.api.as(family.token).put(`/api/families/${family.userId}`, { visible: true }), 200);
  const propose = (family: FamilyAccount, animalId: number, message = 'Elle adore les balades.') =>
    t.api.as(association.token).post('/api/invitations', { family_id: family.familyId, animal_id: animalId, message });
  const counts = async (family: FamilyAccount) => {
    const res = await t.api.as(family.token).get('/api/me/notifications-count');
    expectStatus(res, 200);
    return res.body as { count: number; invitations: number };
  };
  const decline = (family: FamilyAccount, id: number, body?: Record<string, unknown>) =>
    t.api.as(family.token).post(`/api/invitations/${id}/decline`, body);

  it('a proposal is a mail to the family, escaped, linking its requests, with List-Unsubscribe; and a count', async () => {
    const family = await registerFamily(t.api, { firstname: 'Ondine' });
    await optIn(family);
    const animal = await createAnimal(t.api, association, { name: 'Moka' });
    expect(await counts(family)).toEqual({ count: 0, invitations: 0, messages: 0 });
    // Tags are removed on the way in (README "Design notes"); what is left of the text is escaped in the mail.
    expectStatus(await propose(family, animal.id, '<script>alert(1)</script> Elle est très douce <3'), 201);
    const mail = await mailTo(family.email, "Refuge du Bocage & Cie <3 vous propose d'accueillir Moka");
    expect(mail.text).toContain('Bonjour Ondine,');
    expect(mail.html).toContain('Refuge du Bocage &amp; Cie &lt;3');
    expect(mail.html).toContain('Elle est très douce &lt;3');
    expect(mail.html).not.toContain('<script>');
    expect(linkPath(mail, '/families/')).toBe(`/families/dashboard/${family.familyId}/requests-management`);
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/petfoster\.test\/api\/unsubscribe\?token=.+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await counts(family)).toEqual({ count: 0, invitations: 1, messages: 0 });
  });

  it('a decline with a reason: the association gets a mail with the reason escaped, and reads it in its list', async () => {
    const family = await registerFamily(t.api, { firstname: 'Bruno', city: 'Bayeux', zip_code: '14400' });
    await optIn(family);
    const animal = await createAnimal(t.api, association, { name: 'Tempête' });
    const invitation = (await propose(family, animal.id)).body as Invitation;
    expect((await counts(family)).invitations).toBe(1);
    const reason = 'Nous partons trois mois <3 à l’étranger & plus.\nPeut-être plus tard !';
    const res = await decline(family, invitation.id, { reason });
    expectStatus(res, 200);
    expect(res.body as Invitation).toMatchObject({ status: 'declined', decline_reason: reason });
    const mail = await mailTo(association.email, 'Proposition déclinée pour Tempête');
    expect(mail.text).toContain('Bruno (Bayeux) a décliné votre proposition');
    expect(mail.html).toContain('Nous partons trois mois &lt;3 à l’étranger &amp; plus.');
    expect(mail.text).toContain('Peut-être plus tard !');
    expect(linkPath(mail, '/associations/')).toBe('/associations/dashboard/find-family');
    expect(mail.header('List-Unsubscribe')).toBeDefined();
    const sent = (await t.api.as(association.token).get('/api/invitations')).body as Invitation[];
    expect(sent.find((i) => i.id === invitation.id)).toMatchObject({ status: 'declined', decline_reason: reason });
    expect((await counts(family)).invitations).toBe(0);
  });

  it('a decline without a reason says so; a reason over the limit is a 400 that changes nothing', async () => {
    const family = await registerFamily(t.api, { firstname: 'Chiara' });
    await optIn(family);
    const animal = await createAnimal(t.api, association, { name: 'Réglisse' });
    const invitation = (await propose(family, animal.id)).body as Invitation;
    const tooLong = await decline(family, invitation.id, { reason: 'x'.repeat(DECLINE_REASON_MAX_LENGTH + 1) });
    expect(expectFrenchError(tooLong, 400).join(' ')).toContain(String(DECLINE_REASON_MAX_LENGTH));
    const received = (await t.api.as(family.token).get('/api/invitations')).body as Invitation[];
    expect(received.find((i) => i.id === invitation.id)?.status).toBe('pending');
    expectStatus(await decline(family, invitation.id, { reason: 'x'.repeat(DECLINE_REASON_MAX_LENGTH) }), 200);
    const other = await createAnimal(t.api, association, { name: 'Sésame' });
    const second = (await propose(family, other.id)).body as Invitation;
    const res = await decline(family, second.id);
    expectStatus(res, 200);
    expect((res.body as Invitation).decline_reason).toBeNull();
    const mail = await mailTo(association.email, 'Proposition déclinée pour Sésame');
    expect(mail.text).toContain("La famille n'a pas précisé de raison.");
  });

  it('a request made from a proposal tells the association it answers its proposal; the count goes down', async () => {
    const family = await registerFamily(t.api, { firstname: 'Denis', lastname: 'Leroy' });
    await optIn(family);
    const animal = await createAnimal(t.api, association, { name: 'Biscotte' });
    expectStatus(await propose(family, animal.id), 201);
    expect((await counts(family)).invitations).toBe(1);
    await createRequest(t.api, family, animal, 'Avec plaisir !');
    const mail = await mailTo(association.email, "Votre proposition pour Biscotte : une demande d'accueil");
    expect(mail.text).toContain('Denis Leroy');
    expect(mail.text).toContain('en réponse à votre proposition');
    expect(mail.text).toContain('Avec plaisir !');
    expect((await counts(family)).invitations).toBe(0);
    // A request without a proposal keeps its usual subject.
    const plain = await createAnimal(t.api, association, { name: 'Praline' });
    await createRequest(t.api, family, plain);
    await mailTo(association.email, "Nouvelle demande d'accueil pour Praline");
  });

  it('a proposal for an animal housed since then no longer counts', async () => {
    const family = await registerFamily(t.api);
    await optIn(family);
    const chosen = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Gribouille' });
    expectStatus(await propose(family, animal.id), 201);
    expect((await counts(family)).invitations).toBe(1);
    const request = await createRequest(t.api, chosen, animal);
    expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);
    expect((await counts(family)).invitations).toBe(0);
  });

  it('a refused proposal (409) writes no mail: the family gets exactly one per proposal', async () => {
    const family = await registerFamily(t.api);
    await optIn(family);
    const animal = await createAnimal(t.api, association, { name: 'Unique' });
    expectStatus(await propose(family, animal.id), 201);
    expect(expectFrenchError(await propose(family, animal.id), 409)).toContain(MATCHING_MESSAGES.invitationOpen);
    await waitForOutboxIdle(t);
    expect(
      smtp.to(family.email).filter((mail) => mail.subject.includes("vous propose d'accueillir Unique")),
    ).toHaveLength(1);
  });

  describe('the foster-profile opt-in at registration', () => {
    it('registered visible: found by associations, shown back in its profile, confirmed in the welcome mail', async () => {
      const family = await registerFamily(t.api, { firstname: 'Inès', visible: true });
      const own = (await t.api.as(family.token).get(`/api/families/${family.familyId}`)).body as Family;
      expect(own.foster?.visible).toBe(true);
      const found = await t.api.as(association.token).get('/api/families/search?limit=50');
      expect((found.body as FamilySearchResult[]).map((f) => f.id)).toContain(family.familyId);
      const mail = await mailTo(family.email, 'Bienvenue sur PetFoster');
      expect(mail.text).toContain(`Vous avez coché « ${FOSTER_VISIBLE_LABEL} »`);
      expect(linkPath(mail, '/families/')).toBe(`/families/dashboard/edit-profile/${family.userId}`);
    });

    it('registered without it: not found, and the welcome mail offers it with a link to the profile', async () => {
      const family = await registerFamily(t.api, { firstname: 'Jules' });
      const own = (await t.api.as(family.token).get(`/api/families/${family.familyId}`)).body as Family;
      expect(own.foster?.visible).toBe(false);
      const found = await t.api.as(association.token).get('/api/families/search?limit=50');
      expect((found.body as FamilySearchResult[]).map((f) => f.id)).not.toContain(family.familyId);
      const mail = await mailTo(family.email, 'Bienvenue sur PetFoster');
      expect(mail.text).toContain(`cochez « ${FOSTER_VISIBLE_LABEL} » dans votre profil`);
      expect(linkPath(mail, '/families/')).toBe(`/families/dashboard/edit-profile/${family.userId}`);
      // The association's welcome says nothing of it.
      const fresh = await registerAssociation(t.api);
      const welcome = await mailTo(fresh.email, 'Bienvenue sur PetFoster');
      expect(welcome.text).not.toContain(FOSTER_VISIBLE_LABEL);
    });

    it('an opt-in that is not a yes or no is a 400', async () => {
      const res = await t.api.anon.post('/api/families', familyPayload({ visible: 'peut-être' }));
      expect(expectFrenchError(res, 400)).toEqual([API_MESSAGES.invalidField('visible')]);
    });
  });
});
