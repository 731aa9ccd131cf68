import { API_MESSAGES, REQUEST_STATUS } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectRaceStatus, expectStatus } from './support/http';

// The 50-way races (approvals, identical requests, registrations with one email) are in
// test/security/concurrency.e2e-spec.ts.
const FAMILIES = 11;

describe('concurrency', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let families: FamilyAccount[];

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    families = [];
    // Sequential on purpose: registration is not what this file measures, and argon2 is CPU-heavy.
    for (let i = 0; i < FAMILIES; i++) families.push(await registerFamily(t.api, { lastname: `Famille${i}` }));
  }, 180_000);
  afterAll(async () => t?.close());

  it('requests submitted while an approval runs end refused or 409, never pending on a housed animal', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Course' });
    const first = await createRequest(t.api, families[0], animal);
    const latecomers = families.slice(1, 11);
    const [approval, ...submissions] = await Promise.all([
      decide(t.api, shelter, first.id, REQUEST_STATUS.approved),
      ...latecomers.map((f) =>
        t.api.as(f.token).post('/api/animals/requests', {
          association_id: shelter.associationId,
          animal_id: animal.id,
          motivation: 'Juste à temps ?',
          family_id: f.familyId,
        }),
      ),
    ]);
    expectStatus(approval, 200);
    for (const submission of submissions) {
      expectRaceStatus(submission, [201, 409]);
      if (submission.status === 409) expect(submission.body.message).toBe(API_MESSAGES.animalHoused);
    }
    const read = await t.api.anon.get(`/api/animals/${animal.id}`);
    const statuses: string[] = read.body.requests.map((r: { status: string }) => r.status);
    expect(statuses.filter((s) => s === REQUEST_STATUS.approved)).toHaveLength(1);
    expect(statuses.filter((s) => s === REQUEST_STATUS.pending)).toHaveLength(0);
    expect(statuses).toHaveLength(1 + submissions.filter((r) => r.status === 201).length);
  });

  it('parallel requests by different families on one animal are all stored', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Populaire' });
    const answers = await Promise.all(
      families.slice(0, 8).map((f) =>
        t.api.as(f.token).post('/api/animals/requests', {
          association_id: shelter.associationId,
          animal_id: animal.id,
          motivation: 'Moi !',
          family_id: f.familyId,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const read = await t.api.anon.get(`/api/animals/${animal.id}`);
    expect(read.body.requests).toHaveLength(8);
  });
});
