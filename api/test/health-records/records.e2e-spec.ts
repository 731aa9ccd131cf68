/**
 * The animal's health record (docs/product.md#health-record), written by the association: each entry type with its
 * fields, read back newest first; every refusal with its French message under its field; dates of care never in the
 * future (the API's clock decides), a next due date and a treatment's last day may be; a sterilisation sets the
 * animal's `sterilised`; a change keeps its type; each change is in the association's activity log.
 */
import { HEALTH_MESSAGES as M, type ActivityEntry, type HealthEntry } from '@petfoster/contracts';
import { startApp, type TestApp } from '../support/app';
import { createAnimal, registerAssociation, type AssociationAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addEntry, added, fixHealthClock, record } from './support';

/** Today, for the record's rules: 2030-03-03 in France. */
const NOW = '2030-03-03T11:00:00Z';

describe('health record: entries', () => {
  let t: TestApp;
  let association: AssociationAccount;

  beforeAll(async () => {
    t = await startApp();
    fixHealthClock(t, NOW);
    association = await registerAssociation(t.api);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newDog = async (name = 'Rex') =>
    (await createAnimal(t.api, association, { name, species_id: 1, date_of_birth: '2022-02-01' })).id;

  describe('each type', () => {
    let dog: number;
    beforeAll(async () => {
      dog = await newDog();
    });

    it.each<[string, Record<string, unknown>, Partial<HealthEntry>]>([
      [
        'vaccination with its next due date',
        { type: 'vaccination', name: 'CHPPiL', date: '2030-01-10', next_due: '2031-01-10' },
        { name: 'CHPPiL', date: '2030-01-10', next_due: '2031-01-10' },
      ],
      [
        'vaccination without a next due date',
        { type: 'vaccination', name: 'Rage', date: '2030-01-11' },
        { name: 'Rage', next_due: null },
      ],
      [
        'antiparasitaire',
        { type: 'antiparasitaire', product: 'Bravecto', date: '2030-01-12', next_due: '2030-04-12' },
        { product: 'Bravecto', next_due: '2030-04-12' },
      ],
      [
        'vermifuge',
        { type: 'vermifuge', product: 'Milbemax', date: '2030-01-13', next_due: '2030-04-13' },
        { product: 'Milbemax', next_due: '2030-04-13' },
      ],
      [
        'test',
        { type: 'test', name: 'Leishmaniose', result: 'négatif', date: '2030-01-14' },
        { name: 'Leishmaniose', result: 'négatif' },
      ],
      [
        'visite',
        { type: 'visite', date: '2030-01-15', vet: 'Dr Vidal', note: 'Oreilles à surveiller.' },
        { vet: 'Dr Vidal', note: 'Oreilles à surveiller.' },
      ],
      ['poids typed with a comma', { type: 'poids', date: '2030-01-16', kg: '12,5' }, { kg: 12.5 }],
      ['poids, the lightest', { type: 'poids', date: '2030-01-17', kg: 0.05 }, { kg: 0.05 }],
      ['poids, the heaviest', { type: 'poids', date: '2030-01-18', kg: 120 }, { kg: 120 }],
      [
        'traitement ending after today',
        { type: 'traitement', name: 'Metacam', from: '2030-03-01', to: '2030-03-10', dosage: '1 ml par jour' },
        { name: 'Metacam', from: '2030-03-01', to: '2030-03-10', date: '2030-03-01', dosage: '1 ml par jour' },
      ],
      [
        'dated today',
        { type: 'visite', date: '2030-03-03', vet: 'Dr Vidal', note: 'Contrôle.' },
        { date: '2030-03-03' },
      ],
    ])('%s: 201 with its fields, added by the association', async (_title, body, expected) => {
      const res = await addEntry(t, association, dog, body);
      expectStatus(res, 201);
      expect(res.body).toMatchObject({
        ...expected,
        type: body.type,
        animal_id: dog,
        added_by: 'association',
        author_firstname: 'Paul',
        editable: true,
      });
      expect((await record(t, association, dog)).map((entry) => entry.id)).toContain(res.body.id);
    });

    it('the record is newest first: by the day of the care, then the latest added', async () => {
      const entries = await record(t, association, dog);
      const days = entries.map((entry) => entry.date);
      expect(days).toEqual([...days].sort().reverse());
      expect(entries[0].date).toBe('2030-03-03');
    });
  });

  it('a sterilisation sets the animal as sterilised', async () => {
    const dog = await newDog('Stéril');
    const before = await t.api.as(association.token).get(`/api/animals/${dog}`);
    expect(before.body.sterilised).toBeNull();
    await added(t, association, dog, { type: 'sterilisation', date: '2030-02-20' });
    const after = await t.api.as(association.token).get(`/api/animals/${dog}`);
    expect(after.body.sterilised).toBe(true);
  });

  describe('refusals, each with its French message under its field', () => {
    let dog: number;
    beforeAll(async () => {
      dog = await newDog('Refus');
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['an unknown type', { type: 'radio', date: '2030-01-10' }, { type: M.typeInvalid }],
      ['no type', { date: '2030-01-10' }, { type: M.typeInvalid }],
      ['no date', { type: 'sterilisation' }, { date: M.dateRequired }],
      ['a date that does not exist', { type: 'sterilisation', date: '2030-02-30' }, { date: M.dateInvalid }],
      ['a vaccine without its name', { type: 'vaccination', date: '2030-01-10' }, { name: M.vaccineRequired }],
      [
        'a next due date before the care',
        { type: 'vaccination', name: 'Rage', date: '2030-01-10', next_due: '2030-01-09' },
        { next_due: M.nextDueBeforeDate },
      ],
      [
        'an antiparasitic without its next due date',
        { type: 'antiparasitaire', product: 'Bravecto', date: '2030-01-10' },
        { next_due: M.nextDueRequired },
      ],
      [
        'a deworming without its product',
        { type: 'vermifuge', date: '2030-01-10', next_due: '2030-04-10' },
        { product: M.productRequired },
      ],
      [
        'a test result that is not one of the three',
        { type: 'test', name: 'FIV', result: 'positive', date: '2030-01-10' },
        { result: M.resultInvalid },
      ],
      [
        'a test without its name',
        { type: 'test', result: 'douteux', date: '2030-01-10' },
        { name: M.testNameRequired },
      ],
      ['a visit without its vet', { type: 'visite', date: '2030-01-10', note: 'RAS' }, { vet: M.vetRequired }],
      ['a visit without its note', { type: 'visite', date: '2030-01-10', vet: 'Dr Vidal' }, { note: M.noteRequired }],
      ['a weight under 0.05 kg', { type: 'poids', date: '2030-01-10', kg: 0.04 }, { kg: M.kgInvalid }],
      ['a weight over 120 kg', { type: 'poids', date: '2030-01-10', kg: 120.5 }, { kg: M.kgInvalid }],
      ['a weight that is not a number', { type: 'poids', date: '2030-01-10', kg: 'lourd' }, { kg: M.kgInvalid }],
      [
        'a treatment ending before it starts',
        { type: 'traitement', name: 'Metacam', from: '2030-02-10', to: '2030-02-09', dosage: '1 ml' },
        { to: M.toBeforeFrom },
      ],
      [
        'a treatment without its dosage',
        { type: 'traitement', name: 'Metacam', from: '2030-02-10', to: '2030-02-12' },
        { dosage: M.dosageRequired },
      ],
      ['a care dated tomorrow', { type: 'sterilisation', date: '2030-03-04' }, { date: M.dateInFuture }],
      [
        'a vaccination dated tomorrow (its next due date may be later)',
        { type: 'vaccination', name: 'Rage', date: '2030-03-04', next_due: '2031-03-04' },
        { date: M.dateInFuture },
      ],
      [
        'a treatment starting tomorrow',
        { type: 'traitement', name: 'Metacam', from: '2030-03-04', to: '2030-03-08', dosage: '1 ml' },
        { from: M.fromInFuture },
      ],
    ])('%s: 400', async (_title, body, fields) => {
      const res = await addEntry(t, association, dog, body);
      expectFrenchError(res, 400);
      expect(res.body.fields).toEqual(fields);
      expect(await record(t, association, dog)).toEqual([]);
    });

    it('404 for an animal that does not exist', async () => {
      const res = await addEntry(t, association, 987654, { type: 'sterilisation', date: '2030-01-10' });
      expectFrenchError(res, 404);
    });
  });

  describe('changes', () => {
    it('PUT replaces the fields of the same type; another type is refused', async () => {
      const dog = await newDog('Modif');
      const entry = await added(t, association, dog, {
        type: 'antiparasitaire',
        product: 'Bravecto',
        date: '2030-01-10',
        next_due: '2030-04-10',
      });
      const res = await t.api.as(association.token).put(`/api/health/${entry.id}`, {
        type: 'antiparasitaire',
        product: 'Nexgard',
        date: '2030-01-11',
        next_due: '2030-02-11',
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id: entry.id, product: 'Nexgard', date: '2030-01-11', next_due: '2030-02-11' });
      const other = await t.api.as(association.token).put(`/api/health/${entry.id}`, {
        type: 'vermifuge',
        product: 'Milbemax',
        date: '2030-01-11',
        next_due: '2030-02-11',
      });
      expectFrenchError(other, 400);
      expect(other.body.fields).toEqual({ type: M.typeUnchangeable });
      const future = await t.api.as(association.token).put(`/api/health/${entry.id}`, {
        type: 'antiparasitaire',
        product: 'Nexgard',
        date: '2030-03-05',
        next_due: '2030-04-05',
      });
      expect(future.body.fields).toEqual({ date: M.dateInFuture });
      expect((await record(t, association, dog))[0]).toMatchObject({ product: 'Nexgard', date: '2030-01-11' });
    });

    it('DELETE removes it: 204, then 404', async () => {
      const dog = await newDog('Effacé');
      const entry = await added(t, association, dog, { type: 'poids', date: '2030-01-10', kg: 30 });
      expectStatus(await t.api.as(association.token).delete(`/api/health/${entry.id}`), 204);
      expect(await record(t, association, dog)).toEqual([]);
      expectFrenchError(await t.api.as(association.token).delete(`/api/health/${entry.id}`), 404);
      const put = await t.api
        .as(association.token)
        .put(`/api/health/${entry.id}`, { type: 'poids', date: '2030-01-10', kg: 31 });
      expectFrenchError(put, 404);
    });

    it('the record goes with its animal', async () => {
      const dog = await newDog('Départ');
      await added(t, association, dog, { type: 'poids', date: '2030-01-10', kg: 30 });
      expectStatus(await t.api.as(association.token).delete(`/api/animals/${dog}`), 204);
      expectFrenchError(await t.api.as(association.token).get(`/api/animals/${dog}/health`), 404);
    });

    it("every change is in the association's activity log, on the animal, with the fields it changed", async () => {
      const dog = await newDog('Journal');
      const entry = await added(t, association, dog, { type: 'poids', date: '2030-01-10', kg: 30 });
      expectStatus(
        await t.api
          .as(association.token)
          .put(`/api/health/${entry.id}`, { type: 'poids', date: '2030-01-10', kg: 31.5 }),
        200,
      );
      expectStatus(await t.api.as(association.token).delete(`/api/health/${entry.id}`), 204);
      const log = await t.api
        .as(association.token)
        .get(`/api/associations/${association.associationId}/activity?animal_id=${dog}`);
      expectStatus(log, 200);
      const entries = (log.body as ActivityEntry[]).filter((one) => one.action.startsWith('health.'));
      expect(entries.map((one) => one.action)).toEqual(['health.deleted', 'health.updated', 'health.added']);
      const [deleted, updated, addedEntry] = entries;
      expect(addedEntry).toMatchObject({
        entity: 'animal',
        entity_id: dog,
        actor: { name: 'Paul Durand' },
        before: null,
        after: { health_entry_id: entry.id, type: 'poids', date: '2030-01-10', kg: 30, added_by: 'association' },
      });
      expect(updated).toMatchObject({ before: { kg: 30 }, after: { kg: 31.5 } });
      expect(deleted).toMatchObject({ before: { health_entry_id: entry.id, kg: 31.5 }, after: null });
    });
  });
});
