import { API_MESSAGES, REQUEST_STATUS, type FosterRequest } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  createAnimal,
  createRequest,
  decide,
  familyPayload,
  login,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectStatus } from './support/http';

const FAMILIES = 20;

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

  it('20 parallel approvals of 20 pending requests for one animal leave exactly one approved', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Star' });
    const requests: FosterRequest[] = [];
    for (const family of families) requests.push(await createRequest(t.api, family, animal));

    const answers = await Promise.all(requests.map((r) => decide(t.api, shelter, r.id, REQUEST_STATUS.approved)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(FAMILIES - 1);

    const list = await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/requests`);
    const mine = list.body.requests.filter((r: FosterRequest) => r.animal_id === animal.id);
    expect(mine).toHaveLength(FAMILIES);
    const approved = mine.filter((r: FosterRequest) => r.status === REQUEST_STATUS.approved);
    expect(approved).toHaveLength(1);
    expect(mine.filter((r: FosterRequest) => r.status === REQUEST_STATUS.refused)).toHaveLength(FAMILIES - 1);
    // The winner is the request whose approval answered 200.
    const winner = requests[statuses.indexOf(200)];
    expect(approved[0].id).toBe(winner.id);
  });

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
      expectStatus(submission, 201, 409);
      if (submission.status === 409) expect(submission.body.message).toBe(API_MESSAGES.animalHoused);
    }
    const read = await t.api.anon.get(`/api/animals/${animal.id}`);
    const statuses: string[] = read.body.requests.map((r: { status: string }) => r.status);
    expect(statuses.filter((s) => s === REQUEST_STATUS.approved)).toHaveLength(1);
    expect(statuses.filter((s) => s === REQUEST_STATUS.pending)).toHaveLength(0);
    expect(statuses).toHaveLength(1 + submissions.filter((r) => r.status === 201).length);
  });

  it('parallel identical request creations store exactly one request', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Double clic' });
    const family = families[0];
    const body = { association_id: shelter.associationId, animal_id: animal.id, motivation: 'Vite !', family_id: family.familyId };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.api.as(family.token).post('/api/animals/requests', body)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(API_MESSAGES.duplicateRequest);
    }
    const read = await t.api.anon.get(`/api/animals/${animal.id}`);
    expect(read.body.requests).toHaveLength(1);
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

  it('parallel registrations with one email create one account', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.api.anon.post('/api/families', familyPayload({ email, lastname: `Course${i}` }))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(API_MESSAGES.emailTaken);
    }
    const session = await login(t.api, email, 'Secret123');
    expect(session.role).toBe('family');
  });
});
