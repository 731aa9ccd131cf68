/**
 * Saved searches (docs/product.md#saved-searches): a family saves the catalogue's filters (the very schema and
 * messages of GET /api/animals), lists, renames, re-filters and deletes its own, at most 10; and each new animal is
 * kept for the searches it matches by the catalogue's own rules (the test compares with GET /api/animals).
 */
import {
  MATCHING_MESSAGES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type Animal,
  type SavedSearch,
} from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, registerAssociation, registerFamily, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { bornAgo, placedAssociation } from '../matching/setup';

describe('saved searches', () => {
  let t: TestApp;
  let family: FamilyAccount;

  const save = (who: FamilyAccount, body: Record<string, unknown>) =>
    t.api.as(who.token).post('/api/me/saved-searches', body);

  beforeAll(async () => {
    t = await startApp({ scheduler: { runJobs: false } });
    family = await registerFamily(t.api);
  }, 120_000);
  afterAll(async () => t?.close());

  it('a family saves a search, finds it in its list, renames it, changes its filters and frequency, deletes it', async () => {
    const created = await save(family, {
      name: '  Chats près de Caen ',
      frequency: 'instant',
      query: { species: 'Chats', good_with: 'cats,children', near: '14000', radius_km: 30 },
    });
    expectStatus(created, 201);
    const search = created.body as SavedSearch;
    expect(search).toMatchObject({
      name: 'Chats près de Caen',
      frequency: 'instant',
      query: { species: 'Chat', good_with: 'cats,children', near: '14000', radius_km: '30' },
    });
    const me = t.api.as(family.token);
    const list = await me.get('/api/me/saved-searches');
    expectStatus(list, 200);
    expect((list.body as SavedSearch[]).map((one) => one.id)).toEqual([search.id]);

    const renamed = await me.put(`/api/me/saved-searches/${search.id}`, { name: 'Chats', frequency: 'daily' });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ name: 'Chats', frequency: 'daily', query: search.query });
    const refiltered = await me.put(`/api/me/saved-searches/${search.id}`, { query: { sex: 'femelle' } });
    expectStatus(refiltered, 200);
    expect((refiltered.body as SavedSearch).query).toEqual({ sex: 'femelle' });

    expectStatus(await me.delete(`/api/me/saved-searches/${search.id}`), 204);
    expect((await me.get('/api/me/saved-searches')).body).toEqual([]);
    expectStatus(await me.delete(`/api/me/saved-searches/${search.id}`), 404);
  });

  it('the filters are checked by the catalogue’s schema, with its French messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sex: 'autre' }, MATCHING_MESSAGES.sex],
      [{ age: 'old' }, MATCHING_MESSAGES.age],
      [{ size: 'énorme' }, MATCHING_MESSAGES.size],
      [{ good_with: 'horses' }, MATCHING_MESSAGES.goodWith],
      [{ department: '20' }, MATCHING_MESSAGES.department],
      [{ near: '123' }, MATCHING_MESSAGES.near],
      [{ near: '14000', radius_km: '0' }, MATCHING_MESSAGES.radius],
      [{ near: '00000' }, MATCHING_MESSAGES.nearUnknown],
    ];
    for (const [query, message] of cases) {
      const res = await save(family, { name: 'Essai', frequency: 'daily', query });
      expect(expectFrenchError(res, 400)).toContain(message);
      // The catalogue answers the same query with the same message.
      const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      expect(messagesOf(await t.api.anon.get(`/api/animals?${params.toString()}`))).toContain(message);
    }
    expectFrenchError(await save(family, { name: 'Essai', frequency: 'weekly', query: {} }), 400);
    expect(messagesOf(await save(family, { name: ' ', frequency: 'daily', query: {} }))).toContain(
      SAVED_SEARCH_MESSAGES.nameRequired,
    );
    expectFrenchError(await save(family, { name: 'Essai', frequency: 'daily', query: 'species=Chat' }), 400);
  });

  it(`at most ${SAVED_SEARCHES_MAX} per account: the next is a 409 with a French message`, async () => {
    const full = await registerFamily(t.api);
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1)
      expectStatus(await save(full, { name: `Recherche ${i}`, frequency: 'off', query: {} }), 201);
    const refused = await save(full, { name: 'Une de trop', frequency: 'off', query: {} });
    expect(expectFrenchError(refused, 409)).toEqual([SAVED_SEARCH_MESSAGES.full]);
    // Another family is not counted with it.
    expectStatus(await save(family, { name: 'La mienne', frequency: 'off', query: {} }), 201);
  });

  it('only families save searches, and each reaches only its own', async () => {
    const association = await registerAssociation(t.api);
    expectStatus(await t.api.anon.get('/api/me/saved-searches'), 401);
    expectStatus(
      await t.api.as(association.token).post('/api/me/saved-searches', { name: 'x', frequency: 'off', query: {} }),
      403,
    );
    const created = await save(family, { name: 'À moi', frequency: 'daily', query: {} });
    const id = (created.body as SavedSearch).id;
    const other = t.api.as((await registerFamily(t.api)).token);
    expectStatus(await other.put(`/api/me/saved-searches/${id}`, { name: 'Volée' }), 404);
    expectStatus(await other.delete(`/api/me/saved-searches/${id}`), 404);
    expect(((await other.get('/api/me/saved-searches')).body as SavedSearch[]).length).toBe(0);
  });

  it('a new animal is kept for exactly the searches whose filters the catalogue would show it for', async () => {
    const caen = await placedAssociation(t, '14000', 'Caen', 'Refuge de Caen');
    const bayeux = await placedAssociation(t, '14400', 'Bayeux', 'Refuge de Bayeux');
    const lyon = await placedAssociation(t, '69002', 'Lyon', 'Refuge de Lyon');
    const ajaccio = await placedAssociation(t, '20000', 'Ajaccio', 'Refuge Corse');
    const seeker = await registerFamily(t.api);
    const queries: Record<string, Record<string, string>> = {
      tout: {},
      chiens: { species: 'Chien' },
      femelles: { sex: 'femelle' },
      jeunes: { age: 'young' },
      adultes: { age: 'adult' },
      seniors: { age: 'senior' },
      grands: { size: 'grand' },
      enfants: { good_with: 'children' },
      chatsEtChiens: { good_with: 'cats,dogs' },
      calvados: { department: '14' },
      corse: { department: '2A' },
      caen10: { near: '14000', radius_km: '10' },
      caen50: { near: '14000', radius_km: '50' },
      combine: { species: 'Chien', age: 'young', good_with: 'children', near: '14000' },
    };
    const searchIds: Record<string, number> = {};
    // Two accounts: at most 10 each.
    const second = await registerFamily(t.api);
    for (const [index, [name, query]] of Object.entries(queries).entries()) {
      const res = await save(index < 10 ? seeker : second, { name, frequency: 'instant', query });
      expectStatus(res, 201);
      searchIds[name] = (res.body as SavedSearch).id;
    }
    const off = await save(family, { name: 'Éteinte', frequency: 'off', query: {} });
    const posted: Animal[] = [
      await createAnimal(t.api, caen, {
        name: 'Chiot',
        species_id: 1,
        gender: 'femelle',
        date_of_birth: bornAgo(0, 100),
        size: 'petit',
        good_with_children: true,
        good_with_cats: true,
        good_with_dogs: true,
      }),
      await createAnimal(t.api, caen, {
        name: 'Matou',
        species_id: 2,
        date_of_birth: bornAgo(3),
        size: 'moyen',
        good_with_children: true,
        good_with_cats: false,
      }),
      await createAnimal(t.api, caen, { name: 'Doyen', species_id: 1, date_of_birth: bornAgo(9), size: 'grand' }),
      await createAnimal(t.api, bayeux, {
        name: 'Minette',
        species_id: 2,
        gender: 'femelle',
        date_of_birth: bornAgo(0, 30),
        good_with_children: true,
        good_with_dogs: true,
      }),
      await createAnimal(t.api, lyon, { name: 'Lapinou', species_id: 3, date_of_birth: bornAgo(2) }),
      await createAnimal(t.api, ajaccio, { name: 'Corsaire', species_id: 1, date_of_birth: bornAgo(5) }),
    ];
    const postedIds = new Set(posted.map((animal) => animal.id));
    const kept: Array<{ search_id: number; animal_id: number }> = await t.app
      .get(DataSource)
      .query('SELECT search_id, animal_id FROM saved_search_matches');
    for (const [name, query] of Object.entries(queries)) {
      const catalogue = await t.api.anon.get(`/api/animals?${new URLSearchParams(query).toString()}`);
      expectStatus(catalogue, 200);
      const expected = (catalogue.body as Animal[])
        .filter((animal) => postedIds.has(animal.id))
        .map((animal) => animal.name)
        .sort();
      const matched = kept
        .filter((row) => Number(row.search_id) === searchIds[name])
        .map((row) => posted.find((animal) => animal.id === Number(row.animal_id))?.name)
        .sort();
      expect({ name, matched }).toEqual({ name, matched: expected });
    }
    // Not vacuous: every animal is kept by 'tout', the combined search by the puppy only.
    expect(kept.filter((row) => Number(row.search_id) === searchIds.tout)).toHaveLength(posted.length);
    expect(
      kept.filter((row) => Number(row.search_id) === searchIds.combine).map((row) => Number(row.animal_id)),
    ).toEqual([posted[0].id]);
    // The searches whose alerts are off keep nothing.
    expect(kept.filter((row) => Number(row.search_id) === (off.body as SavedSearch).id)).toEqual([]);
  });
});
