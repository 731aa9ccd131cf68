import {
  INVITATION_DECLINE_COOLDOWN_DAYS,
  MATCHING_MESSAGES,
  type FosterRequest,
  type Invitation,
} from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { placedAssociation, visibleFamily } from './setup';

describe('matching: invitations', () => {
  let t: TestApp;
  let owner: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;
  let secondFamily: FamilyAccount;
  let hidden: FamilyAccount;

  const propose = (association: AssociationAccount, body: Record<string, unknown>) =>
    t.api.as(association.token).post('/api/invitations', { message: 'Il vous irait très bien.', ...body });

  beforeAll(async () => {
    t = await startApp();
    owner = await placedAssociation(t, '14000', 'Caen', 'Refuge de Caen');
    other = await placedAssociation(t, '69002', 'Lyon', 'Refuge de Lyon');
    family = await visibleFamily(t, { firstname: 'Alice', zip_code: '14400', city: 'Bayeux' });
    secondFamily = await visibleFamily(t, { firstname: 'Bruno', zip_code: '14000', city: 'Caen' });
    hidden = await registerFamily(t.api);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an association proposes its animal; the family and the association both list it, pending', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Filou', gender: 'femelle' });
    const res = await propose(owner, { family_id: family.familyId, animal_id: animal.id });
    expectStatus(res, 201);
    const invitation = res.body as Invitation;
    expect(invitation).toMatchObject({
      status: 'pending',
      message: 'Il vous irait très bien.',
      // Its sex, which the family's sentences about it agree with ('Filou, proposée par…').
      animal: { id: animal.id, name: 'Filou', gender: 'femelle', housed: false },
      association: { id: owner.associationId, name_association: 'Refuge de Caen' },
      family: { id: family.familyId, firstname: 'Alice', city: 'Bayeux' },
      request_id: null,
    });
    const received = await t.api.as(family.token).get('/api/invitations');
    expectStatus(received, 200);
    expect((received.body as Invitation[]).map((i) => i.id)).toContain(invitation.id);
    const sent = await t.api.as(owner.token).get('/api/invitations');
    expect((sent.body as Invitation[]).map((i) => i.id)).toContain(invitation.id);
    // Neither the other association nor another family sees it.
    expect((await t.api.as(other.token).get('/api/invitations')).body).toEqual([]);
    expect(((await t.api.as(secondFamily.token).get('/api/invitations')).body as Invitation[]).length).toBe(0);
  });

  it('one open invitation per family and animal: a second is 409, another family is fine', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Doublon' });
    expectStatus(await propose(owner, { family_id: family.familyId, animal_id: animal.id }), 201);
    const again = await propose(owner, { family_id: family.familyId, animal_id: animal.id });
    expect(expectFrenchError(again, 409)).toContain(MATCHING_MESSAGES.invitationOpen);
    expectStatus(await propose(owner, { family_id: secondFamily.familyId, animal_id: animal.id }), 201);
  });

  it('concurrent proposals for one pair: exactly one is created', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Course' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => propose(owner, { family_id: family.familyId, animal_id: animal.id })),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(5);
  });

  it("another association's animal is 403; an unknown animal or family 404; a hidden family 403", async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Privé' });
    expectStatus(await propose(other, { family_id: family.familyId, animal_id: animal.id }), 403);
    expectStatus(await propose(owner, { family_id: family.familyId, animal_id: 999999 }), 404);
    expectStatus(await propose(owner, { family_id: 999999, animal_id: animal.id }), 404);
    const hiddenRes = await propose(owner, { family_id: hidden.familyId, animal_id: animal.id });
    expect(expectFrenchError(hiddenRes, 403)).toContain(MATCHING_MESSAGES.familyNotVisible);
  });

  it('families and visitors cannot propose (403, 401); the body is checked (400)', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Règles' });
    expectStatus(
      await t.api.as(family.token).post('/api/invitations', { family_id: 1, animal_id: animal.id, message: 'x' }),
      403,
    );
    expectStatus(await t.api.anon.post('/api/invitations', { family_id: 1, animal_id: animal.id, message: 'x' }), 401);
    expect(
      expectFrenchError(await propose(owner, { family_id: family.familyId, animal_id: animal.id, message: '' }), 400),
    ).toContain(MATCHING_MESSAGES.messageRequired);
  });

  it('a housed animal is refused (409)', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Placé' });
    const request = await createRequest(t.api, secondFamily, animal);
    expectStatus(
      await t.api.as(owner.token).put('/api/associations/requests-mods', { id: request.id, status: 'Approuvée' }),
      200,
    );
    const res = await propose(owner, { family_id: family.familyId, animal_id: animal.id });
    expectFrenchError(res, 409);
  });

  it('the family declines: declined for both sides; declining twice is 409', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Refusé' });
    const invitation = (await propose(owner, { family_id: family.familyId, animal_id: animal.id })).body as Invitation;
    // Only the invited family declines.
    expectStatus(await t.api.as(secondFamily.token).post(`/api/invitations/${invitation.id}/decline`), 403);
    expectStatus(await t.api.as(owner.token).post(`/api/invitations/${invitation.id}/decline`), 403);
    const declined = await t.api.as(family.token).post(`/api/invitations/${invitation.id}/decline`);
    expectStatus(declined, 200);
    expect((declined.body as Invitation).status).toBe('declined');
    const sent = (await t.api.as(owner.token).get('/api/invitations')).body as Invitation[];
    expect(sent.find((i) => i.id === invitation.id)?.status).toBe('declined');
    expect(
      expectFrenchError(await t.api.as(family.token).post(`/api/invitations/${invitation.id}/decline`), 409),
    ).toContain(MATCHING_MESSAGES.invitationAnswered);
  });

  /** Moves a decline back in time, as if the family had answered `days` days ago. */
  const declinedDaysAgo = (invitationId: number, days: number) =>
    t.app.get(DataSource).query('UPDATE invitations SET answered_at = ? WHERE id = ?', [
      // UTC 'YYYY-MM-DD HH:MM:SS', how both databases hold the column.
      new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' '),
      invitationId,
    ]);

  it(`after a decline, the same animal is not proposed again to that family for ${INVITATION_DECLINE_COOLDOWN_DAYS} days (409)`, async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Insistant' });
    const other = await createAnimal(t.api, owner, { name: 'Autre' });
    const invitation = (await propose(owner, { family_id: family.familyId, animal_id: animal.id })).body as Invitation;
    expectStatus(await t.api.as(family.token).post(`/api/invitations/${invitation.id}/decline`), 200);
    // Right after the decline, and repeated: each is refused with the reason, nothing reaches the family.
    for (let i = 0; i < 3; i++)
      expect(
        expectFrenchError(await propose(owner, { family_id: family.familyId, animal_id: animal.id }), 409),
      ).toContain(MATCHING_MESSAGES.invitationDeclinedRecently);
    const received = (await t.api.as(family.token).get('/api/invitations')).body as Invitation[];
    expect(received.filter((i) => i.animal.id === animal.id).map((i) => i.status)).toEqual(['declined']);
    // Only that pair waits: another animal for that family, or that animal for another family, are fine.
    expectStatus(await propose(owner, { family_id: family.familyId, animal_id: other.id }), 201);
    expectStatus(await propose(owner, { family_id: secondFamily.familyId, animal_id: animal.id }), 201);
    await declinedDaysAgo(invitation.id, INVITATION_DECLINE_COOLDOWN_DAYS - 1);
    expectFrenchError(await propose(owner, { family_id: family.familyId, animal_id: animal.id }), 409);
    await declinedDaysAgo(invitation.id, INVITATION_DECLINE_COOLDOWN_DAYS + 1);
    expectStatus(await propose(owner, { family_id: family.familyId, animal_id: animal.id }), 201);
  });

  it('the family answers with a request: the invitation becomes accepted and points to the request', async () => {
    const animal = await createAnimal(t.api, owner, { name: 'Accepté' });
    const invitation = (await propose(owner, { family_id: family.familyId, animal_id: animal.id })).body as Invitation;
    const request: FosterRequest = await createRequest(t.api, family, animal, 'Avec plaisir !');
    const received = (await t.api.as(family.token).get('/api/invitations')).body as Invitation[];
    expect(received.find((i) => i.id === invitation.id)).toMatchObject({ status: 'accepted', request_id: request.id });
    const sent = (await t.api.as(owner.token).get('/api/invitations')).body as Invitation[];
    expect(sent.find((i) => i.id === invitation.id)?.status).toBe('accepted');
    const requests = await t.api.as(owner.token).get(`/api/associations/${owner.associationId}/requests`);
    expect(JSON.stringify(requests.body)).toContain('Avec plaisir !');
    // Accepted is an answer: it cannot be declined any more.
    expectStatus(await t.api.as(family.token).post(`/api/invitations/${invitation.id}/decline`), 409);
  });
});
