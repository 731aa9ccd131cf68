/**
 * Favourites (docs/product.md#favourites): a family keeps animals, finds them in the list's shape with their state
 * today, and loses them with its account; nobody else reads or writes them.
 */
import { FAVOURITES_MAX, FAVOURITE_MESSAGES, type Animal } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, createRequest, decide, registerAssociation, registerFamily } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';

describe('favourites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t?.close());

  it('a family keeps animals, newest first, in the shape of the list and with their state today', async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const other = await registerFamily(t.api);
    const first = await createAnimal(t.api, association, { name: 'Réglisse' });
    const second = await createAnimal(t.api, association, { name: 'Caramel' });
    const me = t.api.as(family.token);

    // The later animal first: the list follows the order of the taps, not the ids.
    expectStatus(await me.put(`/api/me/favourites/${second.id}`), 204);
    expectStatus(await me.put(`/api/me/favourites/${first.id}`), 204);
    // Again: still one favourite, and no error for a repeated tap.
    expectStatus(await me.put(`/api/me/favourites/${first.id}`), 204);
    // Housed meanwhile: the favourite shows it.
    const request = await createRequest(t.api, other, first);
    expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);

    const list = await me.get('/api/me/favourites');
    expectStatus(list, 200);
    const animals = list.body as Animal[];
    expect(animals.map((a) => a.name)).toEqual(['Réglisse', 'Caramel']);
    const listed = await t.api.anon.get(`/api/animals?association_id=${association.associationId}`);
    expect(Object.keys(animals[0]).sort()).toEqual(Object.keys((listed.body as Animal[])[0]).sort());
    expect(animals[0].requests?.map((r) => r.status)).toEqual(['Approuvée']);

    // Another family's list is its own.
    const theirs = await t.api.as(other.token).get('/api/me/favourites');
    expectStatus(theirs, 200);
    expect(theirs.body).toEqual([]);

    expectStatus(await me.delete(`/api/me/favourites/${second.id}`), 204);
    expectStatus(await me.delete(`/api/me/favourites/${second.id}`), 204);
    expect(((await me.get('/api/me/favourites')).body as Animal[]).map((a) => a.name)).toEqual(['Réglisse']);
  });

  it('an unknown animal is 404; a visitor 401; an association 403', async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association);
    expectStatus(await t.api.as(family.token).put('/api/me/favourites/999999'), 404);
    expectStatus(await t.api.anon.put(`/api/me/favourites/${animal.id}`), 401);
    expectStatus(await t.api.anon.get('/api/me/favourites'), 401);
    expectStatus(await t.api.as(association.token).put(`/api/me/favourites/${animal.id}`), 403);
    expectStatus(await t.api.as(association.token).get('/api/me/favourites'), 403);
    expectStatus(await t.api.as(association.token).delete(`/api/me/favourites/${animal.id}`), 403);
    expectStatus(await t.api.as(family.token).put('/api/me/favourites/abc'), 400);
  });

  it('two taps at once keep one favourite', async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association);
    const me = t.api.as(family.token);
    const answers = await Promise.all([1, 2, 3].map(() => me.put(`/api/me/favourites/${animal.id}`)));
    for (const answer of answers) expectStatus(answer, 204);
    expect(((await me.get('/api/me/favourites')).body as Animal[]).map((a) => a.id)).toEqual([animal.id]);
  });

  it(`stops at ${FAVOURITES_MAX} favourites with a French message`, async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association);
    const db = t.app.get(DataSource);
    // The ceiling's worth of animals and favourites written directly: the rule under test is the next PUT.
    for (let i = 0; i < FAVOURITES_MAX; i++) {
      const inserted = await db.query(
        `INSERT INTO animals (name, breed, gender, date_of_birth, description, species_id, association_id)
         VALUES ('Lot', 'Européen', 'mâle', '2021-04-15', 'Un chat.', 2, ?)`,
        [association.associationId],
      );
      const id = Number(
        (inserted as { insertId?: number }).insertId ?? (await db.query('SELECT last_insert_rowid() AS id'))[0].id,
      );
      await db.query('INSERT INTO favourites (family_id, animal_id) VALUES (?, ?)', [family.familyId, id]);
    }
    const refused = await t.api.as(family.token).put(`/api/me/favourites/${animal.id}`);
    expect(expectFrenchError(refused, 409)).toEqual([FAVOURITE_MESSAGES.full]);
    expect(refused.body.code).toBe('favourites_full');
  });

  it("go with the family's account", async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association);
    expectStatus(await t.api.as(family.token).put(`/api/me/favourites/${animal.id}`), 204);
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
    const rows = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM favourites WHERE family_id = ?', [family.familyId]);
    expect(Number(rows[0].n)).toBe(0);
  });
});
