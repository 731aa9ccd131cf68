import { API_MESSAGES, type Animal } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  animalPayload,
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from './support/http';

function expectAnimalShape(animal: Animal) {
  expect(animal).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      name: expect.any(String),
      gender: expect.stringMatching(/^(mâle|femelle)$/),
      date_of_birth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      species_id: expect.any(Number),
      species: { id: animal.species_id, name: expect.any(String) },
      association_id: expect.any(Number),
      association: expect.objectContaining({ id: animal.association_id, name_association: expect.any(String) }),
      requests: expect.any(Array),
    }),
  );
  expect(animal).toHaveProperty('breed');
  expect(animal).toHaveProperty('description');
  expect(animal).toHaveProperty('url_image');
  expect(animal).toHaveProperty('url_thumbnail');
}

describe('animals', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;
  let cat: Animal;
  let dog: Animal;
  let rabbit: Animal;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api, { name_association: 'Refuge du Rhône' });
    other = await registerAssociation(t.api, { name_association: 'SPA de Savoie', RNA_code: 'W731234567' });
    family = await registerFamily(t.api);
    cat = await createAnimal(t.api, shelter, { name: 'Minou', species_id: 2, gender: 'mâle' });
    dog = await createAnimal(t.api, shelter, { name: 'Rex', species_id: 1, gender: 'mâle', breed: 'Labrador' });
    rabbit = await createAnimal(t.api, other, { name: 'Panpan', species_id: 3, gender: 'femelle' });
  });
  afterAll(async () => t?.close());

  describe('POST /api/animals', () => {
    it('creates an animal (201) with the spec fields', async () => {
      const body = animalPayload(shelter, {
        name: 'Caramel',
        breed: 'Siamois',
        date_of_birth: '2022-05-01',
        description: 'Joueuse et douce.',
        gender: 'femelle',
        species_id: 2,
      });
      const res = await t.api.as(shelter.token).post('/api/animals', body);
      expectStatus(res, 201);
      expectAnimalShape(res.body);
      expect(res.body).toMatchObject({
        name: 'Caramel',
        breed: 'Siamois',
        date_of_birth: '2022-05-01',
        description: 'Joueuse et douce.',
        gender: 'femelle',
        url_image: null,
        url_thumbnail: null,
        species_id: 2,
        species: { id: 2, name: 'Chat' },
        association_id: shelter.associationId,
        association: { id: shelter.associationId, name_association: 'Refuge du Rhône' },
        requests: [],
      });
    });

    it('takes the association from the token when the body has none', async () => {
      const { association_id: _omitted, ...body } = animalPayload(shelter, { name: 'Sans Asso' });
      const res = await t.api.as(shelter.token).post('/api/animals', body);
      expectStatus(res, 201);
      expect(res.body.association_id).toBe(shelter.associationId);
    });

    it('accepts an animal without breed, description or image (optional fields)', async () => {
      const res = await t.api.as(shelter.token).post('/api/animals', {
        name: 'Minimal',
        gender: 'mâle',
        date_of_birth: '2020-01-01',
        species_id: 1,
        association_id: shelter.associationId,
      });
      expectStatus(res, 201);
      expect(res.body.name).toBe('Minimal');
      expect(res.body.species).toEqual({ id: 1, name: 'Chien' });
    });

    it('is 401 for anonymous callers', async () => {
      expectStatus(await t.api.anon.post('/api/animals', animalPayload(shelter)), 401);
    });

    it('is 403 for a family', async () => {
      const res = await t.api.as(family.token).post('/api/animals', animalPayload(shelter, { name: 'Intrus' }));
      expectStatus(res, 403);
    });

    it('is 403 when an association creates for another association', async () => {
      const res = await t.api.as(other.token).post('/api/animals', animalPayload(shelter, { name: 'Usurpé' }));
      expectStatus(res, 403);
      const list = await t.api.anon.get(`/api/associations/${shelter.associationId}/animals`);
      expect(list.body.animals.map((a: Animal) => a.name)).not.toContain('Usurpé');
    });

    it.each([
      ['name missing', { name: undefined }],
      ['name blank', { name: '   ' }],
      ['gender not mâle/femelle', { gender: 'male' }],
      ['gender missing', { gender: undefined }],
      ['species_id unknown', { species_id: 9 }],
      ['species_id missing', { species_id: undefined }],
      ['species_id as text', { species_id: 'Chat' }],
      ['date_of_birth not a date', { date_of_birth: 'hier' }],
      ['date_of_birth impossible', { date_of_birth: '2021-02-30' }],
      ['date_of_birth missing', { date_of_birth: undefined }],
      ['name over 100 characters', { name: 'n'.repeat(101) }],
      ['breed over 100 characters', { breed: 'b'.repeat(101) }],
    ])('is 400 in French when %s', async (_name, override) => {
      const body: Record<string, unknown> = { ...animalPayload(shelter), ...override };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      expectFrenchError(await t.api.as(shelter.token).post('/api/animals', body), 400);
    });

    it('uses the contract messages for gender, species and date', async () => {
      const gender = await t.api.as(shelter.token).post('/api/animals', animalPayload(shelter, { gender: 'male' }));
      expect(messagesOf(gender)).toContain(API_MESSAGES.invalidGender);
      const species = await t.api.as(shelter.token).post('/api/animals', animalPayload(shelter, { species_id: 9 }));
      expect(messagesOf(species)).toContain(API_MESSAGES.unknownSpecies);
      const date = await t.api
        .as(shelter.token)
        .post('/api/animals', animalPayload(shelter, { date_of_birth: 'hier' }));
      expect(messagesOf(date)).toContain(API_MESSAGES.invalidDate);
    });
  });

  describe('GET /api/animals', () => {
    it('answers an array of animals with X-Total-Count', async () => {
      const res = await t.api.anon.get('/api/animals');
      expectStatus(res, 200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      for (const animal of res.body) expectAnimalShape(animal);
      const names = res.body.map((a: Animal) => a.name);
      expect(names).toEqual(expect.arrayContaining(['Minou', 'Rex', 'Panpan']));
    });

    it('filters by species name', async () => {
      const res = await t.api.anon.get('/api/animals?species=Chat');
      expectStatus(res, 200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((a: Animal) => a.species.name === 'Chat' && a.species_id === 2)).toBe(true);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      const rabbits = await t.api.anon.get('/api/animals?species=Lapin');
      expect(rabbits.body.map((a: Animal) => a.id)).toEqual([rabbit.id]);
      expect(rabbits.headers['x-total-count']).toBe('1');
    });

    it('pages with limit and offset while X-Total-Count keeps the full total', async () => {
      const all = await t.api.anon.get('/api/animals');
      const total = all.body.length;
      expect(total).toBeGreaterThanOrEqual(4);
      const page = await t.api.anon.get('/api/animals?limit=2&offset=1');
      expectStatus(page, 200);
      expect(page.body).toHaveLength(2);
      expect(Number(page.headers['x-total-count'])).toBe(total);
      expect(page.body.map((a: Animal) => a.id)).toEqual(all.body.slice(1, 3).map((a: Animal) => a.id));
      const beyond = await t.api.anon.get(`/api/animals?limit=5&offset=${total + 10}`);
      expect(beyond.body).toEqual([]);
      expect(Number(beyond.headers['x-total-count'])).toBe(total);
      const dogs = await t.api.anon.get('/api/animals?species=Chien&limit=1');
      expect(dogs.body).toHaveLength(1);
      expect(dogs.body[0].species.name).toBe('Chien');
      expect(Number(dogs.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    });

    it('never answers more than 100 items and rejects nonsense paging without a server error', async () => {
      const big = await t.api.anon.get('/api/animals?limit=1000');
      expectStatus(big, 400);
      if (big.status === 200) expect(big.body.length).toBeLessThanOrEqual(100);
      expectStatus(await t.api.anon.get('/api/animals?limit=-1'), 400);
      expectStatus(await t.api.anon.get('/api/animals?offset=abc'), 400);
      const unknownSpecies = await t.api.anon.get('/api/animals?species=Dragon');
      expectStatus(unknownSpecies, 400);
      if (unknownSpecies.status === 200) expect(unknownSpecies.body).toEqual([]);
    });
  });

  describe('GET /api/animals/{id}', () => {
    it('answers the animal with species, association and requests', async () => {
      const res = await t.api.anon.get(`/api/animals/${dog.id}`);
      expectStatus(res, 200);
      expectAnimalShape(res.body);
      expect(res.body).toMatchObject({
        id: dog.id,
        name: 'Rex',
        breed: 'Labrador',
        species: { id: 1, name: 'Chien' },
        association: { id: shelter.associationId, name_association: 'Refuge du Rhône', city: 'Lyon' },
        requests: [],
      });
    });

    it("says where the animal is: its association's city, in the animal and in every list", async () => {
      const [one, list, own] = await Promise.all([
        t.api.anon.get(`/api/animals/${dog.id}`),
        t.api.anon.get('/api/animals?limit=100'),
        t.api.anon.get(`/api/associations/${shelter.associationId}/animals`),
      ]);
      expect(one.body.association.city).toBe('Lyon');
      expect(list.body.find((animal: Animal) => animal.id === dog.id).association.city).toBe('Lyon');
      expect(own.body.animals.find((animal: Animal) => animal.id === dog.id).association.city).toBe('Lyon');
    });

    it('lists the requests made for the animal', async () => {
      const animal = await createAnimal(t.api, shelter, { name: 'Demandé' });
      const request = await createRequest(t.api, family, animal);
      const res = await t.api.anon.get(`/api/animals/${animal.id}`);
      expect(res.body.requests).toEqual([
        expect.objectContaining({
          id: request.id,
          status: 'En attente',
          family_id: family.familyId,
          association_id: shelter.associationId,
          animal_id: animal.id,
        }),
      ]);
    });

    it('is 404 for an unknown id and never 500 for a non-numeric one', async () => {
      const res = await t.api.anon.get('/api/animals/999999');
      expectFrenchError(res, 404);
      expectStatus(await t.api.anon.get('/api/animals/abc'), 400);
      for (const id of ['-1', '1.5', '99999999999999999999', '0x10']) {
        expectStatus(await t.api.anon.get(`/api/animals/${id}`), 400);
      }
    });
  });

  describe('PUT /api/animals/{id}', () => {
    const edit = (overrides: Record<string, unknown> = {}) => ({
      name: 'Rex II',
      date_of_birth: '2019-03-03',
      breed: 'Berger',
      gender: 'mâle',
      description: 'Modifié.',
      url_image: null,
      ...overrides,
    });

    it('lets the owner edit (200, Animal)', async () => {
      const animal = await createAnimal(t.api, shelter, { name: 'Avant', species_id: 1 });
      const res = await t.api
        .as(shelter.token)
        .put(`/api/animals/${animal.id}`, edit({ associationID: shelter.associationId }));
      expectStatus(res, 200);
      expectAnimalShape(res.body);
      expect(res.body).toMatchObject({
        id: animal.id,
        name: 'Rex II',
        date_of_birth: '2019-03-03',
        breed: 'Berger',
        description: 'Modifié.',
        association_id: shelter.associationId,
      });
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      expect(read.body.name).toBe('Rex II');
    });

    it('is 403 for another association, even naming itself in associationID', async () => {
      const asItself = await t.api
        .as(other.token)
        .put(`/api/animals/${cat.id}`, edit({ associationID: other.associationId }));
      expectStatus(asItself, 403);
      const asOwner = await t.api
        .as(other.token)
        .put(`/api/animals/${cat.id}`, edit({ associationID: shelter.associationId }));
      expectStatus(asOwner, 403);
      const read = await t.api.anon.get(`/api/animals/${cat.id}`);
      expect(read.body.name).toBe('Minou');
      expect(read.body.association_id).toBe(shelter.associationId);
    });

    it('is 403 when associationID disagrees with the token, even for the owner', async () => {
      const res = await t.api
        .as(shelter.token)
        .put(`/api/animals/${cat.id}`, edit({ associationID: other.associationId }));
      expectStatus(res, 403);
      const read = await t.api.anon.get(`/api/animals/${cat.id}`);
      expect(read.body.association_id).toBe(shelter.associationId);
      expect(read.body.name).toBe('Minou');
    });

    it('is 403 for a family and 401 anonymously', async () => {
      expectStatus(await t.api.as(family.token).put(`/api/animals/${cat.id}`, edit()), 403);
      expectStatus(await t.api.anon.put(`/api/animals/${cat.id}`, edit()), 401);
    });

    it('is 404 for an unknown animal', async () => {
      const res = await t.api
        .as(shelter.token)
        .put('/api/animals/999999', edit({ associationID: shelter.associationId }));
      expectStatus(res, 404);
    });

    it('is 400 for an invalid gender', async () => {
      const res = await t.api
        .as(shelter.token)
        .put(`/api/animals/${cat.id}`, edit({ gender: 'chat', associationID: shelter.associationId }));
      expectFrenchError(res, 400);
    });
  });

  describe('DELETE /api/animals/{id}', () => {
    it('is 403 for another association and for a family, 401 anonymously', async () => {
      expectStatus(await t.api.as(other.token).delete(`/api/animals/${dog.id}`), 403);
      expectStatus(await t.api.as(family.token).delete(`/api/animals/${dog.id}`), 403);
      expectStatus(await t.api.anon.delete(`/api/animals/${dog.id}`), 401);
      expectStatus(await t.api.anon.get(`/api/animals/${dog.id}`), 200);
    });

    it("lets the owner delete (204); the animal is gone, its requests stay as 'Animal retiré'", async () => {
      const animal = await createAnimal(t.api, shelter, { name: 'Partant' });
      const request = await createRequest(t.api, family, animal);
      const res = await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`);
      expectStatus(res, 204);
      expect(res.text ?? '').toBe('');
      expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 404);
      const requests = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
      // test/mail/animal-withdrawn.e2e-spec.ts says the rest.
      expect(requests.body.requests.find((r: { id: number }) => r.id === request.id)).toMatchObject({
        animal_id: null,
        reason: 'animal_withdrawn',
      });
      expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`), 404);
    });

    it('is 404 for an unknown animal', async () => {
      expectStatus(await t.api.as(shelter.token).delete('/api/animals/999999'), 404);
    });
  });

  describe('GET /api/associations/{id}/animals', () => {
    it('answers {animals} with only that association’s animals', async () => {
      const res = await t.api.anon.get(`/api/associations/${other.associationId}/animals`);
      expectStatus(res, 200);
      expect(Object.keys(res.body)).toEqual(['animals']);
      expect(res.body.animals.map((a: Animal) => a.id)).toEqual([rabbit.id]);
      expectAnimalShape(res.body.animals[0]);
      expect(res.body.animals[0].association.name_association).toBe('SPA de Savoie');
    });

    it('is 404 for an unknown association', async () => {
      expectStatus(await t.api.anon.get('/api/associations/999999/animals'), 404);
    });
  });
});
