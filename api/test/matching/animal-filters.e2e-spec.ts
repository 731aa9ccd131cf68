import { MATCHING_MESSAGES, type Animal } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, createRequest, registerFamily, type AssociationAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { bornAgo, ids, placedAssociation } from './setup';

/** GET /api/animals with the matching (docs/matching.md) filters: each alone, combined, with paging, and every unknown value a 400. */
describe('matching: GET /api/animals filters', () => {
  let t: TestApp;
  let caen: AssociationAccount;
  let bayeux: AssociationAccount;
  let lyon: AssociationAccount;
  let ajaccio: AssociationAccount;
  const a: Record<string, Animal> = {};

  const list = async (query: string): Promise<{ animals: Animal[]; total: number }> => {
    const res = await t.api.anon.get(`/api/animals?${query}`);
    expectStatus(res, 200);
    return { animals: res.body as Animal[], total: Number(res.headers['x-total-count']) };
  };
  const names = (animals: Animal[]) => animals.map((animal) => animal.name).sort();

  beforeAll(async () => {
    t = await startApp();
    caen = await placedAssociation(t, '14000', 'Caen', 'Refuge de Caen');
    bayeux = await placedAssociation(t, '14400', 'Bayeux', 'Refuge de Bayeux');
    lyon = await placedAssociation(t, '69002', 'Lyon', 'Refuge de Lyon');
    ajaccio = await placedAssociation(t, '20000', 'Ajaccio', 'Refuge Corse');
    // Caen: a young female dog good with everyone, an adult male cat good with children only, a senior dog.
    a.chiot = await createAnimal(t.api, caen, {
      name: 'Chiot',
      species_id: 1,
      gender: 'femelle',
      date_of_birth: bornAgo(0, 100),
      size: 'petit',
      good_with_children: true,
      good_with_cats: true,
      good_with_dogs: true,
    });
    a.matou = await createAnimal(t.api, caen, {
      name: 'Matou',
      species_id: 2,
      gender: 'mâle',
      date_of_birth: bornAgo(3),
      size: 'moyen',
      good_with_children: true,
      good_with_cats: false,
    });
    a.doyen = await createAnimal(t.api, caen, {
      name: 'Doyen',
      species_id: 1,
      gender: 'mâle',
      date_of_birth: bornAgo(9),
      size: 'grand',
      good_with_children: false,
    });
    // Bayeux (about 25 km from Caen): a young cat good with children and dogs.
    a.minette = await createAnimal(t.api, bayeux, {
      name: 'Minette',
      species_id: 2,
      gender: 'femelle',
      date_of_birth: bornAgo(0, 200),
      good_with_children: true,
      good_with_dogs: true,
    });
    // Lyon: an adult rabbit, everything unknown. Ajaccio: an adult dog good with children.
    a.lapin = await createAnimal(t.api, lyon, { name: 'Lapinou', species_id: 3, date_of_birth: bornAgo(2) });
    a.corse = await createAnimal(t.api, ajaccio, {
      name: 'Corsu',
      species_id: 1,
      date_of_birth: bornAgo(5),
      good_with_children: true,
    });
    // Matou is housed (an approved request).
    const family = await registerFamily(t.api);
    const request = await createRequest(t.api, family, a.matou);
    expectStatus(
      await t.api.as(caen.token).put('/api/associations/requests-mods', { id: request.id, status: 'Approuvée' }),
      200,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('without filters the SPEC list is unchanged: every animal, by id, with the new fields', async () => {
    const { animals, total } = await list('');
    expect(ids(animals)).toEqual([...ids(animals)].sort((x, y) => x - y));
    expect(total).toBe(6);
    const chiot = animals.find((animal) => animal.id === a.chiot.id) as Animal;
    expect(chiot).toMatchObject({
      size: 'petit',
      good_with_children: true,
      good_with_cats: true,
      good_with_dogs: true,
    });
    const lapin = animals.find((animal) => animal.id === a.lapin.id) as Animal;
    expect(lapin).toMatchObject({ size: null, good_with_children: null, good_with_cats: null, good_with_dogs: null });
  });

  it('sex', async () => {
    expect(names((await list('sex=femelle')).animals)).toEqual(['Chiot', 'Minette']);
    expect((await list(`sex=${encodeURIComponent('mâle')}`)).total).toBe(4);
  });

  it('age: young under 1 year, adult 1 to 7, senior 8 and more', async () => {
    expect(names((await list('age=young')).animals)).toEqual(['Chiot', 'Minette']);
    expect(names((await list('age=adult')).animals)).toEqual(['Corsu', 'Lapinou', 'Matou']);
    expect(names((await list('age=senior')).animals)).toEqual(['Doyen']);
  });

  it('age bounds: exactly 1 year old is adult, exactly 8 is senior', async () => {
    const edge1 = await createAnimal(t.api, lyon, { name: 'Un an', date_of_birth: bornAgo(1) });
    const edge8 = await createAnimal(t.api, lyon, { name: 'Huit ans', date_of_birth: bornAgo(8) });
    try {
      expect(ids((await list('age=adult')).animals)).toContain(edge1.id);
      expect(ids((await list('age=young')).animals)).not.toContain(edge1.id);
      expect(ids((await list('age=senior')).animals)).toContain(edge8.id);
      expect(ids((await list('age=adult')).animals)).not.toContain(edge8.id);
    } finally {
      for (const animal of [edge1, edge8]) await t.api.as(lyon.token).delete(`/api/animals/${animal.id}`);
    }
  });

  it('size', async () => {
    expect(names((await list('size=grand')).animals)).toEqual(['Doyen']);
    expect((await list('size=moyen')).total).toBe(1);
  });

  it('good_with: only animals known to be good with each (unknown is not yes)', async () => {
    expect(names((await list('good_with=children')).animals)).toEqual(['Chiot', 'Corsu', 'Matou', 'Minette']);
    expect(names((await list('good_with=children,dogs')).animals)).toEqual(['Chiot', 'Minette']);
    expect(names((await list('good_with=cats')).animals)).toEqual(['Chiot']);
    expect(names((await list('good_with=children,cats,dogs')).animals)).toEqual(['Chiot']);
  });

  it('department, Corsica included', async () => {
    expect(names((await list('department=14')).animals)).toEqual(['Chiot', 'Doyen', 'Matou', 'Minette']);
    expect(names((await list('department=2A')).animals)).toEqual(['Corsu']);
    expect(names((await list('department=2a')).animals)).toEqual(['Corsu']);
    expect((await list('department=2B')).total).toBe(0);
  });

  it('near + radius_km: associations within the distance, 50 km by default', async () => {
    expect(names((await list('near=14000')).animals)).toEqual(['Chiot', 'Doyen', 'Matou', 'Minette']);
    expect(names((await list('near=14000&radius_km=10')).animals)).toEqual(['Chiot', 'Doyen', 'Matou']);
    expect(names((await list('near=69001&radius_km=5')).animals)).toEqual(['Lapinou']);
    expect((await list('near=75001&radius_km=20')).total).toBe(0);
    expect(names((await list('near=14000&radius_km=500')).animals)).toEqual(['Chiot', 'Doyen', 'Matou', 'Minette']);
  });

  it('sort=distance orders by the association distance, then id; each animal carries distance_km', async () => {
    const { animals } = await list('near=14400&radius_km=50&sort=distance');
    expect(animals.map((animal) => animal.name)).toEqual(['Minette', 'Chiot', 'Matou', 'Doyen']);
    expect(animals[0].distance_km).toBeLessThan(animals[1].distance_km as number);
    expect(animals[1].distance_km).toBeGreaterThan(15);
    expect(animals[1].distance_km).toBeLessThan(40);
  });

  it('the default order is unchanged with near (by id)', async () => {
    const { animals } = await list('near=14400&radius_km=50');
    expect(ids(animals)).toEqual([a.chiot.id, a.matou.id, a.doyen.id, a.minette.id]);
  });

  it('available=true: only animals not housed; available=false filters nothing', async () => {
    expect(names((await list('available=true&department=14')).animals)).toEqual(['Chiot', 'Doyen', 'Minette']);
    expect((await list('available=false')).total).toBe(6);
  });

  it('combined filters, with species, paging and X-Total-Count of the filtered set', async () => {
    expect(names((await list('species=Chien&age=young&good_with=children&near=14000')).animals)).toEqual(['Chiot']);
    expect(names((await list('species=Chat&good_with=children&department=14&available=true')).animals)).toEqual([
      'Minette',
    ]);
    expect((await list('species=Chien&sex=femelle&size=grand')).total).toBe(0);
    const page = await list('department=14&limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(ids(page.animals)).toEqual([a.matou.id, a.doyen.id]);
    const sorted = await list('near=14400&sort=distance&limit=1&offset=1&good_with=children');
    expect(sorted.total).toBe(3);
    expect(sorted.animals.map((animal) => animal.name)).toEqual(['Chiot']);
  });

  it('the total follows writes (cached per filter set)', async () => {
    expect((await list('department=2A')).total).toBe(1);
    const extra = await createAnimal(t.api, ajaccio, { name: 'Sgiò', good_with_children: true });
    expect((await list('department=2A')).total).toBe(2);
    await t.api.as(ajaccio.token).delete(`/api/animals/${extra.id}`);
    expect((await list('department=2A')).total).toBe(1);
  });

  it.each([
    ['sex=male', 'sex', MATCHING_MESSAGES.sex],
    ['age=old', 'age', MATCHING_MESSAGES.age],
    ['size=enorme', 'size', MATCHING_MESSAGES.size],
    ['good_with=children,horses', 'good_with', MATCHING_MESSAGES.goodWith],
    ['good_with=', 'good_with', undefined],
    ['department=20', 'department', MATCHING_MESSAGES.department],
    ['department=99', 'department', MATCHING_MESSAGES.department],
    ['near=1400', 'near', MATCHING_MESSAGES.near],
    ['near=99999', 'near', MATCHING_MESSAGES.nearUnknown],
    ['near=14000&radius_km=0', 'radius_km', MATCHING_MESSAGES.radius],
    ['near=14000&radius_km=501', 'radius_km', MATCHING_MESSAGES.radius],
    ['near=14000&radius_km=abc', 'radius_km', MATCHING_MESSAGES.radius],
    ['sort=distance', 'sort', MATCHING_MESSAGES.sortNeedsNear],
    ['near=14000&sort=name', 'sort', MATCHING_MESSAGES.sort],
    ['available=yes', 'available', MATCHING_MESSAGES.available],
  ])('%s is a 400 naming the parameter', async (query, parameter, message) => {
    const res = await t.api.anon.get(`/api/animals?${query}`);
    if (message === undefined) {
      // An empty good_with is no filter.
      expectStatus(res, 200);
      return;
    }
    const messages = expectFrenchError(res, 400);
    expect(messages).toContain(message);
    expect(message).toContain(parameter);
  });
});
