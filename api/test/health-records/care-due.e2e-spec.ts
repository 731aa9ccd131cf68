/**
 * What is due in an association (docs/product.md#what-is-due), on a fixed day: dated care whose next due date falls
 * within the window or has passed (the latest entry of a vaccine or a kind decides), animals of 6 months or more not
 * known to be sterilised, dogs and cats without identification; adopted animals and other associations' are not
 * counted. Any member reads it; nobody else.
 */
import { HEALTH_MESSAGES as M, type CareDue } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type Session,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addMember } from '../support/team-members';
import { added, fixHealthClock } from './support';

/** Today in France: 2026-06-01 (before the real date, so that the animals' birth dates are accepted). */
const NOW = '2026-06-01T10:00:00Z';

describe('care due', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let ids: Record<'rex' | 'mina' | 'pompon' | 'kitty' | 'adopted', number>;

  beforeAll(async () => {
    t = await startApp();
    fixHealthClock(t, NOW);
    association = await registerAssociation(t.api);
    const animal = async (overrides: Record<string, unknown>) => (await createAnimal(t.api, association, overrides)).id;
    ids = {
      // A dog over 6 months, sterilisation and identification unknown.
      rex: await animal({ name: 'Rex', species_id: 1, date_of_birth: '2024-01-01' }),
      // A cat of 4 months, identified, not sterilised: too young to be due.
      mina: await animal({
        name: 'Mina',
        species_id: 2,
        date_of_birth: '2026-01-15',
        identification_type: 'puce',
        identification_number: '250268712345678',
        sterilised: false,
      }),
      // A rabbit, sterilised, without identification: rabbits need none.
      pompon: await animal({ name: 'Pompon', species_id: 3, date_of_birth: '2023-05-01', sterilised: true }),
      // A cat of exactly 6 months, not sterilised, tattooed.
      kitty: await animal({
        name: 'Kitty',
        species_id: 2,
        date_of_birth: '2025-12-01',
        identification_type: 'tatouage',
        identification_number: 'ABC123',
        sterilised: false,
      }),
      adopted: await animal({ name: 'Parti', species_id: 1, date_of_birth: '2020-01-01' }),
    };
    await added(t, association, ids.rex, {
      type: 'vaccination',
      name: 'CHPPiL',
      date: '2025-06-10',
      next_due: '2026-06-10',
    });
    await added(t, association, ids.rex, {
      type: 'vaccination',
      name: 'Rage',
      date: '2025-07-01',
      next_due: '2026-07-01',
    });
    await added(t, association, ids.mina, {
      type: 'antiparasitaire',
      product: 'Bravecto',
      date: '2026-02-01',
      next_due: '2026-05-20',
    });
    // A deworming given since supersedes the earlier one's next due date.
    await added(t, association, ids.mina, {
      type: 'vermifuge',
      product: 'Milbemax',
      date: '2026-01-20',
      next_due: '2026-05-01',
    });
    await added(t, association, ids.mina, {
      type: 'vermifuge',
      product: 'Drontal',
      date: '2026-05-02',
      next_due: '2026-08-02',
    });
    // A booster recorded without a next due date ends the vaccine's schedule.
    await added(t, association, ids.pompon, {
      type: 'vaccination',
      name: 'VHD',
      date: '2025-05-01',
      next_due: '2026-05-01',
    });
    await added(t, association, ids.pompon, { type: 'vaccination', name: 'vhd', date: '2026-05-01' });
    await added(t, association, ids.pompon, {
      type: 'vaccination',
      name: 'Myxomatose',
      date: '2025-06-14',
      next_due: '2026-06-14',
    });
    await added(t, association, ids.adopted, {
      type: 'vaccination',
      name: 'Rage',
      date: '2025-06-01',
      next_due: '2026-06-02',
    });
    await t.app
      .get(DataSource)
      .query('UPDATE animals SET adopted_at = ? WHERE id = ?', ['2026-05-15 10:00:00', ids.adopted]);
    // Another association's animals are its own.
    const other = await registerAssociation(t.api);
    await createAnimal(t.api, other, { name: 'Ailleurs', species_id: 1, date_of_birth: '2020-01-01' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const due = async (caller: Session, query = '') => {
    const res = await t.api.as(caller.token).get(`/api/associations/${association.associationId}/care-due${query}`);
    expectStatus(res, 200);
    return (res.body as CareDue).due;
  };

  it('within 14 days by default: past and coming care first by date, then sterilisation, then identification', async () => {
    expect(await due(association)).toEqual([
      { animal: { id: ids.mina, name: 'Mina' }, kind: 'antiparasitaire', name: 'Bravecto', next_due: '2026-05-20' },
      { animal: { id: ids.rex, name: 'Rex' }, kind: 'vaccination', name: 'CHPPiL', next_due: '2026-06-10' },
      { animal: { id: ids.pompon, name: 'Pompon' }, kind: 'vaccination', name: 'Myxomatose', next_due: '2026-06-14' },
      { animal: { id: ids.kitty, name: 'Kitty' }, kind: 'sterilisation' },
      { animal: { id: ids.rex, name: 'Rex' }, kind: 'sterilisation' },
      { animal: { id: ids.rex, name: 'Rex' }, kind: 'identification' },
    ]);
  });

  it('the window follows within_days: 0 keeps what is past or due today, 30 reaches July 1st', async () => {
    const dated = (items: CareDue['due']) => items.filter((item) => item.next_due).map((item) => item.name);
    expect(dated(await due(association, '?within_days=0'))).toEqual(['Bravecto']);
    expect(dated(await due(association, '?within_days=30'))).toEqual(['Bravecto', 'CHPPiL', 'Myxomatose', 'Rage']);
  });

  it('the same on the next days: what is due moves with the clock', async () => {
    fixHealthClock(t, '2026-06-15T10:00:00Z');
    try {
      const items = await due(association, '?within_days=0');
      expect(items.filter((item) => item.next_due).map((item) => item.name)).toEqual([
        'Bravecto',
        'CHPPiL',
        'Myxomatose',
      ]);
    } finally {
      fixHealthClock(t, NOW);
    }
  });

  it('a sterilisation recorded takes the animal off the list', async () => {
    const dog = (await createAnimal(t.api, association, { name: 'Zorro', species_id: 1, date_of_birth: '2023-01-01' }))
      .id;
    expect((await due(association)).filter((item) => item.animal.id === dog).map((item) => item.kind)).toEqual([
      'sterilisation',
      'identification',
    ]);
    await added(t, association, dog, { type: 'sterilisation', date: '2026-05-30' });
    expect((await due(association)).filter((item) => item.animal.id === dog).map((item) => item.kind)).toEqual([
      'identification',
    ]);
  });

  it.each(['?within_days=366', '?within_days=-1', '?within_days=deux'])(
    '%s: 400 with the French message',
    async (query) => {
      const res = await t.api
        .as(association.token)
        .get(`/api/associations/${association.associationId}/care-due${query}`);
      expectFrenchError(res, 400);
      expect(res.body.fields).toEqual({ within_days: M.withinDaysInvalid });
    },
  );

  it('any member reads it; another association, a family and a visitor do not', async () => {
    const benevole = await addMember(t, association.associationId, 'benevole');
    expect(await due(benevole)).toEqual(await due(association));
    const path = `/api/associations/${association.associationId}/care-due`;
    expectFrenchError(await t.api.as((await registerAssociation(t.api)).token).get(path), 403);
    expectFrenchError(await t.api.as((await registerFamily(t.api)).token).get(path), 403);
    expectFrenchError(await t.api.anon.get(path), 401);
  });
});
