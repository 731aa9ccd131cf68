/**
 * 'Refuser' takes an optional reason (PUT /api/associations/requests-mods {id, status, reason?}, 500 characters at
 * most): it reaches the refusal mail and the family's request card, escaped; an approval keeps none.
 */
import { REQUEST_STATUS, type FosterRequest } from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

describe('a refusal with its reason', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const decide = (body: Record<string, unknown>) =>
    t.api.as(association.token).put('/api/associations/requests-mods', body);
  const cardOf = async (family: { token: string; familyId: number }, id: number) => {
    const res = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
    return (res.body.requests as FosterRequest[]).find((request) => request.id === id);
  };

  it('reaches the family in the refusal mail and on its request card, escaped', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Rubis' });
    const request = await createRequest(t.api, family, animal);
    // Tags are removed on the way in (README "Design notes"); what is left of the text is escaped in the mail.
    const reason = 'Rubis a besoin d’un jardin clos <3\nMerci & à bientôt.';
    const res = await decide({ id: request.id, status: REQUEST_STATUS.refused, reason });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ status: REQUEST_STATUS.refused, refusal_reason: reason });

    const mail = await smtp.waitFor(
      (m) => m.to.includes(family.email.toLowerCase()) && m.subject === "Votre demande d'accueil pour Rubis",
    );
    expect(mail.text).toContain("Le mot de l'association :");
    expect(mail.text).toContain('Rubis a besoin d’un jardin clos <3');
    expect(mail.html).toContain('jardin clos &lt;3');
    expect(mail.html).toContain('Merci &amp; à bientôt.');
    expect(mail.html).not.toContain('clos <3');

    expect(await cardOf(family, request.id)).toMatchObject({ status: REQUEST_STATUS.refused, refusal_reason: reason });
    const listed = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    expect((listed.body.requests as FosterRequest[]).find((r) => r.id === request.id)?.refusal_reason).toBe(reason);
  });

  it('is optional: a refusal without one says nothing more', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Opale' });
    const request = await createRequest(t.api, family, animal);
    expectStatus(await decide({ id: request.id, status: REQUEST_STATUS.refused, reason: '   ' }), 200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(family.email.toLowerCase()) && m.subject === "Votre demande d'accueil pour Opale",
    );
    expect(mail.text).not.toContain("Le mot de l'association");
    expect((await cardOf(family, request.id))?.refusal_reason).toBeNull();
  });

  it('refuses more than 500 characters, in French, and decides nothing', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Jade' });
    const request = await createRequest(t.api, family, animal);
    const res = await decide({ id: request.id, status: REQUEST_STATUS.refused, reason: 'x'.repeat(501) });
    expect(expectFrenchError(res, 400)).toEqual(['Le champ motif ne doit pas dépasser 500 caractères']);
    expect(res.body.fields).toEqual({ reason: 'Le champ motif ne doit pas dépasser 500 caractères' });
    expect((await cardOf(family, request.id))?.status).toBe(REQUEST_STATUS.pending);
    expectStatus(await decide({ id: request.id, status: REQUEST_STATUS.refused, reason: 'x'.repeat(500) }), 200);
  });

  it('is not kept with an approval', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Perle' });
    const request = await createRequest(t.api, family, animal);
    const res = await decide({ id: request.id, status: REQUEST_STATUS.approved, reason: 'Bienvenue' });
    expectStatus(res, 200);
    expect(res.body.refusal_reason).toBeNull();
    await waitForOutboxIdle(t);
  });
});
