/**
 * Idempotent writes (docs/decisions/idempotency.md): a write sent again with the same Idempotency-Key (the platform client's one retry after a lost answer)
 * gets the first answer, and the write is done once. The end-to-end measure, with a replica killed during writes,
 * is in e2e/resilience/02-instance-killed.
 */
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from './support/app';
import { expectFrenchError, expectStatus } from './support/http';
import {
  animalPayload,
  createAnimal,
  createRequest,
  fileExists,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
} from './support/fixtures';
import { imageDataUrl } from './support/images';

describe('Idempotency-Key', () => {
  let t: TestApp;
  let shelter: AssociationAccount;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  const ownAnimals = async (association: AssociationAccount) =>
    (await t.api.anon.get(`/api/associations/${association.associationId}/animals`)).body.animals as { name: string }[];
  const post = (token: string, url: string, body: unknown, key: string) =>
    t.api.as(token).post(url, body).set('Idempotency-Key', key);

  it('answers a repeated POST with the first answer, and creates the animal once', async () => {
    const key = randomUUID();
    const body = animalPayload(shelter, { name: 'Unique' });
    const first = await post(shelter.token, '/api/animals', body, key);
    expectStatus(first, 201);
    const again = await post(shelter.token, '/api/animals', body, key);
    expectStatus(again, 201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await ownAnimals(shelter)).filter((animal) => animal.name === 'Unique')).toHaveLength(1);
  });

  it('answers two simultaneous attempts with one write', async () => {
    const key = randomUUID();
    const body = animalPayload(shelter, { name: 'Jumeau' });
    const [a, b] = await Promise.all([
      post(shelter.token, '/api/animals', body, key),
      post(shelter.token, '/api/animals', body, key),
    ]);
    expectStatus(a, 201);
    expectStatus(b, 201);
    expect(b.body.id).toBe(a.body.id);
    expect((await ownAnimals(shelter)).filter((animal) => animal.name === 'Jumeau')).toHaveLength(1);
  });

  it('replays a PUT too', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, shelter);
    const request = await createRequest(t.api, family, animal);
    const key = randomUUID();
    const edit = { id: request.id, motivation: 'Nouvelle motivation' };
    const first = await t.api.as(family.token).put('/api/families/requests-mods', edit).set('Idempotency-Key', key);
    expectStatus(first, 200);
    const again = await t.api.as(family.token).put('/api/families/requests-mods', edit).set('Idempotency-Key', key);
    expectStatus(again, 200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same key for another request, in French', async () => {
    const key = randomUUID();
    expectStatus(await post(shelter.token, '/api/animals', animalPayload(shelter, { name: 'Premier' }), key), 201);
    const other = await post(shelter.token, '/api/animals', animalPayload(shelter, { name: 'Second' }), key);
    expect(expectFrenchError(other, 422)).toEqual(['Cette clé Idempotency-Key a déjà servi pour une autre requête.']);
  });

  it('keeps keys per caller: another account with the same key makes its own write', async () => {
    const key = randomUUID();
    const other = await registerAssociation(t.api);
    const mine = await post(shelter.token, '/api/animals', animalPayload(shelter, { name: 'Clé partagée' }), key);
    const theirs = await post(other.token, '/api/animals', animalPayload(other, { name: 'Clé partagée' }), key);
    expectStatus(mine, 201);
    expectStatus(theirs, 201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('keeps nothing for a write that was refused: the corrected request with the same key is done', async () => {
    const key = randomUUID();
    const refused = await post(shelter.token, '/api/animals', animalPayload(shelter, { name: '' }), key);
    expectStatus(refused, 400);
    const fixed = await post(shelter.token, '/api/animals', animalPayload(shelter, { name: 'Corrigé' }), key);
    expectStatus(fixed, 201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const body = animalPayload(shelter, { name: 'Hier' });
    const first = await post(shelter.token, '/api/animals', body, key);
    expectStatus(first, 201);
    await t.app
      .get(DataSource)
      .query('UPDATE idempotency_keys SET created_ms = ? WHERE idem_key = ?', [Date.now() - 25 * 3600 * 1000, key]);
    const later = await post(shelter.token, '/api/animals', body, key);
    expectStatus(later, 201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  describe('an attempt killed after its write committed and before its answer was kept', () => {
    /** What such an attempt leaves: its key's row and the write's result, committed together; no answer. */
    const dieBeforeAnswering = (key: string) =>
      t.app
        .get(DataSource)
        .query('UPDATE idempotency_keys SET status_code = NULL, response_body = NULL WHERE idem_key = ?', [key]);

    it('the retry of a creation gets the created animal, stored once', async () => {
      const key = randomUUID();
      const body = animalPayload(shelter, { name: 'Rescapé' });
      const first = await post(shelter.token, '/api/animals', body, key);
      expectStatus(first, 201);
      await dieBeforeAnswering(key);
      const retry = await post(shelter.token, '/api/animals', body, key);
      expectStatus(retry, 201);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect((await ownAnimals(shelter)).filter((animal) => animal.name === 'Rescapé')).toHaveLength(1);
      // The answer is now kept: a further repeat is a plain replay.
      const again = await post(shelter.token, '/api/animals', body, key);
      expect(again.body).toEqual(first.body);
    });

    it('the retry of a foster request gets that request, not "already asked"', async () => {
      const family = await registerFamily(t.api);
      const animal = await createAnimal(t.api, shelter);
      const key = randomUUID();
      const body = { animal_id: animal.id, family_id: family.familyId, motivation: 'Grand jardin' };
      const first = await post(family.token, '/api/animals/requests', body, key);
      expectStatus(first, 201);
      await dieBeforeAnswering(key);
      const retry = await post(family.token, '/api/animals/requests', body, key);
      expectStatus(retry, 201);
      expect(retry.body.id).toBe(first.body.id);
    });

    it('the retry of a photo change keeps the new photo and deletes the old one', async () => {
      const animal = await createAnimal(t.api, shelter, { url_image: await imageDataUrl('png', 24) });
      const key = randomUUID();
      const edit = { url_image: await imageDataUrl('png', 32) };
      const first = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit).set('Idempotency-Key', key);
      expectStatus(first, 200);
      await dieBeforeAnswering(key);
      const retry = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, edit).set('Idempotency-Key', key);
      expectStatus(retry, 200);
      expect(retry.body.url_image).toBe(first.body.url_image);
      expectStatus(await t.api.anon.get(retry.body.url_image as string), 200);
      expect(fileExists(uploadPath(t.uploadDir, animal.url_image!))).toBe(false);
    });
  });

  it('refuses a malformed key in French', async () => {
    const res = await post(shelter.token, '/api/animals', animalPayload(shelter), 'court');
    expect(expectFrenchError(res, 400)).toEqual([
      "L'en-tête Idempotency-Key doit contenir de 16 à 100 lettres, chiffres, tirets ou soulignés.",
    ]);
  });

  it('keeps nothing of a login (its answer is a token)', async () => {
    const family = await registerFamily(t.api);
    const key = randomUUID();
    const login = await t.api.anon
      .post('/login', { email: family.email, password: family.password })
      .set('Idempotency-Key', key);
    expectStatus(login, 200);
    const rows = await t.app.get(DataSource).query('SELECT id FROM idempotency_keys WHERE idem_key = ?', [key]);
    expect(rows).toEqual([]);
  });
});
