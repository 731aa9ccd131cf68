/**
 * The retention periods (docs/security.md#retention) on a fixed clock, with the real SMTP test server: a refused
 * request and its conversation go a year after the decision, an approved one stays; an account nobody signed in to
 * for three years is warned by mail, then deleted thirty days later, unless someone signed in since; an association
 * counts as used while any of its members signs in.
 */
import { REQUEST_STATUS, RETENTION } from '@petfoster/contracts';
import { PersonalDataRetention } from '../../src/retention/personal-data-retention';
import { startMailApp, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';

const DAY_MS = 24 * 60 * 60 * 1000;
const WARNING = /^Votre compte PetFoster sera supprimé le \d{2}\/\d{2}\/\d{4}$/;

describe('retention', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let refusedFamily: FamilyAccount;
  let approvedFamily: FamilyAccount;
  let refusedId: number;
  let approvedId: number;
  const start = Date.now();
  const at = (days: number) => new Date(start + days * DAY_MS);
  const run = (days: number) => t.app.get(PersonalDataRetention).runOnce(at(days));
  const signIn = (account: { email: string; password: string }) =>
    t.api.anon.post('/login', { email: account.email, password: account.password });
  const warnings = async (address: string) => {
    await waitForOutboxIdle(t);
    return smtp.to(address).filter((mail) => WARNING.test(mail.subject));
  };
  // Three years and a few days without a sign-in.
  const inactiveDays = Math.ceil(RETENTION.inactiveAccountYears * 365.25) + 3;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api);
    refusedFamily = await registerFamily(t.api);
    approvedFamily = await registerFamily(t.api);
    const refusedAnimal = await createAnimal(t.api, association, { name: 'Caramel' });
    const approvedAnimal = await createAnimal(t.api, association, { name: 'Vanille' });
    refusedId = (await createRequest(t.api, refusedFamily, refusedAnimal)).id;
    approvedId = (await createRequest(t.api, approvedFamily, approvedAnimal)).id;
    expectStatus(
      await t.api.as(refusedFamily.token).post(`/api/requests/${refusedId}/messages`, { body: 'Bonjour !' }),
      201,
    );
    expectStatus(await decide(t.api, association, refusedId, REQUEST_STATUS.refused), 200);
    expectStatus(await decide(t.api, association, approvedId, REQUEST_STATUS.approved), 200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('a refused request and its conversation stay for a year after the decision', async () => {
    expect(await run(RETENTION.refusedRequestDays - 1)).toMatchObject({ refusedRequests: 0 });
    const messages = await t.api.as(refusedFamily.token).get(`/api/requests/${refusedId}/messages`);
    expectStatus(messages, 200);
    expect(messages.body.messages ?? messages.body).toHaveLength(1);
  });

  it('then they are deleted; the approved request stays', async () => {
    expect(await run(RETENTION.refusedRequestDays + 1)).toMatchObject({ refusedRequests: 1 });
    expectStatus(await t.api.as(refusedFamily.token).get(`/api/requests/${refusedId}/messages`), 404);
    const refusedList = await t.api.as(refusedFamily.token).get(`/api/families/${refusedFamily.familyId}/requests`);
    expect(refusedList.body.requests).toEqual([]);
    const approvedList = await t.api.as(approvedFamily.token).get(`/api/families/${approvedFamily.familyId}/requests`);
    expect(approvedList.body.requests.map((request: { id: number }) => request.id)).toEqual([approvedId]);
  });

  it('after three years without a sign-in, families are warned once, then deleted unless they signed in', async () => {
    const idle = await registerFamily(t.api);
    const result = await run(inactiveDays);
    // The three families (the approved one's placement is not signed: nothing binds it yet); not the association,
    // which answers for the animal it placed.
    expect(result).toMatchObject({ warned: 3, deleted: 0 });
    const [warning] = await warnings(idle.email);
    expect(warning.text).toContain(`depuis ${RETENTION.inactiveAccountYears} ans`);
    expect(warning.text).toContain('il suffit de vous connecter avant cette date');
    expect(warning.header('list-unsubscribe')).toBeUndefined();
    expect(await warnings(approvedFamily.email)).toHaveLength(1);
    expect(await warnings(association.email)).toHaveLength(0);

    expect(await run(inactiveDays + 2)).toMatchObject({ warned: 0, deleted: 0 });
    expect(await warnings(idle.email)).toHaveLength(1);

    // Signing in keeps the account: the warning no longer stands.
    expectStatus(await signIn(idle), 200);
    const later = await run(inactiveDays + RETENTION.inactiveAccountNoticeDays + 2);
    expect(later?.deleted).toBe(2);
    expectStatus(await signIn(idle), 200);
    expectStatus(await signIn(refusedFamily), 401);
    expectStatus(await signIn(approvedFamily), 401);
  });

  it('an association without any animal in care is warned through its admins, then deleted with its members', async () => {
    const quiet = await registerAssociation(t.api, { name_association: 'Chats & Cie' });
    const day = inactiveDays + RETENTION.inactiveAccountNoticeDays + 10;
    expect((await run(day))?.warned).toBeGreaterThanOrEqual(1);
    const [warning] = await warnings(quiet.email);
    expect(warning.text).toContain("Aucun membre de l'association Chats & Cie ne s'est connecté");
    expect(warning.html).toContain('Chats &amp; Cie');

    expect((await run(day + RETENTION.inactiveAccountNoticeDays + 1))?.deleted).toBeGreaterThanOrEqual(1);
    expectStatus(await signIn(quiet), 401);
    expectStatus(await t.api.anon.get(`/api/associations/${quiet.associationId}`), 404);
    // The association that houses an animal is never warned nor deleted.
    expectStatus(await signIn(association), 200);
    expect(await warnings(association.email)).toHaveLength(0);
  });
});
