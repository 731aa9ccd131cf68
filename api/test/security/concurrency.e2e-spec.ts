/**
 * Races at 50-way concurrency (the 20-way versions that used to live in test/concurrency.e2e-spec.ts moved here):
 * 50 parallel approvals for one animal leave exactly one approved; 50 parallel identical requests store one;
 * 50 parallel registrations with one email create one account. Counts come from the database afterwards, not
 * only from the HTTP answers. Figures go to results/concurrency.<db>.md.
 */
import { API_MESSAGES, REQUEST_STATUS, type FosterRequest } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { User } from '../../src/data-model/user.entity';
import { FosterRequest as FosterRequestEntity } from '../../src/data-model/request.entity';
import { startApp, type TestApp } from '../support/app';
import {
  associationPayload,
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
} from '../support/fixtures';
import { messagesOf } from '../support/http';
import { writeReport } from './support/report';

const PARALLEL = 50;

const histogram = (statuses: number[]) =>
  [...statuses.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s} x${n}`)
    .join(', ');

describe(`concurrency: ${PARALLEL} parallel calls`, () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let families: FamilyAccount[];
  const figures: string[] = [];

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    families = [];
    // Registration is not what this file measures: a few at a time, since argon2 is CPU-heavy.
    for (let i = 0; i < PARALLEL; i += 5) {
      families.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, j) => registerFamily(t.api, { lastname: `Famille${i + j}` })),
        )),
      );
    }
  }, 300_000);

  afterAll(async () => {
    if (figures.length)
      writeReport(
        'concurrency',
        `Concurrency (${PARALLEL} parallel calls)`,
        figures.map((f) => `- ${f}`),
      );
    await t?.close();
  });

  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = Date.now();
    const result = await work();
    return [result, Date.now() - started];
  };

  it(`${PARALLEL} parallel approvals of ${PARALLEL} pending requests for one animal leave exactly one approved`, async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Star' });
    const requests: FosterRequest[] = [];
    for (const family of families) requests.push(await createRequest(t.api, family, animal));

    const [answers, ms] = await timed(() =>
      Promise.all(requests.map((r) => decide(t.api, shelter, r.id, REQUEST_STATUS.approved))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const loser of answers.filter((a) => a.status === 409)) {
      expect([API_MESSAGES.alreadyDecided, API_MESSAGES.animalHoused]).toContain(messagesOf(loser)[0]);
    }

    const stored = await t.app
      .get(DataSource)
      .getRepository(FosterRequestEntity)
      .find({ where: { animal_id: animal.id } });
    expect(stored).toHaveLength(PARALLEL);
    const approved = stored.filter((r) => r.status === REQUEST_STATUS.approved);
    expect(approved).toHaveLength(1);
    expect(stored.filter((r) => r.status === REQUEST_STATUS.refused)).toHaveLength(PARALLEL - 1);
    expect(approved[0].id).toBe(requests[statuses.indexOf(200)].id);
    figures.push(
      `approvals: ${PARALLEL} in parallel in ${ms} ms -> ${histogram(statuses)}; in the database 1 approved, ${PARALLEL - 1} refused`,
    );
  }, 120_000);

  it(`${PARALLEL} parallel identical request creations store exactly one request`, async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Double clic' });
    const family = families[0];
    const body = {
      association_id: shelter.associationId,
      animal_id: animal.id,
      motivation: 'Vite !',
      family_id: family.familyId,
    };
    const [answers, ms] = await timed(() =>
      Promise.all(Array.from({ length: PARALLEL }, () => t.api.as(family.token).post('/api/animals/requests', body))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(API_MESSAGES.duplicateRequest);
    const stored = await t.app
      .get(DataSource)
      .getRepository(FosterRequestEntity)
      .count({ where: { animal_id: animal.id } });
    expect(stored).toBe(1);
    figures.push(`identical requests: ${PARALLEL} in parallel in ${ms} ms -> ${histogram(statuses)}; ${stored} stored`);
  }, 120_000);

  it(`${PARALLEL} parallel registrations with one email (families and associations) create one account`, async () => {
    const email = uniqueEmail('race');
    const [answers, ms] = await timed(() =>
      Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          i % 2 === 0
            ? t.api.anon.post('/api/families', familyPayload({ email, lastname: `Course${i}` }))
            : t.api.anon.post('/api/associations', associationPayload({ email, name_association: `Course ${i}` })),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe(API_MESSAGES.emailTaken);
    const accounts = await t.app.get(DataSource).getRepository(User).count({ where: { email } });
    expect(accounts).toBe(1);
    const winner = statuses.indexOf(201) % 2 === 0 ? 'family' : 'association';
    expect((await login(t.api, email, 'Tortue42Zebre')).role).toBe(winner);
    figures.push(
      `registrations with one email: ${PARALLEL} in parallel in ${ms} ms -> ${histogram(statuses)}; ${accounts} account (a ${winner})`,
    );
  }, 120_000);
});
