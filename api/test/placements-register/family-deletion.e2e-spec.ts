/**
 * A family's account deletion and the placements register (docs/product.md#placements-register): refused while a
 * placement is signed or going on; otherwise the account goes as before, and the register keeps the family's names
 * and address for the retention years, after which the erasure job empties them, and only them.
 */
import { PLACEMENT_LIMITS, PLACEMENT_MESSAGES, type PlacementStatus } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { PlacementRow } from '../../src/data-model/placement.entity';
import { RegisterErasure } from '../../src/placements-register/register-erasure';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { insertPlacement } from './placement-rows';
import { parseCsv } from './register-files';

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

describe('family account deletion and the placements register', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  const placements = () => t.app.get(DataSource).getRepository(PlacementRow);
  /** The register's lines for 2026 (header left out), as the association downloads it. */
  const registerRows = async () => {
    const res = await t.api
      .as(shelter.token)
      .get(`/api/associations/${shelter.associationId}/placements-register?from=2026-01-01&to=2026-12-31`);
    expectStatus(res, 200);
    return parseCsv(res.text.slice(1)).slice(1);
  };

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each<PlacementStatus>(['active', 'signed'])(
    'refuses the deletion while a placement is %s (409)',
    async (status) => {
      const family = await registerFamily(t.api);
      await insertPlacement(t, { associationId: shelter.associationId, familyId: family.familyId, status });
      const res = await t.api.as(family.token).delete(`/api/families/${family.familyId}`);
      expect(expectFrenchError(res, 409)).toEqual([PLACEMENT_MESSAGES.accountInPlacement]);
      // The account is still there.
      expectStatus(await t.api.as(family.token).get('/api/account'), 200);
    },
  );

  it('deletes the account once the placement has ended, the register keeping its names and address', async () => {
    const family = await registerFamily(t.api, { lastname: 'Lefèvre', firstname: 'Éloïse' });
    const placementId = await insertPlacement(t, {
      associationId: shelter.associationId,
      familyId: family.familyId,
      status: 'active',
      animal_name: 'Grisé',
      family_lastname: 'Lefèvre',
      family_firstname: 'Éloïse',
      family_address: '12 allée des Châtaigniers',
      family_zip_code: '69003',
      family_city: 'Lyon',
      started_on: '2026-02-01',
    });
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 409);

    await placements().update(
      { id: placementId },
      { status: 'ended', ended_on: '2026-05-01', outcome: 'retour_association' },
    );
    const before = Date.now();
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);

    // The account is gone: its e-mail and password no longer sign in.
    expectStatus(await t.api.anon.post('/login', { email: family.email, password: family.password }), 401);
    const row = await placements().findOneByOrFail({ id: placementId });
    const eraseAfter = new Date(row.family_erase_after as Date).getTime();
    const retention = PLACEMENT_LIMITS.registerRetentionYears * YEAR_MS;
    expect(eraseAfter).toBeGreaterThanOrEqual(before + retention - 2 * 24 * 60 * 60 * 1000);
    expect(eraseAfter).toBeLessThanOrEqual(Date.now() + retention + 2 * 24 * 60 * 60 * 1000);
    expect(await registerRows()).toContainEqual(
      expect.arrayContaining(['Grisé', 'Lefèvre', 'Éloïse', '12 allée des Châtaigniers', '69003', 'Lyon']),
    );
  });

  it('deletes the account while a placement is only being prepared', async () => {
    const family = await registerFamily(t.api);
    await insertPlacement(t, { associationId: shelter.associationId, familyId: family.familyId, status: 'to_sign' });
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
  });

  it("erases a deleted family's names and address once its retention has passed, and nothing else", async () => {
    const family = await registerFamily(t.api);
    const base = { associationId: shelter.associationId, familyId: family.familyId, status: 'ended' as const };
    const expired = await insertPlacement(t, {
      ...base,
      animal_name: 'Ancien',
      family_lastname: 'Expiré',
      started_on: '2026-03-01',
      ended_on: '2026-04-01',
      outcome: 'deces',
    });
    const kept = await insertPlacement(t, {
      ...base,
      animal_name: 'Gardé',
      family_lastname: 'Conservé',
      started_on: '2026-03-01',
    });
    await insertPlacement(t, {
      ...base,
      animal_name: 'Vivant',
      family_lastname: 'Présent',
      started_on: '2026-03-01',
    });
    const now = Date.now();
    await placements().update({ id: expired }, { family_erase_after: new Date(now - 60 * 1000) });
    await placements().update({ id: kept }, { family_erase_after: new Date(now + 10 * 24 * 60 * 60 * 1000) });

    // The day's lease was taken at start: a run a day later takes the next one.
    const erased = await t.app.get(RegisterErasure).runOnce(new Date(now + 25 * 60 * 60 * 1000));
    expect(erased).toBe(1);

    const rows = await registerRows();
    expect(rows).toContainEqual(['Ancien', 'Chat', '', '', '', '', '', '', '01/03/2026', '01/04/2026', 'Décès']);
    expect(rows).toContainEqual(
      expect.arrayContaining(['Gardé', 'Conservé', 'Léa', '1 rue des Lilas', '75011', 'Paris']),
    );
    expect(rows).toContainEqual(expect.arrayContaining(['Vivant', 'Présent']));
  });
});
