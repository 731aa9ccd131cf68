/**
 * Deleting an animal used to delete its requests silently (ON DELETE CASCADE). The requests now stay: the pending
 * ones close ('Refusée', reason 'animal_withdrawn', shown 'Animal retiré') and each of their families is mailed that
 * the animal is no longer proposed; every request keeps the animal's name, without its link.
 */
import { REQUEST_STATUS, type FosterRequest } from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

describe('deleting an animal keeps its requests and tells the families waiting', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api, { name_association: 'Refuge des Pins & Cie <3' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const requestsOf = async (family: { token: string; familyId: number }) => {
    const res = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
    expectStatus(res, 200);
    return res.body.requests as FosterRequest[];
  };

  it('mails each family with a pending request, closes it as animal_withdrawn and keeps it with the name', async () => {
    const waiting = await registerFamily(t.api, { firstname: 'Inès' });
    const alsoWaiting = await registerFamily(t.api, { firstname: 'Hugo' });
    const refused = await registerFamily(t.api, { firstname: 'Lou' });
    const animal = await createAnimal(t.api, association, { name: 'Pixel <3', gender: 'femelle', species_id: 2 });
    const first = await createRequest(t.api, waiting, animal);
    await createRequest(t.api, alsoWaiting, animal);
    const declined = await createRequest(t.api, refused, animal);
    expectStatus(await decide(t.api, association, declined.id, REQUEST_STATUS.refused), 200);
    await waitForOutboxIdle(t);
    const before = smtp.received.length;

    expectStatus(await t.api.as(association.token).delete(`/api/animals/${animal.id}`), 204);

    const subject = "Pixel <3 n'est plus proposée à l'accueil";
    for (const family of [waiting, alsoWaiting]) {
      const mail = await smtp.waitFor((m) => m.to.includes(family.email.toLowerCase()) && m.subject === subject);
      expect(mail.text).toContain('« Animal retiré »');
      // Tags are removed on the way in (README "Design notes"); what is left of the text is escaped in the mail.
      expect(mail.text).toContain("L'association Refuge des Pins & Cie <3 a retiré Pixel <3 de PetFoster");
      expect(mail.html).toContain('Refuge des Pins &amp; Cie &lt;3');
      expect(mail.html).not.toContain('Cie <3');
      expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/animals?species=Chat"`);
    }
    await waitForOutboxIdle(t);
    const after = smtp.received.slice(before);
    expect(after.filter((m) => m.subject === subject)).toHaveLength(2);
    expect(after.some((m) => m.to.includes(refused.email.toLowerCase()))).toBe(false);

    const [kept] = await requestsOf(waiting);
    expect(kept).toMatchObject({
      id: first.id,
      animal_id: null,
      status: REQUEST_STATUS.refused,
      reason: 'animal_withdrawn',
      animal: { id: null, name: 'Pixel <3', url_image: null, url_thumbnail: null },
    });
    // The request refused before keeps its own verdict, and the name too.
    const [stillRefused] = await requestsOf(refused);
    expect(stillRefused).toMatchObject({ status: REQUEST_STATUS.refused, reason: null, animal: { name: 'Pixel <3' } });

    const listed = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    const ofPixel = (listed.body.requests as FosterRequest[]).filter((r) => r.animal.name === 'Pixel <3');
    expect(ofPixel).toHaveLength(3);
    expect(ofPixel.every((r) => r.animal_id === null)).toBe(true);
  });

  it('counts the closed request as news in the family header, and the family can delete it', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Nougat' });
    const request = await createRequest(t.api, family, animal);
    const count = () => t.api.as(family.token).get('/api/me/notifications-count');
    expect((await count()).body).toEqual({ count: 0, invitations: 0, messages: 0 });
    expectStatus(await t.api.as(association.token).delete(`/api/animals/${animal.id}`), 204);
    expect((await count()).body).toEqual({ count: 1, invitations: 0, messages: 0 });
    // Closed: no motivation edit, no decision; deleting it (a refused request) is allowed.
    expectStatus(
      await t.api.as(family.token).put('/api/families/requests-mods', { id: request.id, motivation: 'Encore là' }),
      403,
    );
    expectStatus(await decide(t.api, association, request.id, REQUEST_STATUS.approved), 409);
    expectStatus(await t.api.as(family.token).delete(`/api/requests/${request.id}`), 204);
    expect(await requestsOf(family)).toEqual([]);
  });

  it("a housed animal deleted keeps its placement on record, and no longer stops the association's deletion", async () => {
    const shelter = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, shelter, { name: 'Caramel' });
    const request = await createRequest(t.api, family, animal);
    expectStatus(await decide(t.api, shelter, request.id, REQUEST_STATUS.approved), 200);
    expectStatus(await t.api.as(shelter.token).delete(`/api/associations/${shelter.associationId}`), 409);
    expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`), 204);
    const [placement] = await requestsOf(family);
    expect(placement).toMatchObject({ status: REQUEST_STATUS.approved, animal_id: null, animal: { name: 'Caramel' } });
    expectStatus(await t.api.as(shelter.token).delete(`/api/associations/${shelter.associationId}`), 204);
    expect(await requestsOf(family)).toEqual([]);
  });
});
