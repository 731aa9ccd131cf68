/**
 * Throttling (ASVS V6.3 / V2 anti-automation) with the limits the API ships with (DEFAULT_THROTTLE_LIMITS):
 * login per email and per client address (failures only), registration per address, request creation per user.
 * Client addresses are simulated with X-Forwarded-For, trusted from loopback as the gateway topologies configure it.
 */
import { API_MESSAGES } from '@petfoster/contracts';
import type { Test } from 'supertest';
import { ConfigError, DEFAULT_THROTTLE_LIMITS, loadConfig } from '../../src/config/app-config';
import { startApp, type TestApp } from '../support/app';
import {
  associationPayload,
  createAnimal,
  familyPayload,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus, messagesOf } from '../support/http';
import { writeReport } from './support/report';

const LIMITS = DEFAULT_THROTTLE_LIMITS;
let ipSequence = 0;
/** A client address of its own for each caller (TEST-NET-3, never routed). */
const newIp = () => `203.0.113.${++ipSequence}`;
const from = (test: Test, ip: string) => test.set('X-Forwarded-For', ip);

function expectThrottled(res: Awaited<Test>) {
  expectStatus(res, 429);
  expect(messagesOf(res)).toEqual([API_MESSAGES.tooManyRequests]);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('throttling with the shipped limits', () => {
  let t: TestApp;
  let victim: FamilyAccount;
  let bystander: FamilyAccount;
  let shelter: AssociationAccount;
  const figures: string[] = [];

  beforeAll(async () => {
    // The support default raises the limits for the rest of the suite; here the real ones apply.
    // As behind the gateway: X-Forwarded-For from loopback (the proxy) gives the client address.
    t = await startApp({ throttle: { ...LIMITS }, trustProxy: 'loopback' });
    victim = await registerFamily(t.api);
    bystander = await registerFamily(t.api);
    shelter = await registerAssociation(t.api);
  }, 60_000);

  afterAll(async () => {
    if (figures.length)
      writeReport('throttling', 'Throttling', [
        `Limits per ${LIMITS.windowSeconds} s: ${JSON.stringify(LIMITS)}`,
        '',
        ...figures.map((f) => `- ${f}`),
      ]);
    await t?.close();
  });

  const wrongLogin = (email: string, ip: string) =>
    from(t.api.anon.post('/login', { email, password: 'Wrong1234' }), ip);
  const goodLogin = (account: { email: string; password: string }, ip: string) =>
    from(t.api.anon.post('/login', { email: account.email, password: account.password }), ip);

  it(`blocks an email after ${LIMITS.loginPerEmail} failures in a window, whatever the address, and only that email`, async () => {
    for (let i = 0; i < LIMITS.loginPerEmail; i++) expectStatus(await wrongLogin(victim.email, newIp()), 401);
    const lastIp = newIp();
    expectThrottled(await wrongLogin(victim.email, lastIp));
    // Same email in another case: still the same account.
    expectThrottled(await wrongLogin(victim.email.toUpperCase(), newIp()));
    // The right password is not even checked while the email is blocked: guessing gains nothing.
    expectThrottled(await goodLogin(victim, newIp()));
    // Other users are unaffected, also from the address that sent the last guess.
    expectStatus(await goodLogin(bystander, lastIp), 200);
    figures.push(
      `login per email: ${LIMITS.loginPerEmail} failures answered 401, the next attempt 429 (also with the right password); another user from the same address: 200`,
    );
  });

  it('never counts successful logins', async () => {
    const account = await registerFamily(t.api);
    const ip = newIp();
    const successes = LIMITS.loginPerEmail + 5;
    for (let i = 0; i < successes; i++) expectStatus(await goodLogin(account, ip), 200);
    for (let i = 0; i < LIMITS.loginPerEmail; i++) expectStatus(await wrongLogin(account.email, ip), 401);
    expectThrottled(await wrongLogin(account.email, ip));
    figures.push(
      `${successes} successful logins, then still exactly ${LIMITS.loginPerEmail} failures allowed before 429`,
    );
  });

  it('does not let a parallel burst of guesses overshoot the limit', async () => {
    const target = await registerFamily(t.api);
    const burst = 3 * LIMITS.loginPerEmail;
    const answers = await Promise.all(Array.from({ length: burst }, () => wrongLogin(target.email, newIp())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(burst - LIMITS.loginPerEmail);
    figures.push(
      `${burst} parallel guesses on one email: ${LIMITS.loginPerEmail} checked (401), ${burst - LIMITS.loginPerEmail} refused (429)`,
    );
  });

  it(`blocks an address after ${LIMITS.loginPerIp} failures on many emails; other addresses keep logging in`, async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginPerIp; i++) expectStatus(await wrongLogin(uniqueEmail('spray'), ip), 401);
    expectThrottled(await wrongLogin(uniqueEmail('spray'), ip));
    expectThrottled(await goodLogin(bystander, ip));
    expectStatus(await goodLogin(bystander, newIp()), 200);
    figures.push(
      `login per address: ${LIMITS.loginPerIp} failures on distinct emails answered 401, then 429 for that address only`,
    );
  });

  it('ignores malformed login bodies in the failure count', async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginPerIp + 5; i++)
      expectStatus(await from(t.api.anon.post('/login', { email: 42 }), ip), 400);
    expectStatus(await goodLogin(bystander, ip), 200);
  });

  it(`limits registrations to ${LIMITS.registrationPerIp} per address, associations and families together`, async () => {
    const ip = newIp();
    const half = Math.floor(LIMITS.registrationPerIp / 2);
    for (let i = 0; i < half; i++)
      expectStatus(await from(t.api.anon.post('/api/associations', associationPayload()), ip), 201);
    for (let i = half; i < LIMITS.registrationPerIp; i++)
      expectStatus(await from(t.api.anon.post('/api/families', familyPayload()), ip), 201);
    const refusedEmail = uniqueEmail('late');
    expectThrottled(await from(t.api.anon.post('/api/families', familyPayload({ email: refusedEmail })), ip));
    expectThrottled(await from(t.api.anon.post('/api/associations', associationPayload()), ip));
    // Nothing was created by the refused call, and another address still registers.
    expectStatus(await t.api.anon.post('/login', { email: refusedEmail, password: 'Tortue42Zebre' }), 401);
    expectStatus(await from(t.api.anon.post('/api/families', familyPayload({ email: refusedEmail })), newIp()), 201);
    figures.push(
      `registration per address: ${LIMITS.registrationPerIp} accounts created, the next one 429 and not created; another address: 201`,
    );
  }, 60_000);

  it(`limits foster request creation to ${LIMITS.requestsPerUser} per user`, async () => {
    const family = await registerFamily(t.api);
    const animals = [];
    for (let i = 0; i <= LIMITS.requestsPerUser; i++)
      animals.push(await createAnimal(t.api, shelter, { name: `Animal${i}` }));
    const submit = (f: FamilyAccount, animalId: number) =>
      t.api.as(f.token).post('/api/animals/requests', {
        association_id: shelter.associationId,
        animal_id: animalId,
        motivation: 'Oui',
        family_id: f.familyId,
      });
    for (let i = 0; i < LIMITS.requestsPerUser; i++) expectStatus(await submit(family, animals[i].id), 201);
    const last = animals[LIMITS.requestsPerUser];
    expectThrottled(await submit(family, last.id));
    const read = await t.api.anon.get(`/api/animals/${last.id}`);
    expect(read.body.requests).toHaveLength(0);
    expectStatus(await submit(bystander, last.id), 201);
    figures.push(
      `request creation per user: ${LIMITS.requestsPerUser} requests stored, the next one 429 and not stored; another family: 201`,
    );
  }, 60_000);

  it(`limits proposals to ${LIMITS.invitationsPerAssociation} per association`, async () => {
    const proposer = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    expectStatus(await t.api.as(family.token).put(`/api/families/${family.userId}`, { visible: true }), 200);
    const animals = [];
    for (let i = 0; i <= LIMITS.invitationsPerAssociation; i++)
      animals.push(await createAnimal(t.api, proposer, { name: `Proposé${i}` }));
    const propose = (association: AssociationAccount, animalId: number) =>
      t.api
        .as(association.token)
        .post('/api/invitations', { family_id: family.familyId, animal_id: animalId, message: 'Il vous plairait.' });
    for (let i = 0; i < LIMITS.invitationsPerAssociation; i++)
      expectStatus(await propose(proposer, animals[i].id), 201);
    expectThrottled(await propose(proposer, animals[LIMITS.invitationsPerAssociation].id));
    const received = await t.api.as(family.token).get('/api/invitations');
    expect(received.body).toHaveLength(LIMITS.invitationsPerAssociation);
    // Another association still proposes, to that very family.
    const otherAnimal = await createAnimal(t.api, shelter, { name: 'Voisin' });
    expectStatus(await propose(shelter, otherAnimal.id), 201);
    figures.push(
      `proposals per association: ${LIMITS.invitationsPerAssociation} stored, the next one 429 and not stored; another association: 201`,
    );
  }, 60_000);

  it('reads its limits from THROTTLE_* variables, and THROTTLE=false turns it off', () => {
    const base = { databaseUrl: 'sqlite::memory:', uploadDir: t.uploadDir, jwtSecret: 'x'.repeat(8) + 'y'.repeat(30) };
    expect(loadConfig(base, {}).throttle).toEqual(LIMITS);
    expect(loadConfig(base, { THROTTLE_LOGIN_PER_EMAIL: '5', THROTTLE_WINDOW_SECONDS: '120' }).throttle).toEqual({
      ...LIMITS,
      loginPerEmail: 5,
      windowSeconds: 120,
    });
    expect(loadConfig(base, { THROTTLE: 'false' }).throttle).toBeNull();
    expect(loadConfig({ ...base, throttle: false }, {}).throttle).toBeNull();
    expect(loadConfig(base, { THROTTLE_INVITATIONS_PER_ASSOCIATION: '3' }).throttle).toEqual({
      ...LIMITS,
      invitationsPerAssociation: 3,
    });
    expect(() => loadConfig(base, { THROTTLE_REQUESTS_PER_USER: 'beaucoup' })).toThrow(ConfigError);
    expect(() => loadConfig(base, { THROTTLE_INVITATIONS_PER_ASSOCIATION: '0' })).toThrow(ConfigError);
    expect(() => loadConfig(base, { THROTTLE_LOGIN_PER_IP: '0' })).toThrow(ConfigError);
  });
});
