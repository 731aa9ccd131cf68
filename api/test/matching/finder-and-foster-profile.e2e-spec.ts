import { MATCHING_MESSAGES, type Family, type FamilySearchResult } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import { registerFamily, type AssociationAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';
import { placedAssociation, visibleFamily } from './setup';

/**
 * The foster finder's cards show the family's photo and the first lines of its presentation; a family cannot set an
 * availability that has already ended (it would vanish from every date search without a word).
 */
describe('foster finder cards and the foster profile', () => {
  let t: TestApp;
  let association: AssociationAccount;
  beforeAll(async () => {
    t = await startApp();
    association = await placedAssociation(t, '14000', 'Caen', 'Refuge du Port');
  });
  afterAll(async () => {
    await t.close();
  });

  it("a result carries the family's thumbnail and the start of its presentation, cut between words", async () => {
    const long = `${'Nous vivons au calme près de la mer avec deux enfants et un vieux chat. '.repeat(8)}Fin cachée.`;
    const family = await visibleFamily(t, {
      firstname: 'Maëlle',
      zip_code: '14000',
      city: 'Caen',
      description: long,
      url_image: await imageDataUrl('png', 64),
    });
    const res = await t.api.as(association.token).get('/api/families/search?department=14');
    expectStatus(res, 200);
    const found = (res.body as FamilySearchResult[]).find((result) => result.id === family.familyId);
    const profile = (await t.api.anon.get(`/api/families/${family.familyId}`)).body as Family;
    expect(found?.url_thumbnail).toBe(profile.url_thumbnail);
    expect(found?.url_thumbnail).toMatch(/^\/uploads\/.+\.webp$/);
    expect(found?.presentation?.startsWith('Nous vivons au calme près de la mer')).toBe(true);
    expect(found?.presentation?.length).toBeLessThanOrEqual(240);
    expect(found?.presentation).toMatch(/[a-zé]…$/);
    expect(found?.presentation).not.toContain('Fin cachée');
  });

  describe('availability already ended', () => {
    const put = (family: { token: string; userId: number }, body: Record<string, unknown>) =>
      t.api.as(family.token).put(`/api/families/${family.userId}`, body);

    it('is refused under the end date, and nothing is saved', async () => {
      const family = await registerFamily(t.api);
      const res = await put(family, { available_from: '2020-01-01', available_until: '2020-06-30', capacity: 2 });
      expect(expectFrenchError(res, 400)).toEqual([MATCHING_MESSAGES.availabilityPast]);
      expect(res.body.fields).toEqual({ available_until: MATCHING_MESSAGES.availabilityPast });
      const read = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
      expect((read.body as Family).foster).toMatchObject({ available_until: null, capacity: 1 });
    });

    it('an end date today or later, or none, is accepted', async () => {
      const family = await registerFamily(t.api);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
      expectStatus(await put(family, { available_from: '2020-01-01', available_until: today }), 200);
      expectStatus(await put(family, { available_until: '2099-12-31' }), 200);
      expectStatus(await put(family, { available_until: '' }), 200);
    });

    it('a lapsed end date already stored does not stop other changes', async () => {
      const family = await registerFamily(t.api);
      await t.app
        .get(DataSource)
        .query("UPDATE families SET available_until = '2021-03-01' WHERE id = ?", [family.familyId]);
      const res = await put(family, { description: 'Toujours partants', available_until: '2021-03-01' });
      expectStatus(res, 200);
    });
  });
});
