/**
 * The price of a foster request in SQL statements, as the client sees it in X-Sql-Count (SQL_COUNT): with its
 * Idempotency-Key (the platform client sends one with every write) and its mail to the association, a creation runs
 * at most 11 statements on either database, and stays exactly-once. bench/api.js reports the same count under load.
 */
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from './support/app';
import { expectStatus } from './support/http';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';

const MAX_STATEMENTS_PER_CREATION = 11;

describe('statements per foster request creation', () => {
  let t: TestApp;
  let shelter: AssociationAccount;

  beforeAll(async () => {
    t = await startApp({ sqlCount: true });
    shelter = await registerAssociation(t.api);
  });
  afterAll(async () => t?.close());

  const statements = (res: { headers: Record<string, string> }) => Number(res.headers['x-sql-count']);
  const submit = (family: FamilyAccount, animalId: number, key: string) =>
    t.api
      .as(family.token)
      .post('/api/animals/requests', { animal_id: animalId, family_id: family.familyId, motivation: 'Un jardin clos.' })
      .set('Idempotency-Key', key);
  const mailsTo = async (email: string) =>
    (
      await t.app
        .get(DataSource)
        .query('SELECT kind FROM mail_outbox WHERE recipient = ? ORDER BY id', [email.toLowerCase()])
    ).map((row: { kind: string }) => row.kind);

  it(`creates a request with its key and its mail in at most ${MAX_STATEMENTS_PER_CREATION} statements`, async () => {
    const association = await registerAssociation(t.api);
    // Several creations: the first write of a fresh process and of each pooled connection pay the same.
    for (let i = 0; i < 3; i++) {
      const family = await registerFamily(t.api);
      const animal = await createAnimal(t.api, association, { name: `Compté ${i}` });
      const res = await submit(family, animal.id, randomUUID());
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ animal_id: animal.id, family_id: family.familyId, status: 'En attente' });
      expect(statements(res)).toBeGreaterThan(0);
      expect(statements(res)).toBeLessThanOrEqual(MAX_STATEMENTS_PER_CREATION);
    }
    const created = (await mailsTo(association.email)).filter((kind: string) => kind === 'request_created');
    expect(created).toHaveLength(3);
  });

  it('answers a repeat with the first answer, without writing again', async () => {
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, shelter, { name: 'Rejoué' });
    const key = randomUUID();
    const first = await submit(family, animal.id, key);
    expectStatus(first, 201);
    const again = await submit(family, animal.id, key);
    expectStatus(again, 201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(statements(again)).toBeLessThan(statements(first));
    const mine = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
    expect(mine.body.requests).toHaveLength(1);
  });
});
