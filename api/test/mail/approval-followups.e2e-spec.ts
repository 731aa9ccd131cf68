/**
 * After an approval: 'Nos demandes' gives the chosen family's contact on the approved card (only there), and a family
 * that still waits on other animals is told in the acceptance mail that those requests stay open and can be withdrawn
 * from 'Mes demandes'.
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
import { startMailApp, TEST_PUBLIC_URL } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

describe('after an approval', () => {
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

  const ourList = async () => {
    const res = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    expectStatus(res, 200);
    return res.body.requests as FosterRequest[];
  };

  it("'Nos demandes': the approved card carries the family's e-mail and phone, a pending one does not", async () => {
    const chosen = await registerFamily(t.api, { phone_number: '06 11 22 33 44' });
    const waiting = await registerFamily(t.api, { phone_number: '0655667788' });
    const animal = await createAnimal(t.api, association, { name: 'Sésame' });
    const other = await createAnimal(t.api, association, { name: 'Cannelle' });
    const approved = await createRequest(t.api, chosen, animal);
    const pending = await createRequest(t.api, waiting, other);
    expectStatus(await decide(t.api, association, approved.id, REQUEST_STATUS.approved), 200);

    const list = await ourList();
    expect(list.find((r) => r.id === approved.id)?.family).toMatchObject({
      email: chosen.email.toLowerCase(),
      phone_number: '0611223344',
    });
    const waitingCard = list.find((r) => r.id === pending.id)?.family;
    expect(waitingCard).not.toHaveProperty('email');
    expect(waitingCard).not.toHaveProperty('phone_number');
    // The family's own list does not repeat its contact.
    const own = await t.api.as(chosen.token).get(`/api/families/${chosen.familyId}/requests`);
    expect((own.body.requests as FosterRequest[])[0].family).not.toHaveProperty('email');
  });

  it('lists the newest request first', async () => {
    const family = await registerFamily(t.api);
    const older = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Ancien' }));
    const newer = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Récent' }));
    const ids = (await ourList()).map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('tells a family approved for one animal that its other pending requests stay open, with a link to them', async () => {
    const family = await registerFamily(t.api);
    const first = await createAnimal(t.api, association, { name: 'Olive' });
    const request = await createRequest(t.api, family, first);
    const shelter = await registerAssociation(t.api);
    await createRequest(t.api, family, await createAnimal(t.api, shelter, { name: 'Praline' }));
    await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Tofu' }));
    expectStatus(await decide(t.api, association, request.id, REQUEST_STATUS.approved), 200);
    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(family.email.toLowerCase()) && m.subject === "Votre demande d'accueil pour Olive est acceptée",
    );
    expect(mail.text).toContain(
      'Vos 2 autres demandes (Praline, Tofu) sont toujours en attente : elles restent ouvertes.',
    );
    expect(mail.text).toContain('vous pouvez les retirer en un clic depuis vos demandes');
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/families/dashboard/${family.familyId}/requests-management"`);
  });

  it('says nothing of it to a family with no other pending request', async () => {
    const family = await registerFamily(t.api);
    const request = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Vanille' }));
    expectStatus(await decide(t.api, association, request.id, REQUEST_STATUS.approved), 200);
    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(family.email.toLowerCase()) && m.subject === "Votre demande d'accueil pour Vanille est acceptée",
    );
    expect(mail.text).not.toContain('toujours en attente');
    expect(mail.html).not.toContain('/requests-management');
  });
});
