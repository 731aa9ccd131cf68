import { MATCHING_MESSAGES, type Family, type FamilySearchResult } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { placedAssociation, visibleFamily } from './setup';

/** Every key a result may have: what a stranger may see of a family that opted in, nothing else (docs/matching.md). */
const ALLOWED_KEYS = [
  'id',
  'firstname',
  // The photo and the start of the presentation are public on the family's profile too.
  'url_thumbnail',
  'presentation',
  'city',
  'department',
  'housing_type_id',
  'houseType',
  'garden',
  'species',
  'available_from',
  'available_until',
  'capacity',
  'distance_km',
].sort();

describe('matching: GET /api/families/search', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let caen: FamilyAccount;
  let bayeux: FamilyAccount;
  let ajaccio: FamilyAccount;
  let hidden: FamilyAccount;
  let seenResults = 0;

  const search = async (query: string): Promise<{ families: FamilySearchResult[]; total: number }> => {
    const res = await t.api.as(association.token).get(`/api/families/search?${query}`);
    expectStatus(res, 200);
    const families = res.body as FamilySearchResult[];
    // Privacy on every result of every search of this file.
    for (const family of families) {
      expect(
        Object.keys(family)
          .sort()
          .every((key) => ALLOWED_KEYS.includes(key)),
      ).toBe(true);
      expect(res.text).not.toContain('rue ');
      expect(res.text).not.toContain('@example.com');
      expect(res.text).not.toMatch(/06\d{8}/);
      expect(res.text).not.toContain('Secretnom');
      seenResults += 1;
    }
    expect(families.map((family) => family.id)).not.toContain(hidden.familyId);
    return { families, total: Number(res.headers['x-total-count']) };
  };
  const ids = (families: FamilySearchResult[]) => families.map((family) => family.id);

  beforeAll(async () => {
    t = await startApp();
    association = await placedAssociation(t, '14000', 'Caen', 'Refuge de Caen');
    const identity = (firstname: string, zip_code: string, city: string) => ({
      firstname,
      lastname: 'Secretnom',
      zip_code,
      city,
      address: '7 rue Secrète',
      phone_number: '0611223344',
    });
    caen = await visibleFamily(
      t,
      { ...identity('Alice', '14000', 'Caen'), houseType: '1', garden: true },
      {
        foster_species: ['Chien'],
        available_from: '2030-01-01',
        available_until: '2030-06-30',
        children_at_home: true,
        capacity: 3,
      },
    );
    bayeux = await visibleFamily(
      t,
      { ...identity('Bruno', '14400', 'Bayeux'), houseType: '2', garden: false },
      {
        foster_species: ['Chat', 'Lapin'],
        children_at_home: false,
      },
    );
    ajaccio = await visibleFamily(
      t,
      { ...identity('Chiara', '20000', 'Ajaccio'), houseType: '3', garden: true },
      {
        foster_species: ['Chien', 'Chat'],
        available_from: '2030-03-01',
      },
    );
    // Registered, with a foster profile, but never ticked 'Je souhaite être visible des associations'.
    hidden = await registerFamily(t.api, { ...identity('Denise', '14000', 'Caen') });
    expectStatus(
      await t.api.as(hidden.token).put(`/api/families/${hidden.userId}`, { foster_species: ['Chien'], capacity: 4 }),
      200,
    );
  });
  afterAll(async () => {
    // The privacy checks above ran on real results.
    expect(seenResults).toBeGreaterThan(10);
    await t.close();
  });

  it('401 for visitors, 403 for families', async () => {
    expectStatus(await t.api.anon.get('/api/families/search'), 401);
    expectStatus(await t.api.as(caen.token).get('/api/families/search'), 403);
  });

  it('lists only families that opted in, with first name, city, département, housing, garden, species, availability, capacity', async () => {
    const { families, total } = await search('');
    expect(total).toBe(3);
    expect(ids(families)).toEqual([caen.familyId, bayeux.familyId, ajaccio.familyId]);
    expect(families[0]).toEqual({
      id: caen.familyId,
      firstname: 'Alice',
      url_thumbnail: null,
      presentation: 'Une famille qui aime les animaux.',
      city: 'Caen',
      department: '14',
      housing_type_id: 1,
      houseType: 'Maison',
      garden: true,
      species: ['Chien'],
      available_from: '2030-01-01',
      available_until: '2030-06-30',
      capacity: 3,
    });
  });

  it('a family that opts out disappears from the search', async () => {
    expectStatus(await t.api.as(bayeux.token).put(`/api/families/${bayeux.userId}`, { visible: false }), 200);
    expect(ids((await search('')).families)).not.toContain(bayeux.familyId);
    expectStatus(await t.api.as(bayeux.token).put(`/api/families/${bayeux.userId}`, { visible: true }), 200);
    expect(ids((await search('')).families)).toContain(bayeux.familyId);
  });

  it('species, department, housing, garden, children, available_on', async () => {
    expect(ids((await search('species=Chien')).families)).toEqual([caen.familyId, ajaccio.familyId]);
    expect(ids((await search('species=Lapin')).families)).toEqual([bayeux.familyId]);
    expect(ids((await search('department=2A')).families)).toEqual([ajaccio.familyId]);
    expect(ids((await search('department=14')).families)).toEqual([caen.familyId, bayeux.familyId]);
    expect(ids((await search('housing=2')).families)).toEqual([bayeux.familyId]);
    expect(ids((await search('garden=true')).families)).toEqual([caen.familyId, ajaccio.familyId]);
    expect(ids((await search('garden=false')).families)).toEqual([bayeux.familyId]);
    expect(ids((await search('children=true')).families)).toEqual([caen.familyId]);
    expect(ids((await search('children=false')).families)).toEqual([bayeux.familyId, ajaccio.familyId]);
    // Bayeux has no dates (always available); Caen from January to June 2030; Ajaccio from March 2030.
    expect(ids((await search('available_on=2030-02-01')).families)).toEqual([caen.familyId, bayeux.familyId]);
    expect(ids((await search('available_on=2030-07-01')).families)).toEqual([bayeux.familyId, ajaccio.familyId]);
  });

  it('near + radius_km, ordered by distance, with distance_km', async () => {
    const { families, total } = await search('near=14400&radius_km=50');
    expect(total).toBe(2);
    expect(ids(families)).toEqual([bayeux.familyId, caen.familyId]);
    expect(families[0].distance_km).toBeLessThan(families[1].distance_km as number);
    expect(ids((await search('near=14400&radius_km=5')).families)).toEqual([bayeux.familyId]);
    expect(ids((await search('near=20000')).families)).toEqual([ajaccio.familyId]);
  });

  it('combined filters and paging', async () => {
    expect(ids((await search('near=14000&species=Chien&garden=true&children=true')).families)).toEqual([caen.familyId]);
    const page = await search('limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(ids(page.families)).toEqual([bayeux.familyId]);
  });

  it.each([
    ['species=Cheval', MATCHING_MESSAGES.species],
    ['department=20', MATCHING_MESSAGES.department],
    ['near=abc', MATCHING_MESSAGES.near],
    ['near=99999', MATCHING_MESSAGES.nearUnknown],
    ['near=14000&radius_km=600', MATCHING_MESSAGES.radius],
    ['housing=5', MATCHING_MESSAGES.housing],
    ['garden=oui', MATCHING_MESSAGES.garden],
    ['children=maybe', MATCHING_MESSAGES.children],
    ['available_on=2030-02-30', MATCHING_MESSAGES.availableOn],
  ])('%s is a 400 with a French message', async (query, message) => {
    const messages = expectFrenchError(await t.api.as(association.token).get(`/api/families/search?${query}`), 400);
    expect(messages).toContain(message);
  });

  it('the foster profile is the family’s own: shown to itself, not to others', async () => {
    const own = await t.api.as(caen.token).get(`/api/families/${caen.familyId}`);
    expect((own.body as Family).foster).toEqual({
      species: ['Chien'],
      available_from: '2030-01-01',
      available_until: '2030-06-30',
      capacity: 3,
      children_at_home: true,
      visible: true,
      // 'Recevoir les appels urgents', on by default.
      accepts_urgent_appeals: true,
    });
    const other = await t.api.as(association.token).get(`/api/families/${caen.familyId}`);
    expect((other.body as Family).foster).toBeUndefined();
  });

  it('foster profile validation: dates in order, capacity 1 to 10, known species', async () => {
    const put = (body: Record<string, unknown>) => t.api.as(caen.token).put(`/api/families/${caen.userId}`, body);
    expect(
      expectFrenchError(await put({ available_from: '2030-05-01', available_until: '2030-04-01' }), 400),
    ).toContain(MATCHING_MESSAGES.availabilityOrder);
    expect(expectFrenchError(await put({ capacity: 0 }), 400)).toContain(MATCHING_MESSAGES.capacity);
    expect(expectFrenchError(await put({ capacity: 11 }), 400)).toContain(MATCHING_MESSAGES.capacity);
    expect(expectFrenchError(await put({ foster_species: ['Cheval'] }), 400)).toContain(
      MATCHING_MESSAGES.fosterSpecies,
    );
    // Blank dates clear them (no limit).
    expectStatus(await put({ available_from: '', available_until: '' }), 200);
    const own = await t.api.as(caen.token).get(`/api/families/${caen.familyId}`);
    expect((own.body as Family).foster).toMatchObject({ available_from: null, available_until: null });
  });
});
