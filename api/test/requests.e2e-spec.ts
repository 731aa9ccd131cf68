import { API_MESSAGES, REQUEST_STATUS, type Animal, type FosterRequest } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from './support/http';

const PENDING = REQUEST_STATUS.pending;
const APPROVED = REQUEST_STATUS.approved;
const REFUSED = REQUEST_STATUS.refused;

describe('foster requests', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let f1: FamilyAccount;
  let f2: FamilyAccount;
  let f3: FamilyAccount;

  const familyRequests = async (family: FamilyAccount): Promise<FosterRequest[]> => {
    const res = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
    expectStatus(res, 200);
    return res.body.requests;
  };
  const associationRequests = async (association: AssociationAccount): Promise<FosterRequest[]> => {
    const res = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    expectStatus(res, 200);
    return res.body.requests;
  };
  const findRequest = async (family: FamilyAccount, id: number) =>
    (await familyRequests(family)).find((r) => r.id === id);
  const newAnimal = (name: string) => createAnimal(t.api, shelter, { name });

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api, { name_association: 'Refuge du Rhône' });
    other = await registerAssociation(t.api, { name_association: 'Autre Refuge', RNA_code: 'W731234567' });
    f1 = await registerFamily(t.api, { lastname: 'Martin' });
    f2 = await registerFamily(t.api, { lastname: 'Bernard' });
    f3 = await registerFamily(t.api, { lastname: 'Petit' });
  });
  afterAll(async () => t?.close());

  describe('POST /api/animals/requests', () => {
    let animal: Animal;
    beforeAll(async () => {
      animal = await newAnimal('Biscotte');
    });

    it('creates a pending request (201) whose ids come from the token and the animal', async () => {
      const res = await t.api.as(f1.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: animal.id,
        motivation: 'Grand jardin, télétravail.',
        family_id: f1.familyId,
      });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        animal_id: animal.id,
        family_id: f1.familyId,
        association_id: shelter.associationId,
        motivation: 'Grand jardin, télétravail.',
        status: PENDING,
      });
      expect(typeof res.body.created_at).toBe('string');
      expect(Number.isNaN(Date.parse(res.body.created_at))).toBe(false);
    });

    it('refuses a second request by the same family for the same animal (409, French message)', async () => {
      const res = await t.api.as(f1.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: animal.id,
        motivation: 'Encore moi',
        family_id: f1.familyId,
      });
      expectStatus(res, 409);
      expect(res.body.message).toBe(API_MESSAGES.duplicateRequest);
      expect((await familyRequests(f1)).filter((r) => r.animal_id === animal.id)).toHaveLength(1);
    });

    it('accepts a request without motivation (not required)', async () => {
      const res = await t.api.as(f2.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: animal.id,
        family_id: f2.familyId,
      });
      expectStatus(res, 201);
      expect(res.body.status).toBe(PENDING);
    });

    it('is 403 with another family’s family_id, and nothing is stored', async () => {
      const target = await newAnimal('Usurpation');
      const res = await t.api.as(f3.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: target.id,
        motivation: 'Au nom de Martin',
        family_id: f1.familyId,
      });
      expectStatus(res, 403);
      expect((await familyRequests(f1)).some((r) => r.animal_id === target.id)).toBe(false);
      expect((await familyRequests(f3)).some((r) => r.animal_id === target.id)).toBe(false);
    });

    it('stores the animal’s association even when the body names another one', async () => {
      const target = await newAnimal('Mauvaise Asso');
      const res = await t.api.as(f3.token).post('/api/animals/requests', {
        association_id: other.associationId,
        animal_id: target.id,
        motivation: 'test',
        family_id: f3.familyId,
      });
      expectStatus(res, 201);
      if (res.status === 201) expect(res.body.association_id).toBe(shelter.associationId);
      expect((await associationRequests(other)).some((r) => r.animal_id === target.id)).toBe(false);
    });

    it('is 403 for an association and 401 anonymously', async () => {
      const target = await newAnimal('Rôle');
      const body = {
        association_id: shelter.associationId,
        animal_id: target.id,
        motivation: 'x',
        family_id: f1.familyId,
      };
      expectStatus(await t.api.as(shelter.token).post('/api/animals/requests', body), 403);
      expectStatus(await t.api.anon.post('/api/animals/requests', body), 401);
    });

    it('is 404 for an unknown animal and 400 for a wrong type', async () => {
      const unknown = await t.api.as(f1.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: 999999,
        motivation: 'x',
        family_id: f1.familyId,
      });
      expectStatus(unknown, 404);
      const wrongType = await t.api.as(f1.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: 'un chat',
        motivation: 'x',
        family_id: f1.familyId,
      });
      expectFrenchError(wrongType, 400);
    });
  });

  describe('POST /api/animals/check-requests', () => {
    it('answers {exists} for the family and animal', async () => {
      const animal = await newAnimal('Vérifié');
      const before = await t.api
        .as(f1.token)
        .post('/api/animals/check-requests', { animal_id: animal.id, family_id: f1.familyId });
      expectStatus(before, 200);
      expect(before.body).toEqual({ exists: false });
      await createRequest(t.api, f1, animal);
      const after = await t.api
        .as(f1.token)
        .post('/api/animals/check-requests', { animal_id: animal.id, family_id: f1.familyId });
      expectStatus(after, 200);
      expect(after.body).toEqual({ exists: true });
      const otherFamily = await t.api
        .as(f2.token)
        .post('/api/animals/check-requests', { animal_id: animal.id, family_id: f2.familyId });
      expect(otherFamily.body).toEqual({ exists: false });
    });

    it('is 403 with another family’s family_id and 401 anonymously', async () => {
      const animal = await newAnimal('Curieux');
      await createRequest(t.api, f1, animal);
      const spying = await t.api
        .as(f2.token)
        .post('/api/animals/check-requests', { animal_id: animal.id, family_id: f1.familyId });
      expectStatus(spying, 403);
      const anonymous = await t.api.anon.post('/api/animals/check-requests', {
        animal_id: animal.id,
        family_id: f1.familyId,
      });
      expectStatus(anonymous, 401);
    });
  });

  describe('request lists', () => {
    let animal: Animal;
    let request: FosterRequest;
    beforeAll(async () => {
      animal = await newAnimal('Listé');
      request = await createRequest(t.api, f2, animal, 'Motivation listée');
    });

    it('GET /api/families/{id}/requests answers {requests} with animal and family summaries', async () => {
      const res = await t.api.as(f2.token).get(`/api/families/${f2.familyId}/requests`);
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(['requests']);
      expect(res.body.requests.every((r: FosterRequest) => r.family_id === f2.familyId)).toBe(true);
      expect(res.body.requests.find((r: FosterRequest) => r.id === request.id)).toEqual(
        expect.objectContaining({
          id: request.id,
          animal_id: animal.id,
          family_id: f2.familyId,
          association_id: shelter.associationId,
          motivation: 'Motivation listée',
          status: PENDING,
          reason: null,
          created_at: expect.any(String),
          animal: expect.objectContaining({ id: animal.id, name: 'Listé', url_image: null, url_thumbnail: null }),
          family: expect.objectContaining({
            id: f2.familyId,
            lastname: 'Bernard',
            firstname: expect.any(String),
            city: expect.any(String),
          }),
          association: { id: shelter.associationId, name_association: expect.any(String) },
        }),
      );
    });

    it('GET /api/associations/{id}/requests answers {requests} of its animals only', async () => {
      const res = await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/requests`);
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(['requests']);
      expect(res.body.requests.every((r: FosterRequest) => r.association_id === shelter.associationId)).toBe(true);
      expect(res.body.requests.find((r: FosterRequest) => r.id === request.id)).toEqual(
        expect.objectContaining({
          animal: expect.objectContaining({ id: animal.id, name: 'Listé' }),
          family: expect.objectContaining({ id: f2.familyId, lastname: 'Bernard' }),
          status: PENDING,
        }),
      );
      const others = await t.api.as(other.token).get(`/api/associations/${other.associationId}/requests`);
      expect(others.body.requests.map((r: FosterRequest) => r.id)).not.toContain(request.id);
    });

    it('are owner-only: 403 for another family, another association or the wrong role; 401 anonymously', async () => {
      expectStatus(await t.api.as(f1.token).get(`/api/families/${f2.familyId}/requests`), 403);
      expectStatus(await t.api.as(shelter.token).get(`/api/families/${f2.familyId}/requests`), 403);
      expectStatus(await t.api.anon.get(`/api/families/${f2.familyId}/requests`), 401);
      expectStatus(await t.api.as(other.token).get(`/api/associations/${shelter.associationId}/requests`), 403);
      expectStatus(await t.api.as(f2.token).get(`/api/associations/${shelter.associationId}/requests`), 403);
      expectStatus(await t.api.anon.get(`/api/associations/${shelter.associationId}/requests`), 401);
    });
  });

  describe('deciding: PUT /api/associations/requests-mods', () => {
    it('approval refuses the other pending requests of the animal; the animal shows as housed', async () => {
      const animal = await newAnimal('Convoité');
      const r1 = await createRequest(t.api, f1, animal);
      const r2 = await createRequest(t.api, f2, animal);
      const r3 = await createRequest(t.api, f3, animal);
      const res = await decide(t.api, shelter, r2.id, APPROVED);
      expectStatus(res, 200);
      expect((await findRequest(f2, r2.id))?.status).toBe(APPROVED);
      expect((await findRequest(f1, r1.id))?.status).toBe(REFUSED);
      expect((await findRequest(f3, r3.id))?.status).toBe(REFUSED);
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      const statuses = read.body.requests.map((r: { id: number; status: string }) => [r.id, r.status]);
      expect(statuses).toEqual(
        expect.arrayContaining([
          [r1.id, REFUSED],
          [r2.id, APPROVED],
          [r3.id, REFUSED],
        ]),
      );
      expect(read.body.requests.filter((r: { status: string }) => r.status === APPROVED)).toHaveLength(1);
    });

    it('the requests refused by an approval say why (reason other_family_chosen), in both lists; the chosen one has none', async () => {
      const animal = await newAnimal('Choisi');
      const chosen = await createRequest(t.api, f1, animal);
      const closed = await createRequest(t.api, f2, animal);
      expectStatus(await decide(t.api, shelter, chosen.id, APPROVED), 200);
      expect(await findRequest(f2, closed.id)).toEqual(
        expect.objectContaining({ status: REFUSED, reason: 'other_family_chosen' }),
      );
      expect(await findRequest(f1, chosen.id)).toEqual(expect.objectContaining({ status: APPROVED, reason: null }));
      const associationList = await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/requests`);
      expect(associationList.body.requests.find((r: FosterRequest) => r.id === closed.id)).toEqual(
        expect.objectContaining({ status: REFUSED, reason: 'other_family_chosen' }),
      );
    });

    it('a refusal by decision carries no reason', async () => {
      const animal = await newAnimal('Décidé');
      const refused = await createRequest(t.api, f1, animal);
      expectStatus(await decide(t.api, shelter, refused.id, REFUSED), 200);
      expect(await findRequest(f1, refused.id)).toEqual(expect.objectContaining({ status: REFUSED, reason: null }));
    });

    it('a housed animal takes no new request (409, French message)', async () => {
      const animal = await newAnimal('Déjà placé');
      const r1 = await createRequest(t.api, f1, animal);
      expectStatus(await decide(t.api, shelter, r1.id, APPROVED), 200);
      const res = await t.api.as(f2.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: animal.id,
        motivation: 'Trop tard ?',
        family_id: f2.familyId,
      });
      expectStatus(res, 409);
      expect(res.body.message).toBe(API_MESSAGES.animalHoused);
    });

    it('refusal leaves the other requests pending', async () => {
      const animal = await newAnimal('Refusé');
      const r1 = await createRequest(t.api, f1, animal);
      const r2 = await createRequest(t.api, f2, animal);
      expectStatus(await decide(t.api, shelter, r1.id, REFUSED), 200);
      expect((await findRequest(f1, r1.id))?.status).toBe(REFUSED);
      expect((await findRequest(f2, r2.id))?.status).toBe(PENDING);
    });

    it('deciding twice is 409', async () => {
      const animal = await newAnimal('Deux fois');
      const r1 = await createRequest(t.api, f1, animal);
      expectStatus(await decide(t.api, shelter, r1.id, REFUSED), 200);
      const again = await decide(t.api, shelter, r1.id, APPROVED);
      expectStatus(again, 409);
      expect(again.body.message).toBe(API_MESSAGES.alreadyDecided);
      expect((await findRequest(f1, r1.id))?.status).toBe(REFUSED);
    });

    it('a second approval on a housed animal is 409 (no two approved)', async () => {
      const animal = await newAnimal('Un seul');
      const r1 = await createRequest(t.api, f1, animal);
      const r2 = await createRequest(t.api, f2, animal);
      expectStatus(await decide(t.api, shelter, r1.id, APPROVED), 200);
      expectStatus(await decide(t.api, shelter, r2.id, APPROVED), 409);
      expect((await findRequest(f2, r2.id))?.status).toBe(REFUSED);
    });

    it('is 403 for another association or a family, 401 anonymously; the request stays pending', async () => {
      const animal = await newAnimal('Protégé');
      const r1 = await createRequest(t.api, f1, animal);
      expectStatus(await decide(t.api, other, r1.id, APPROVED), 403);
      expectStatus(await decide(t.api, f1, r1.id, APPROVED), 403);
      expectStatus(await t.api.anon.put('/api/associations/requests-mods', { id: r1.id, status: APPROVED }), 401);
      expect((await findRequest(f1, r1.id))?.status).toBe(PENDING);
    });

    it('rejects a status other than Approuvée/Refusée (400, French) and unknown ids (404)', async () => {
      const animal = await newAnimal('Statut');
      const r1 = await createRequest(t.api, f1, animal);
      for (const status of [PENDING, 'Accepted', '']) {
        const res = await decide(t.api, shelter, r1.id, status);
        expectFrenchError(res, 400);
        expect(messagesOf(res)).toContain(API_MESSAGES.invalidStatus);
      }
      // A wrong type only needs a French 400.
      expectFrenchError(await decide(t.api, shelter, r1.id, 42 as unknown as string), 400);
      expect((await findRequest(f1, r1.id))?.status).toBe(PENDING);
      expectStatus(await decide(t.api, shelter, 999999, APPROVED), 404);
    });
  });

  describe('family edits: PUT /api/families/requests-mods', () => {
    it('edits the motivation of its own pending request (200)', async () => {
      const animal = await newAnimal('Motivé');
      const r1 = await createRequest(t.api, f1, animal, 'Avant');
      const res = await t.api.as(f1.token).put('/api/families/requests-mods', { id: r1.id, motivation: 'Après' });
      expectStatus(res, 200);
      expect((await findRequest(f1, r1.id))?.motivation).toBe('Après');
    });

    it('only the motivation changes: status and ids in the body are ignored', async () => {
      const animal = await newAnimal('Rusé');
      const r1 = await createRequest(t.api, f1, animal, 'Avant');
      const res = await t.api.as(f1.token).put('/api/families/requests-mods', {
        id: r1.id,
        motivation: 'Après',
        status: APPROVED,
        family_id: f2.familyId,
        animal_id: 999999,
      });
      expectStatus(res, 200);
      const stored = await findRequest(f1, r1.id);
      expect(stored?.status).toBe(PENDING);
      expect(stored?.animal_id).toBe(animal.id);
    });

    it('is 403 on another family’s request and for an association; 401 anonymously', async () => {
      const animal = await newAnimal('Pas à toi');
      const r1 = await createRequest(t.api, f1, animal, 'Original');
      expectStatus(
        await t.api.as(f2.token).put('/api/families/requests-mods', { id: r1.id, motivation: 'Piraté' }),
        403,
      );
      expectStatus(
        await t.api.as(shelter.token).put('/api/families/requests-mods', { id: r1.id, motivation: 'Piraté' }),
        403,
      );
      expectStatus(await t.api.anon.put('/api/families/requests-mods', { id: r1.id, motivation: 'Piraté' }), 401);
      expect((await findRequest(f1, r1.id))?.motivation).toBe('Original');
    });

    it('rejects an over-long motivation with 400 in French', async () => {
      const animal = await newAnimal('Bavard');
      const r1 = await createRequest(t.api, f1, animal, 'Court');
      const res = await t.api
        .as(f1.token)
        .put('/api/families/requests-mods', { id: r1.id, motivation: 'm'.repeat(5001) });
      expectFrenchError(res, 400);
      expect((await findRequest(f1, r1.id))?.motivation).toBe('Court');
    });

    it('refuses edits of a refused request', async () => {
      const animal = await newAnimal('Refus figé');
      const r1 = await createRequest(t.api, f1, animal, 'Original');
      expectStatus(await decide(t.api, shelter, r1.id, REFUSED), 200);
      const res = await t.api
        .as(f1.token)
        .put('/api/families/requests-mods', { id: r1.id, motivation: 'Et maintenant ?' });
      expectStatus(res, 403);
      expect((await findRequest(f1, r1.id))?.motivation).toBe('Original');
    });

    it('refuses edits once decided, and 404 for an unknown request', async () => {
      const animal = await newAnimal('Décidé');
      const r1 = await createRequest(t.api, f1, animal, 'Original');
      expectStatus(await decide(t.api, shelter, r1.id, APPROVED), 200);
      const res = await t.api.as(f1.token).put('/api/families/requests-mods', { id: r1.id, motivation: 'Trop tard' });
      expectStatus(res, 403);
      expect((await findRequest(f1, r1.id))?.motivation).toBe('Original');
      expectStatus(await t.api.as(f1.token).put('/api/families/requests-mods', { id: 999999, motivation: 'x' }), 404);
    });
  });

  describe('DELETE /api/requests/{id}', () => {
    it('a family deletes its own pending request (204)', async () => {
      const animal = await newAnimal('Annulé');
      const r1 = await createRequest(t.api, f1, animal);
      expectStatus(await t.api.as(f1.token).delete(`/api/requests/${r1.id}`), 204);
      expect(await findRequest(f1, r1.id)).toBeUndefined();
      expectStatus(await t.api.as(f1.token).delete(`/api/requests/${r1.id}`), 404);
    });

    it('a family deletes its own refused request (204) but not an approved one', async () => {
      const animal = await newAnimal('Mixte');
      const approved = await createRequest(t.api, f1, animal);
      const refused = await createRequest(t.api, f2, animal);
      expectStatus(await decide(t.api, shelter, approved.id, APPROVED), 200);
      expect((await findRequest(f2, refused.id))?.status).toBe(REFUSED);
      expectStatus(await t.api.as(f2.token).delete(`/api/requests/${refused.id}`), 204);
      expect(await findRequest(f2, refused.id)).toBeUndefined();
      expectStatus(await t.api.as(f1.token).delete(`/api/requests/${approved.id}`), 403);
      expect((await findRequest(f1, approved.id))?.status).toBe(APPROVED);
    });

    it('the association deletes a refused request of its animal (204), not a pending or approved one', async () => {
      const animal = await newAnimal('Tri');
      const pending = await createRequest(t.api, f1, animal);
      const refused = await createRequest(t.api, f2, animal);
      expectStatus(await decide(t.api, shelter, refused.id, REFUSED), 200);
      const res = await t.api.as(shelter.token).delete(`/api/requests/${pending.id}`);
      expectStatus(res, 403);
      expect((await findRequest(f1, pending.id))?.status).toBe(PENDING);
      expectStatus(await t.api.as(shelter.token).delete(`/api/requests/${refused.id}`), 204);
      expect(await findRequest(f2, refused.id)).toBeUndefined();
      expectStatus(await decide(t.api, shelter, pending.id, APPROVED), 200);
      expectStatus(await t.api.as(shelter.token).delete(`/api/requests/${pending.id}`), 403);
      expect((await findRequest(f1, pending.id))?.status).toBe(APPROVED);
    });

    it('is 403 for another family and for another association, 401 anonymously', async () => {
      const animal = await newAnimal('Gardé');
      const r1 = await createRequest(t.api, f1, animal);
      expectStatus(await t.api.as(f2.token).delete(`/api/requests/${r1.id}`), 403);
      expectStatus(await decide(t.api, shelter, r1.id, REFUSED), 200);
      expectStatus(await t.api.as(other.token).delete(`/api/requests/${r1.id}`), 403);
      expectStatus(await t.api.as(f2.token).delete(`/api/requests/${r1.id}`), 403);
      expectStatus(await t.api.anon.delete(`/api/requests/${r1.id}`), 401);
      expect((await findRequest(f1, r1.id))?.status).toBe(REFUSED);
    });

    it('is 404 for an unknown request', async () => {
      expectStatus(await t.api.as(f1.token).delete('/api/requests/999999'), 404);
    });
  });
});
