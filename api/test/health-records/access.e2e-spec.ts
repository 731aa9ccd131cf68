/**
 * Who reads and writes the health record (docs/product.md#health-record): the association's members read it, its
 * admins and référents write every type; the family reads it while its placement of the animal is signed or active
 * (not before, not after), adds visits, weights and treatments, and edits or deletes its own for 24 hours; a
 * bénévole only reads; another association, another family and visitors get nothing.
 */
import { API_ERRORS, type HealthEntry } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import {
  activePlacement,
  ASSOCIATION_SIGNER,
  FAMILY_SIGNER,
  fixToday,
  openPlacement,
  setTerms,
  sign,
} from '../placements/support';
import { addEntry, added, fixHealthClock, record } from './support';

const NOW = '2030-03-03T11:00:00Z';
const HOUR_MS = 60 * 60 * 1000;
const WEIGHT = { type: 'poids', date: '2030-03-01', kg: 4.2 };
const VISIT = { type: 'visite', date: '2030-03-02', vet: 'Dr Vidal', note: 'Vaccins à jour.' };
const TREATMENT = { type: 'traitement', name: 'Stronghold', from: '2030-03-01', to: '2030-03-31', dosage: '1 pipette' };

describe('health record: who may do what', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;
  let otherFamily: FamilyAccount;

  beforeAll(async () => {
    t = await startApp();
    fixToday(t);
    fixHealthClock(t, NOW);
    association = await registerAssociation(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Léo' });
    other = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    otherFamily = await registerFamily(t.api, { lastname: 'Autre' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => fixHealthClock(t, NOW));

  const read = (caller: Session | null, animalId: number) =>
    (caller ? t.api.as(caller.token) : t.api.anon).get(`/api/animals/${animalId}/health`);

  it('the family reads and writes only while its placement is signed or active: not before, not after', async () => {
    const placement = await openPlacement(t, association, family, 'Étapes');
    const animalId = placement.animal.id;
    await added(t, association, animalId, { type: 'vaccination', name: 'CHPPiL', date: '2030-01-10' });
    // 'À préparer', then 'À signer'
    expectFrenchError(await read(family, animalId), 403);
    expectStatus(await setTerms(t, association, placement.id), 200);
    expectFrenchError(await read(family, animalId), 403);
    expectFrenchError(await addEntry(t, family, animalId, WEIGHT), 403);
    // 'Signé'
    expectStatus(await sign(t, family, placement.id, FAMILY_SIGNER), 200);
    expectStatus(await sign(t, association, placement.id, ASSOCIATION_SIGNER), 200);
    expect((await record(t, family, animalId)).map((entry) => entry.name)).toEqual(['CHPPiL']);
    const weight = await added(t, family, animalId, WEIGHT);
    // 'En cours'
    const started = await t.api
      .as(association.token)
      .post(`/api/placements/${placement.id}/start`, { date: '2030-03-10' });
    expectStatus(started, 200);
    expect(await record(t, family, animalId)).toHaveLength(2);
    // 'Terminé'
    const ended = await t.api
      .as(association.token)
      .post(`/api/placements/${placement.id}/end`, { date: '2030-03-20', outcome: 'retour_association', note: null });
    expectStatus(ended, 200);
    expectFrenchError(await read(family, animalId), 403);
    expectFrenchError(await addEntry(t, family, animalId, WEIGHT), 403);
    expectFrenchError(await t.api.as(family.token).put(`/api/health/${weight.id}`, { ...WEIGHT, kg: 4.3 }), 403);
    expectFrenchError(await t.api.as(family.token).delete(`/api/health/${weight.id}`), 403);
    // The association still has it all.
    expect(await record(t, association, animalId)).toHaveLength(2);
  });

  describe('during an active placement', () => {
    let animalId: number;
    let associationEntry: HealthEntry;

    beforeAll(async () => {
      const placement = await activePlacement(t, association, family, 'Câlin');
      animalId = placement.animal.id;
      associationEntry = await added(t, association, animalId, {
        type: 'vermifuge',
        product: 'Milbemax',
        date: '2030-02-01',
        next_due: '2030-05-01',
      });
    });

    it.each([
      ['visite', VISIT],
      ['poids', WEIGHT],
      ['traitement', TREATMENT],
    ])('the family adds a %s, marked as added by the family', async (_type, body) => {
      const res = await addEntry(t, family, animalId, body);
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        type: body.type,
        added_by: 'family',
        author_firstname: 'Julie',
        editable: true,
      });
    });

    it.each([
      ['vaccination', { type: 'vaccination', name: 'Rage', date: '2030-03-01' }],
      ['antiparasitaire', { type: 'antiparasitaire', product: 'Bravecto', date: '2030-03-01', next_due: '2030-06-01' }],
      ['vermifuge', { type: 'vermifuge', product: 'Milbemax', date: '2030-03-01', next_due: '2030-06-01' }],
      ['test', { type: 'test', name: 'FIV', result: 'négatif', date: '2030-03-01' }],
      ['sterilisation', { type: 'sterilisation', date: '2030-03-01' }],
    ])('the family may not add a %s: 403 health_type_not_allowed', async (_type, body) => {
      const res = await addEntry(t, family, animalId, body);
      expectFrenchError(res, 403);
      expect(res.body).toMatchObject({
        code: 'health_type_not_allowed',
        message: API_ERRORS.health_type_not_allowed.message,
      });
    });

    it("the family reads the association's entries but may not change them", async () => {
      const entries = await record(t, family, animalId);
      expect(entries.find((entry) => entry.id === associationEntry.id)).toMatchObject({ editable: false });
      const body = { type: 'vermifuge', product: 'Autre', date: '2030-02-01', next_due: '2030-05-01' };
      const put = await t.api.as(family.token).put(`/api/health/${associationEntry.id}`, body);
      expectFrenchError(put, 403);
      expect(put.body.code).toBe('health_entry_not_own');
      const removed = await t.api.as(family.token).delete(`/api/health/${associationEntry.id}`);
      expect(removed.body.code).toBe('health_entry_not_own');
    });

    it('the family edits and deletes its own entry for 24 hours, then no more', async () => {
      const mine = await added(t, family, animalId, WEIGHT);
      fixHealthClock(t, new Date(Date.parse(NOW) + 23 * HOUR_MS));
      const edited = await t.api.as(family.token).put(`/api/health/${mine.id}`, { ...WEIGHT, kg: 4.4 });
      expectStatus(edited, 200);
      expect(edited.body).toMatchObject({ kg: 4.4, added_by: 'family', editable: true });
      fixHealthClock(t, new Date(Date.parse(NOW) + 25 * HOUR_MS));
      const late = await t.api.as(family.token).put(`/api/health/${mine.id}`, { ...WEIGHT, kg: 4.5 });
      expectFrenchError(late, 403);
      expect(late.body).toMatchObject({ code: 'health_entry_locked', message: API_ERRORS.health_entry_locked.message });
      expect((await t.api.as(family.token).delete(`/api/health/${mine.id}`)).body.code).toBe('health_entry_locked');
      expect((await record(t, family, animalId)).find((entry) => entry.id === mine.id)).toMatchObject({
        kg: 4.4,
        editable: false,
      });
      // Its own deletion within the day.
      fixHealthClock(t, NOW);
      const recent = await added(t, family, animalId, VISIT);
      expectStatus(await t.api.as(family.token).delete(`/api/health/${recent.id}`), 204);
    });

    it("a référent changes the family's entries and adds every type", async () => {
      const mine = await added(t, family, animalId, WEIGHT);
      const res = await t.api.as(referent.token).put(`/api/health/${mine.id}`, { ...WEIGHT, kg: 5 });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ kg: 5, added_by: 'family', editable: true });
      expectStatus(
        await addEntry(t, referent, animalId, { type: 'test', name: 'FeLV', result: 'douteux', date: '2030-03-01' }),
        201,
      );
    });

    it('a bénévole reads the record, nothing editable, and may not write', async () => {
      const entries = await record(t, benevole, animalId);
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => !entry.editable)).toBe(true);
      expectFrenchError(await addEntry(t, benevole, animalId, WEIGHT), 403);
      expectFrenchError(
        await t.api.as(benevole.token).put(`/api/health/${associationEntry.id}`, {
          type: 'vermifuge',
          product: 'X',
          date: '2030-02-01',
          next_due: '2030-05-01',
        }),
        403,
      );
      expectFrenchError(await t.api.as(benevole.token).delete(`/api/health/${associationEntry.id}`), 403);
    });

    it('another association, another family and a visitor get nothing', async () => {
      expectFrenchError(await read(other, animalId), 403);
      expectFrenchError(await addEntry(t, other, animalId, WEIGHT), 403);
      expectFrenchError(await t.api.as(other.token).delete(`/api/health/${associationEntry.id}`), 403);
      expectFrenchError(await read(otherFamily, animalId), 403);
      expectFrenchError(await addEntry(t, otherFamily, animalId, WEIGHT), 403);
      expectFrenchError(await read(null, animalId), 401);
      expectFrenchError(await t.api.anon.post(`/api/animals/${animalId}/health`, WEIGHT), 401);
      expect((await record(t, association, animalId)).find((entry) => entry.id === associationEntry.id)).toBeDefined();
    });
  });

  it("a family with no placement of the animal reads nothing, even the association's other animals'", async () => {
    const animal = await createAnimal(t.api, association, { name: 'Seul' });
    expectFrenchError(await read(family, animal.id), 403);
  });
});
