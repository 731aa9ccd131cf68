/**
 * An animal back at its association (docs/product.md#states): a placement that ends with 'Retour à l'association'
 * frees the animal: it is to foster again in the catalogue and the public API, another family may ask for it and be
 * chosen, and the saved searches it matches send their alert (through the real SMTP test server). Any other end
 * (a death, here) leaves it where it was.
 */
import { REQUEST_STATUS, type Animal, type Placement, type PublicAnimal } from '@petfoster/contracts';
import { SavedSearchInstantAlerts } from '../../src/saved-searches/saved-search-alerts';
import { SavedSearchClock } from '../../src/saved-searches/saved-search-clock';
import { startMailApp, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import {
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { activePlacement, fixToday } from './support';

describe('a placement that ends with the animal back at its association', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let keeper: FamilyAccount;
  let searcher: FamilyAccount;

  const end = (placement: Placement, outcome: string) =>
    t.api
      .as(association.token)
      .post(`/api/placements/${placement.id}/end`, { date: '2030-03-18', outcome, note: null });
  const ask = (family: FamilyAccount, animalId: number) =>
    t.api.as(family.token).post('/api/animals/requests', {
      animal_id: animalId,
      family_id: family.familyId,
      motivation: 'Nous avons déjà accueilli des chats.',
    });
  const animal = async (id: number) => {
    const res = await t.api.anon.get(`/api/animals/${id}`);
    expectStatus(res, 200);
    return res.body as Animal;
  };
  const availableIds = async () => {
    const res = await t.api.anon.get('/api/public/v1/animals?available=true&limit=100');
    expectStatus(res, 200);
    return (res.body as PublicAnimal[]).map((one) => one.id);
  };
  const alertsFor = async (family: FamilyAccount) => {
    await waitForOutboxIdle(t);
    return smtp.to(family.email).filter((mail) => mail.subject.includes('votre recherche'));
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp, { scheduler: { runJobs: false } });
    fixToday(t);
    association = await registerAssociation(t.api, { name_association: 'Les Chats Libres' });
    keeper = await registerFamily(t.api, { firstname: 'Julie' });
    searcher = await registerFamily(t.api, { firstname: 'Léa' });
    const saved = await t.api
      .as(searcher.token)
      .post('/api/me/saved-searches', { name: 'Un chat', frequency: 'instant', query: { species: 'Chat' } });
    expectStatus(saved, 201);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('while the placement runs, the animal is housed: another family is refused', async () => {
    const placement = await activePlacement(t, association, keeper, 'Tigrou');
    const refused = await ask(searcher, placement.animal.id);
    expectFrenchError(refused, 409);
    expect(refused.body.code).toBe('animal_housed');
    expect(await availableIds()).not.toContain(placement.animal.id);
  });

  it('ended with the return: to foster again, asked for and chosen by another family, and the saved search alerts', async () => {
    const placement = await activePlacement(t, association, keeper, 'Caramel');
    const animalId = placement.animal.id;
    t.app.get(SavedSearchClock).fix(new Date('2030-03-18T09:00:00Z'));
    expectStatus(await end(placement, 'retour_association'), 200);

    // The keeper's request stays on record, marked as no longer housing the animal.
    const back = await animal(animalId);
    expect(back.requests).toEqual([expect.objectContaining({ status: REQUEST_STATUS.approved, returned: true })]);
    expect(await availableIds()).toContain(animalId);

    // The searcher's instant alert names it (the matches of the first 30 seconds, sent within the minute).
    expect(await t.app.get(SavedSearchInstantAlerts).runOnce(new Date('2030-03-18T09:00:45Z'))).toBe(1);
    const [mail] = await alertsFor(searcher);
    expect(mail.text).toContain('Caramel');

    const request = await ask(searcher, animalId);
    expectStatus(request, 201);
    expectStatus(await decide(t.api, association, request.body.id, REQUEST_STATUS.approved), 200);
    expect(await availableIds()).not.toContain(animalId);
  });

  it('ended otherwise (a death): the animal stays where it was, no request is taken', async () => {
    const placement = await activePlacement(t, association, keeper, 'Moustache');
    expectStatus(await end(placement, 'deces'), 200);
    const refused = await ask(searcher, placement.animal.id);
    expectFrenchError(refused, 409);
    expect(refused.body.code).toBe('animal_housed');
    expect((await animal(placement.animal.id)).requests[0]).not.toHaveProperty('returned');
  });

  it('the family that gave the animal back cannot take a second placement through its old request', async () => {
    const placement = await activePlacement(t, association, keeper, 'Pompon');
    expectStatus(await end(placement, 'retour_association'), 200);
    const again = await createRequest(t.api, searcher, {
      id: placement.animal.id,
      association_id: association.associationId,
    });
    expect(again.status).toBe(REQUEST_STATUS.pending);
    const duplicate = await ask(keeper, placement.animal.id);
    expectFrenchError(duplicate, 409);
    expect(duplicate.body.code).toBe('request_already_exists');
  });
});
