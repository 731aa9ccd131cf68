/**
 * The care reminders (docs/product.md#what-is-due) through the real SMTP test server, on fixed days: 7 days and 1 day
 * before a next due date, one digest a day per recipient (the référent of the placement's request, or the admins;
 * the family of a signed or active placement), never twice for the same item, whatever the number of runs; a
 * recipient who turned notifications off gets none.
 */
import { DataSource } from 'typeorm';
import { CareReminders } from '../../src/health-records/care-reminders';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import { activePlacement, fixToday } from '../placements/support';
import { added, fixHealthClock } from './support';

const ONE = 'Un soin à prévoir dans le carnet de santé';
const TWO = '2 soins à prévoir dans le carnet de santé';

describe('care reminders', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let referent: MemberAccount;
  let family: FamilyAccount;
  let rex: number;
  let mina: number;
  let placementId: number;

  const run = (at: string) => t.app.get(CareReminders).runOnce(new Date(at));
  /** The subjects of the care mails each address received, once the outbox has sent everything. */
  const careMails = async (address: string) => {
    await waitForOutboxIdle(t);
    return smtp.to(address).filter((mail) => mail.subject.includes('à prévoir dans le carnet de santé'));
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    fixToday(t);
    // The day the entries are written, long before anything is due: the job's own first run (at start, on this
    // clock) finds nothing, and the runs below, later, each take the period's lease.
    fixHealthClock(t, '2030-04-01T12:00:00Z');
    association = await registerAssociation(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    family = await registerFamily(t.api);
    const placement = await activePlacement(t, association, family, 'Rex');
    placementId = placement.id;
    rex = placement.animal.id;
    const assigned = await t.api
      .as(association.token)
      .put(`/api/requests/${placement.request_id}/referent`, { user_id: referent.userId });
    expectStatus(assigned, 200);
    mina = (await createAnimal(t.api, association, { name: 'Mina' })).id;
    await added(t, association, rex, {
      type: 'vaccination',
      name: 'CHPPiL',
      date: '2029-06-08',
      next_due: '2030-06-08',
    });
    await added(t, association, rex, {
      type: 'vermifuge',
      product: 'Milbemax',
      date: '2030-03-02',
      next_due: '2030-06-02',
    });
    // Not within 7 days: no reminder yet.
    await added(t, association, rex, { type: 'vaccination', name: 'Rage', date: '2029-07-01', next_due: '2030-07-01' });
    await added(t, association, mina, {
      type: 'antiparasitaire',
      product: 'Bravecto',
      date: '2030-03-08',
      next_due: '2030-06-08',
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("7 days and 1 day before: one digest to the request's référent and to the family, the others' to the admins", async () => {
    expect(await run('2030-06-01T06:00:00Z')).toBe(3);
    const [toReferent] = await careMails(referent.email);
    expect(toReferent.subject).toBe(TWO);
    expect(toReferent.text).toContain('Rex : Vermifuge (Milbemax), le 02/06/2030 (demain).');
    expect(toReferent.text).toContain('Rex : Vaccination (CHPPiL), le 08/06/2030 (dans 7 jours).');
    expect(toReferent.html).toContain(`${TEST_PUBLIC_URL}/animals-details/${rex}`);
    expect(toReferent.text).not.toContain('Rage');

    const [toFamily] = await careMails(family.email);
    expect(toFamily.subject).toBe(TWO);
    expect(toFamily.html).toContain(`${TEST_PUBLIC_URL}/families/dashboard/placements/${placementId}`);
    expect(toFamily.text).not.toContain('Mina');

    const [toAdmin] = await careMails(association.email);
    expect(toAdmin.subject).toBe(ONE);
    expect(toAdmin.text).toContain('Mina : Antiparasitaire (Bravecto), le 08/06/2030 (dans 7 jours).');
    expect(toAdmin.text).not.toContain('Rex');
  });

  it('never twice: a later run the same day, two runs at once and the next day send nothing more', async () => {
    expect(await run('2030-06-01T09:00:00Z')).toBe(0);
    // On MariaDB the loser may also be the victim of a deadlock between the two lease updates: it runs nothing.
    const runs = await Promise.allSettled([run('2030-06-01T12:00:00Z'), run('2030-06-01T12:00:00Z')]);
    expect(runs.filter((one) => one.status === 'fulfilled' && one.value !== null)).toHaveLength(1);
    expect(await run('2030-06-02T06:00:00Z')).toBe(0);
    for (const address of [referent.email, family.email, association.email])
      expect(await careMails(address)).toHaveLength(1);
  });

  it("the day before, the last reminder of each item; an item added after the day's digest waits for the next day", async () => {
    expect(await run('2030-06-07T06:00:00Z')).toBe(3);
    const referentMails = await careMails(referent.email);
    expect(referentMails).toHaveLength(2);
    expect(referentMails[1].subject).toBe(ONE);
    expect(referentMails[1].text).toContain('Rex : Vaccination (CHPPiL), le 08/06/2030 (demain).');
    expect((await careMails(family.email))[1].text).toContain('(demain)');
    expect((await careMails(association.email))[1].text).toContain(
      'Mina : Antiparasitaire (Bravecto), le 08/06/2030 (demain).',
    );

    await added(t, association, mina, {
      type: 'vermifuge',
      product: 'Drontal',
      date: '2030-03-10',
      next_due: '2030-06-10',
    });
    expect(await run('2030-06-07T10:00:00Z')).toBe(0);
    expect(await careMails(association.email)).toHaveLength(2);
    expect(await run('2030-06-08T06:00:00Z')).toBe(1);
    const adminMails = await careMails(association.email);
    expect(adminMails).toHaveLength(3);
    expect(adminMails[2].text).toContain('Mina : Vermifuge (Drontal), le 10/06/2030 (dans 2 jours).');
  });

  it('a recipient who turned notifications off gets no reminder, and none is marked as sent to them', async () => {
    const quiet = await registerAssociation(t.api);
    const welcome = await smtp.waitFor((mail) => mail.to.includes(quiet.email.toLowerCase()));
    expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
    const animal = (await createAnimal(t.api, quiet, { name: 'Discret' })).id;
    await added(t, quiet, animal, {
      type: 'vaccination',
      name: 'Typhus-Coryza',
      date: '2029-06-12',
      next_due: '2030-06-12',
    });
    await run('2030-06-09T06:00:00Z');
    expect(await careMails(quiet.email)).toHaveLength(0);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM health_reminders WHERE user_id = ?', [quiet.userId]);
    expect(Number(row.n)).toBe(0);
  });
});
