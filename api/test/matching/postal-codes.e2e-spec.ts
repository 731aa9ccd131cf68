import { Logger } from '@nestjs/common';
import { GEO_MESSAGES, MESSAGES, type Association, type Family, type FamilySearchResult } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import { associationPayload, familyPayload, login, registerAssociation, registerFamily } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { visibleFamily } from './setup';

/**
 * A postal code that does not exist, or a city that is not one of its communes, used to be stored as typed and the
 * account then matched no département or distance search. Registration and both profile edits now refuse them on
 * the field at fault, the forms read the communes of a code, and accounts left without a département are listed (by
 * id only) at start.
 */
describe('postal codes and cities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/geo/communes', () => {
    it('lists the communes of a postal code as INSEE writes them, the main one first', async () => {
      const res = await t.api.anon.get('/api/geo/communes?postal_code=14400');
      expectStatus(res, 200);
      expect(res.body.postal_code).toBe('14400');
      expect(res.body.communes[0]).toBe('Bayeux');
      expect(res.body.communes).toContain('Saint-Vigor-le-Grand');
    });

    it("offers Paris for an arrondissement's code, not the arrondissement's name", async () => {
      const res = await t.api.anon.get('/api/geo/communes?postal_code=75011');
      expect(res.body.communes).toEqual(['Paris']);
    });

    it('answers an empty list for a postal code that does not exist (75000)', async () => {
      const res = await t.api.anon.get('/api/geo/communes?postal_code=75000');
      expectStatus(res, 200);
      expect(res.body.communes).toEqual([]);
    });

    it('refuses what is not a postal code with the registration rule message', async () => {
      const res = await t.api.anon.get('/api/geo/communes?postal_code=7501');
      expect(expectFrenchError(res, 400)).toContain(MESSAGES.zipCodeFormat);
    });
  });

  describe('registration', () => {
    it("refuses a postal code that does not exist under the postal code's field, and creates nothing", async () => {
      const payload = familyPayload({ zip_code: '00000', city: 'Nulle part' });
      const res = await t.api.anon.post('/api/families', payload);
      expect(expectFrenchError(res, 400)).toEqual([GEO_MESSAGES.postalCodeUnknown]);
      expect(res.body.fields).toEqual({ zip_code: GEO_MESSAGES.postalCodeUnknown });
      expectStatus(await t.api.anon.post('/login', { email: payload.email, password: payload.password }), 401);
    });

    it("refuses a city that is not one of the postal code's communes under the city's field (Marseille, 14000)", async () => {
      const res = await t.api.anon.post(
        '/api/associations',
        associationPayload({ zip_code: '14000', city: 'Marseille' }),
      );
      expect(expectFrenchError(res, 400)).toEqual([GEO_MESSAGES.cityMismatch]);
      expect(res.body.fields).toEqual({ city: GEO_MESSAGES.cityMismatch });
    });

    it.each([
      ['14400', 'SAINT VIGOR LE GRAND'],
      ['14400', 'st-vigor-le-grand'],
      ['14400', 'Saint Vigor Le Grand'],
      ['69300', 'Caluire et Cuire'],
      ['97133', 'St Barthelemy'],
      ['75011', 'Paris 11e'],
      ['75011', 'paris'],
      ['14000', 'CAEN CEDEX'],
    ])('accepts %s %s (case, accents, hyphens, Saint/St, arrondissement, Cedex)', async (zip_code, city) => {
      const res = await t.api.anon.post('/api/families', familyPayload({ zip_code, city }));
      expectStatus(res, 201);
      expect((res.body as Family).city).toBe(city);
    });
  });

  describe('profile edits', () => {
    it('a family: an unknown postal code or a city of another code is refused and nothing changes', async () => {
      const family = await registerFamily(t.api, { zip_code: '14000', city: 'Caen' });
      const put = (body: Record<string, unknown>) => t.api.as(family.token).put(`/api/families/${family.userId}`, body);
      const unknown = await put({ zip_code: '13000', description: 'Nouvelle description' });
      expect(expectFrenchError(unknown, 400)).toEqual([GEO_MESSAGES.postalCodeUnknown]);
      expect(unknown.body.fields).toEqual({ zip_code: GEO_MESSAGES.postalCodeUnknown });
      const otherCity = await put({ city: 'Marseille' });
      expect(otherCity.body.fields).toEqual({ city: GEO_MESSAGES.cityMismatch });
      // A new postal code alone must still fit the city kept.
      const codeAlone = await put({ zip_code: '13008' });
      expect(codeAlone.body.fields).toEqual({ city: GEO_MESSAGES.cityMismatch });
      const read = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
      expect(read.body).toMatchObject({ zip_code: '14000', city: 'Caen', department: '14' });
      expect(read.body.description).not.toBe('Nouvelle description');

      const moved = await put({ zip_code: '13008', city: 'Marseille' });
      expectStatus(moved, 200);
      expect(moved.body).toMatchObject({ zip_code: '13008', city: 'Marseille', department: '13' });
    });

    it('an association: the same rules', async () => {
      const association = await registerAssociation(t.api, { zip_code: '14000', city: 'Caen' });
      const put = (body: Record<string, unknown>) =>
        t.api.as(association.token).put(`/api/associations/${association.userId}`, body);
      expect((await put({ zip_code: '00000' })).body.fields).toEqual({ zip_code: GEO_MESSAGES.postalCodeUnknown });
      expect((await put({ city: 'Lyon' })).body.fields).toEqual({ city: GEO_MESSAGES.cityMismatch });
      const read = await t.api.anon.get(`/api/associations/${association.associationId}`);
      expect(read.body).toMatchObject({ zip_code: '14000', city: 'Caen', department: '14' });
      const moved = await put({ zip_code: '69003', city: 'Lyon' });
      expectStatus(moved, 200);
      expect((moved.body as Association).department).toBe('69');
    });

    it('an edit that leaves the address alone is not checked (an account stored before the rule keeps working)', async () => {
      const family = await registerFamily(t.api, { zip_code: '14000', city: 'Caen' });
      await t.app
        .get(DataSource)
        .query("UPDATE families SET zip_code = '00000', city = 'Nulle part' WHERE id = ?", [family.familyId]);
      const res = await t.api.as(family.token).put(`/api/families/${family.userId}`, { description: 'Toujours là' });
      expectStatus(res, 200);
    });
  });

  it("Paris arrondissements are each at their own place: a family 75011 is not 'à 0 km' from 75001", async () => {
    const searcher = await registerAssociation(t.api, { zip_code: '75001', city: 'Paris' });
    const east = await visibleFamily(t, { firstname: 'Est', zip_code: '75011', city: 'Paris' });
    const centre = await visibleFamily(t, { firstname: 'Centre', zip_code: '75001', city: 'Paris' });
    const res = await t.api.as(searcher.token).get('/api/families/search?near=75001&radius_km=10');
    expectStatus(res, 200);
    const found = res.body as FamilySearchResult[];
    const km = (id: number) => found.find((family) => family.id === id)?.distance_km;
    expect(km(centre.familyId)).toBe(0);
    // Louvre to Popincourt: about 3 km.
    expect(km(east.familyId)).toBeGreaterThan(2);
    expect(km(east.familyId)).toBeLessThan(4);
  });
});

describe('accounts without a département at start', () => {
  it('are listed by id in one warning, with nothing personal', async () => {
    const first = await startApp();
    try {
      const association = await registerAssociation(first.api, { zip_code: '14000', city: 'Caen' });
      const family = await registerFamily(first.api, { lastname: 'Discrète', zip_code: '14000', city: 'Caen' });
      const placed = await registerFamily(first.api, { zip_code: '14400', city: 'Bayeux' });
      // Rows stored before the rule: an unknown postal code, never placed.
      const db = first.app.get(DataSource);
      for (const [table, id] of [
        ['associations', association.associationId],
        ['families', family.familyId],
      ] as const)
        await db.query(
          `UPDATE ${table} SET zip_code = '99999', city = 'Ville-Secrète', department = NULL, latitude = NULL, longitude = NULL WHERE id = ?`,
          [id],
        );
      const warnings: string[] = [];
      const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (message: unknown) {
        warnings.push(String(message));
      });
      const second = await startApp({ reuseDatabaseOf: first });
      spy.mockRestore();
      await second.close();
      const listed = warnings.filter((line) => line.includes('without a département'));
      expect(listed).toHaveLength(1);
      const idsOf = (table: string) =>
        (new RegExp(`${table} \\[([^\\]]*)\\]`).exec(listed[0])?.[1] ?? '').split(', ').filter(Boolean).map(Number);
      expect(idsOf('associations')).toEqual([association.associationId]);
      // The family placed in Bayeux is not listed.
      expect(idsOf('families')).toEqual([family.familyId]);
      expect(placed.familyId).not.toBe(family.familyId);
      for (const personal of ['99999', 'Ville-Secrète', 'Discrète', family.email, association.email])
        expect(listed[0]).not.toContain(personal);
      // Still able to log in and edit: only the address is refused until corrected.
      await login(first.api, family.email, family.password);
    } finally {
      await first.close();
    }
  });
});
