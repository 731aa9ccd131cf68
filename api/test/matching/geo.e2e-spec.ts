import type { Association, Family } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily } from '../support/fixtures';
import { expectStatus } from '../support/http';

/**
 * Département resolved offline from postal code + city at registration and edit (docs/matching.md): never from the code's
 * first digits, the city choosing between the communes (and départements) of one postal code.
 */
describe('matching: département from postal code and city', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const departmentOf = async (zip_code: string, city: string): Promise<string | null> => {
    const association = await registerAssociation(t.api, { zip_code, city });
    const res = await t.api.anon.get(`/api/associations/${association.associationId}`);
    expectStatus(res, 200);
    return (res.body as Association).department ?? null;
  };

  it.each([
    ['20000', 'Ajaccio', '2A'],
    ['20200', 'Bastia', '2B'],
    ['97133', 'Saint-Barthélemy', '977'],
    ['97150', 'Saint-Martin', '978'],
    ['97200', 'Fort-de-France', '972'],
    ['97400', 'Saint-Denis', '974'],
    ['98800', 'Nouméa', '988'],
    ['14000', 'Caen', '14'],
  ])('%s %s is in département %s', async (zip, city, department) => {
    expect(await departmentOf(zip, city)).toBe(department);
  });

  it('one postal code over two départements: the city chooses (13780 Cuges-les-Pins 13, Riboux 83)', async () => {
    expect(await departmentOf('13780', 'Cuges-les-Pins')).toBe('13');
    expect(await departmentOf('13780', 'Riboux')).toBe('83');
  });

  it('accents, case, hyphens and Saint/St are ignored when matching the city', async () => {
    expect(await departmentOf('13780', 'RIBOUX')).toBe('83');
    expect(await departmentOf('37160', 'buxeuil')).toBe('86');
    expect(await departmentOf('42620', 'St Pierre Laval')).toBe('03');
    expect(await departmentOf('42620', 'SAINT-PIERRE-LAVAL')).toBe('03');
  });

  it('an edit of the postal code and city moves the family to the new département', async () => {
    const family = await registerFamily(t.api, { zip_code: '14000', city: 'Caen' });
    const before = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
    expect((before.body as Family).department).toBe('14');
    expectStatus(
      await t.api.as(family.token).put(`/api/families/${family.userId}`, { zip_code: '20000', city: 'Ajaccio' }),
      200,
    );
    const after = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
    expect((after.body as Family).department).toBe('2A');
  });
});
