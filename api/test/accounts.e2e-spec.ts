import { API_MESSAGES } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import type { Animal, FosterRequest } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  associationPayload,
  createAnimal,
  createRequest,
  decide,
  fileExists,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectStatus } from './support/http';
import { imageDataUrl } from './support/images';

describe('account deletion', () => {
  let t: TestApp;
  let keeper: AssociationAccount;
  let keeperFamily: FamilyAccount;

  beforeAll(async () => {
    t = await startApp();
    keeper = await registerAssociation(t.api, { name_association: 'Refuge qui reste' });
    keeperFamily = await registerFamily(t.api, { lastname: 'Restant' });
  });
  afterAll(async () => t?.close());

  it('an association deletes its account: 204, profile, animals, requests and images gone, token dead', async () => {
    const leaving = await registerAssociation(t.api, {
      name_association: 'Refuge qui ferme',
      url_image: await imageDataUrl('png', 32),
    });
    const profile = await t.api.anon.get(`/api/associations/${leaving.associationId}`);
    const animal: Animal = await createAnimal(t.api, leaving, {
      name: 'Orphelin',
      url_image: await imageDataUrl('jpeg', 32),
    });
    const request: FosterRequest = await createRequest(t.api, keeperFamily, animal);
    const files = [profile.body.url_image, profile.body.url_thumbnail, animal.url_image, animal.url_thumbnail].map(
      (url: string) => uploadPath(t.uploadDir, url),
    );
    for (const file of files) expect(fileExists(file)).toBe(true);

    const res = await t.api.as(leaving.token).delete(`/api/associations/${leaving.associationId}`);
    expectStatus(res, 204);

    expectStatus(await t.api.anon.get(`/api/associations/${leaving.associationId}`), 404);
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 404);
    const all = await t.api.anon.get('/api/associations');
    expect(all.body.map((a: { id: number }) => a.id)).not.toContain(leaving.associationId);
    const familyRequests = await t.api.as(keeperFamily.token).get(`/api/families/${keeperFamily.familyId}/requests`);
    expect(familyRequests.body.requests.map((r: FosterRequest) => r.id)).not.toContain(request.id);
    for (const file of files) expect(fileExists(file)).toBe(false);
    expectStatus(await t.api.anon.get(animal.url_image!), 404);

    // The token still has a valid signature and expiry, but its user no longer exists.
    expectStatus(await t.api.as(leaving.token).get(`/api/associations/${leaving.associationId}/requests`), 401);
    expectStatus(await t.api.as(leaving.token).post('/api/animals', { name: 'Fantôme' }), 401);
    expectStatus(await t.api.anon.post('/login', { email: leaving.email, password: leaving.password }), 401);

    // The email is free again.
    expectStatus(await t.api.anon.post('/api/associations', associationPayload({ email: leaving.email })), 201);
  });

  it('a family deletes its account: 204, personal data, other requests and images gone, token dead; the placement stays', async () => {
    const leaving = await registerFamily(t.api, { lastname: 'Partante', url_image: await imageDataUrl('gif', 32) });
    const profile = await t.api.as(leaving.token).get(`/api/families/${leaving.familyId}`);
    expect(profile.body.url_image).toMatch(/^\/uploads\//);
    const files = [profile.body.url_image, profile.body.url_thumbnail].map((url: string) =>
      uploadPath(t.uploadDir, url),
    );
    for (const file of files) expect(fileExists(file)).toBe(true);
    const pendingAnimal = await createAnimal(t.api, keeper, { name: 'Attente' });
    const approvedAnimal = await createAnimal(t.api, keeper, { name: 'Placé' });
    const pending = await createRequest(t.api, leaving, pendingAnimal);
    const approved = await createRequest(t.api, leaving, approvedAnimal);
    expectStatus(await decide(t.api, keeper, approved.id, 'Approuvée'), 200);

    const res = await t.api.as(leaving.token).delete(`/api/families/${leaving.familyId}`);
    expectStatus(res, 204);

    expectStatus(await t.api.anon.get(`/api/families/${leaving.familyId}`), 404);
    expectStatus(await t.api.anon.get(`/api/families/user/${leaving.userId}`), 404);
    const assoRequests = await t.api.as(keeper.token).get(`/api/associations/${keeper.associationId}/requests`);
    const ids = assoRequests.body.requests.map((r: FosterRequest) => r.id);
    expect(ids).not.toContain(pending.id);
    // The placement is the association's record: it stays, attached to an anonymised family, motivation erased.
    expect(assoRequests.body.requests.find((r: FosterRequest) => r.id === approved.id)).toEqual(
      expect.objectContaining({
        status: 'Approuvée',
        motivation: null,
        family: { id: leaving.familyId, lastname: 'supprimée', firstname: '', city: '', deleted: true },
      }),
    );
    const animal = await t.api.anon.get(`/api/animals/${pendingAnimal.id}`);
    expectStatus(animal, 200);
    expect(animal.body.requests).toEqual([]);
    // The animal stays housed: no other family can ask for it.
    const housed = await t.api.anon.get(`/api/animals/${approvedAnimal.id}`);
    expect(housed.body.requests).toEqual([expect.objectContaining({ id: approved.id, status: 'Approuvée' })]);
    expectStatus(
      await t.api.as(keeperFamily.token).post('/api/animals/requests', {
        animal_id: approvedAnimal.id,
        association_id: keeper.associationId,
        family_id: keeperFamily.familyId,
      }),
      409,
    );
    // Nothing personal is left in the database: no user, an emptied family row.
    const db = t.app.get(DataSource);
    expect(await db.query('SELECT id FROM users WHERE email = ?', [leaving.email])).toEqual([]);
    const [row] = await db.query(
      'SELECT user_id, address, city, zip_code, phone_number, description, url_image, url_thumbnail, deleted_at FROM families WHERE id = ?',
      [leaving.familyId],
    );
    expect(row).toEqual(
      expect.objectContaining({
        user_id: null,
        address: '',
        city: '',
        zip_code: '',
        phone_number: '',
        description: '',
        url_image: null,
        url_thumbnail: null,
      }),
    );
    expect(row.deleted_at).not.toBeNull();
    for (const file of files) expect(fileExists(file)).toBe(false);

    expectStatus(await t.api.as(leaving.token).get(`/api/families/${leaving.familyId}/requests`), 401);
    expectStatus(await t.api.anon.post('/login', { email: leaving.email, password: leaving.password }), 401);
  });

  it('a family without a placement leaves no row at all', async () => {
    const leaving = await registerFamily(t.api, { lastname: 'Sansplacement' });
    expectStatus(await t.api.as(leaving.token).delete(`/api/families/${leaving.familyId}`), 204);
    expect(await t.app.get(DataSource).query('SELECT id FROM families WHERE id = ?', [leaving.familyId])).toEqual([]);
  });

  it('an association with an animal in a foster home cannot delete its account (409, French), and keeps everything', async () => {
    const shelter = await registerAssociation(t.api, { name_association: 'Refuge avec placement' });
    const animal = await createAnimal(t.api, shelter, { name: 'Accueilli' });
    const request = await createRequest(t.api, keeperFamily, animal);
    expectStatus(await decide(t.api, shelter, request.id, 'Approuvée'), 200);

    const res = await t.api.as(shelter.token).delete(`/api/associations/${shelter.associationId}`);
    expectStatus(res, 409);
    expect(res.body.message).toBe(API_MESSAGES.placementsActive);
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 200);
    expectStatus(await t.api.anon.post('/login', { email: shelter.email, password: shelter.password }), 200);
  });

  it('deleting an account leaves the other accounts intact', async () => {
    expectStatus(await t.api.anon.get(`/api/associations/${keeper.associationId}`), 200);
    expectStatus(await t.api.as(keeperFamily.token).get(`/api/families/${keeperFamily.familyId}`), 200);
    expectStatus(await t.api.anon.post('/login', { email: keeper.email, password: keeper.password }), 200);
  });
});
