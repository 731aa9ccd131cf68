import type { FamilySearchResult } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { GeoService } from '../../src/geo/geo.service';
import { haversineKm } from '../../src/geo/normalize';
import { startApp, type TestApp } from '../support/app';
import type { AssociationAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { placedAssociation, visibleFamily } from './setup';

/**
 * GET /api/families/search with `near`: the database computes the distance, keeps the families within the radius,
 * orders them and applies LIMIT/OFFSET, so the API never holds more than a page of families, however many the radius
 * covers; the order, the distances and X-Total-Count are those of the exact distance.
 */
describe('matching: family search near a postal code, ordered and paged by the database', () => {
  let t: TestApp;
  let association: AssociationAccount;
  const RADIUS = 150;

  /** Communes at different distances from Caen; three families share Caen itself (equal distances: id decides). */
  const PLACES: Array<[string, string]> = [
    ['14000', 'Caen'],
    ['14000', 'Caen'],
    ['14000', 'Caen'],
    ['14400', 'Bayeux'],
    ['14700', 'Falaise'],
    ['14100', 'Lisieux'],
    ['50000', 'Saint-Lô'],
    ['50100', 'Cherbourg-en-Cotentin'],
    ['61000', 'Alençon'],
    ['14500', 'Vire Normandie'],
    ['27000', 'Évreux'],
    ['76600', 'Le Havre'],
    ['35000', 'Rennes'],
    ['75001', 'Paris'],
    ['69001', 'Lyon'],
  ];

  const search = async (query: string) => {
    const res = await t.api.as(association.token).get(`/api/families/search?${query}`);
    expectStatus(res, 200);
    return { families: res.body as FamilySearchResult[], total: Number(res.headers['x-total-count']) };
  };

  /** What the search must answer: the families' exact distances from the centre, within the radius, by (km, id). */
  async function expected(zip: string, radius: number): Promise<Array<{ id: number; km: number }>> {
    const centre = t.app.get(GeoService).centreOf(zip);
    if (!centre) throw new Error(`unknown ${zip}`);
    const rows: Array<{ id: number; latitude: number; longitude: number }> = await t.app
      .get(DataSource)
      .query('SELECT id, latitude, longitude FROM families WHERE visible = 1');
    return rows
      .map((row) => ({
        id: Number(row.id),
        km: haversineKm(centre.latitude, centre.longitude, Number(row.latitude), Number(row.longitude)),
      }))
      .filter(({ km }) => km <= radius)
      .sort((a, b) => a.km - b.km || a.id - b.id);
  }

  beforeAll(async () => {
    t = await startApp();
    association = await placedAssociation(t, '14000', 'Caen', 'Refuge de Caen');
    for (const [zip_code, city] of PLACES) await visibleFamily(t, { zip_code, city });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('orders by distance, then id, with the exact distance and the total, page after page', async () => {
    const want = await expected('14000', RADIUS);
    // The fixture is what the test needs: several pages, ties, and families beyond the radius.
    expect(want.length).toBeGreaterThanOrEqual(11);
    expect(want.length).toBeLessThan(PLACES.length);
    const all = await search(`near=14000&radius_km=${RADIUS}`);
    expect(all.total).toBe(want.length);
    expect(all.families.map((family) => family.id)).toEqual(want.map((family) => family.id));
    all.families.forEach((family, i) =>
      expect(Math.abs((family.distance_km as number) - Math.round(want[i].km * 10) / 10)).toBeLessThanOrEqual(0.1),
    );
    const paged: number[] = [];
    for (let offset = 0; offset < want.length + 4; offset += 4) {
      const page = await search(`near=14000&radius_km=${RADIUS}&limit=4&offset=${offset}`);
      expect(page.total).toBe(want.length);
      expect(page.families.length).toBe(Math.max(0, Math.min(4, want.length - offset)));
      paged.push(...page.families.map((family) => family.id));
    }
    expect(paged).toEqual(want.map((family) => family.id));
    // Past the last page: no family, the same total.
    const beyond = await search(`near=14000&radius_km=${RADIUS}&limit=4&offset=${want.length}`);
    expect(beyond).toEqual({ families: [], total: want.length });
    // With another filter, and from another centre.
    const dogs = await search(`near=75001&radius_km=500&species=Chien&limit=3&offset=3`);
    const wantFromParis = await expected('75001', 500);
    expect(dogs.total).toBe(wantFromParis.length);
    expect(dogs.families.map((family) => family.id)).toEqual(wantFromParis.slice(3, 6).map((family) => family.id));
  });

  it('the database applies the limit: no statement of the search returns more rows than the page', async () => {
    const dataSource = t.app.get(DataSource);
    const spy = jest.spyOn(dataSource, 'query');
    try {
      const page = await search(`near=14000&radius_km=500&limit=3&offset=2`);
      expect(page.total).toBeGreaterThan(10);
      expect(page.families).toHaveLength(3);
      const searchCalls = spy.mock.calls
        .map((call, i) => ({ sql: String(call[0]), result: spy.mock.results[i].value as Promise<unknown> }))
        .filter(({ sql }) => sql.includes('families'));
      expect(searchCalls.length).toBeGreaterThan(0);
      for (const { result } of searchCalls) expect(((await result) as unknown[]).length).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });
});
