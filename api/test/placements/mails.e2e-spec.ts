/**
 * The placement's mails (docs/mail.md#placement-mails) through the real SMTP test server: the contract to sign, the
 * signed contract with its PDF attached to both parties, the family's end and adoption requests to the association,
 * and the reminders (7 days before an end date, a contract unsigned for 7 days), each sent once. Notifications
 * respect the opt-out; the contract mails do not.
 */
import { DataSource } from 'typeorm';
import { PlacementReminders } from '../../src/placements/placement-reminders';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type ReceivedMail, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import {
  activePlacement,
  ASSOCIATION_SIGNER,
  FAMILY_SIGNER,
  fixToday,
  openPlacement,
  setTerms,
  sign,
  TERMS,
} from './support';

describe('placement mails', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    fixToday(t);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const mailTo = (address: string, subject: string) =>
    smtp.waitFor((mail) => mail.to.includes(address.toLowerCase()) && mail.subject === subject);
  const subjectsTo = (address: string) => smtp.to(address).map((mail) => mail.subject);
  const post = (token: string, id: number, step: string, body: Record<string, unknown> = {}) =>
    t.api.as(token).post(`/api/placements/${id}/${step}`, body);

  it('terms set: the family is asked to sign, with a link to its placement page', async () => {
    const placement = await openPlacement(t, association, family, 'Moka');
    expectStatus(await setTerms(t, association, placement.id), 200);
    const mail = await mailTo(family.email, "Contrat d'accueil de Moka à signer");
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/families/dashboard/placements/${placement.id}`);
    expect(mail.text).toContain('Les Pattes Lyonnaises');
  });

  it('both signed: each party gets the signed contract, the PDF of the version attached', async () => {
    const placement = await openPlacement(t, association, family, 'Nougat');
    expectStatus(await setTerms(t, association, placement.id), 200);
    expectStatus(await sign(t, family, placement.id, FAMILY_SIGNER), 200);
    expectStatus(await sign(t, association, placement.id, ASSOCIATION_SIGNER), 200);
    const subject = "Contrat d'accueil de Nougat signé";
    for (const address of [family.email, association.email]) {
      const mail: ReceivedMail = await mailTo(address, subject);
      const [attachment] = mail.parsed.attachments;
      expect(attachment.contentType).toBe('application/pdf');
      expect(attachment.filename).toBe(`contrat-accueil-${placement.id}-v1.pdf`);
      expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('an end request reaches the association with the date and the reason, escaped', async () => {
    const placement = await activePlacement(t, association, family, 'Caramel');
    expectStatus(
      await post(family.token, placement.id, 'end-request', {
        date: '2030-03-20',
        reason: 'Déménagement & chat < 2 mois',
      }),
      200,
    );
    const mail = await mailTo(association.email, "Fin de l'accueil de Caramel demandée");
    expect(mail.text).toContain("Julie Martin demande la fin de l'accueil de Caramel pour le 20/03/2030");
    expect(mail.text).toContain('Déménagement & chat < 2 mois');
    expect(mail.html).toContain('Déménagement &amp; chat &lt; 2 mois');
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/associations/dashboard/placements/${placement.id}`);
  });

  it('the wish to adopt reaches the association once', async () => {
    const placement = await activePlacement(t, association, family, 'Réglisse');
    expectStatus(await post(family.token, placement.id, 'adoption-request'), 200);
    expectStatus(await post(family.token, placement.id, 'adoption-request'), 200);
    const subject = 'Julie Martin souhaite adopter Réglisse';
    await mailTo(association.email, subject);
    await waitForOutboxIdle(t);
    expect(subjectsTo(association.email).filter((one) => one === subject)).toHaveLength(1);
  });

  describe('reminders', () => {
    const reminders = () => t.app.get(PlacementReminders);

    it('7 days before the end date, both parties, once', async () => {
      const placement = await activePlacement(t, association, family, 'Pistache', {
        ...TERMS,
        start_date: '2030-03-01',
        end_date: '2030-03-15',
      });
      // 2030-03-07: the end is 8 days away, no reminder yet.
      await reminders().runOnce(new Date('2030-03-07T08:00:00Z'));
      await reminders().runOnce(new Date('2030-03-08T08:00:00Z'));
      await reminders().runOnce(new Date('2030-03-09T08:00:00Z'));
      const subject = "L'accueil de Pistache se termine le 15/03/2030";
      const toFamily = await mailTo(family.email, subject);
      expect(toFamily.html).toContain(`/families/dashboard/placements/${placement.id}`);
      await mailTo(association.email, subject);
      await waitForOutboxIdle(t);
      expect(subjectsTo(family.email).filter((one) => one === subject)).toHaveLength(1);
      expect(subjectsTo(association.email).filter((one) => one === subject)).toHaveLength(1);
    });

    it('a contract unsigned for 7 days: the association, once per version', async () => {
      const placement = await openPlacement(t, association, family, 'Cajou');
      expectStatus(await setTerms(t, association, placement.id), 200);
      const subject = "Contrat d'accueil de Cajou toujours pas signé";
      // Issued on 2030-03-03 at noon: 7 days later, not before.
      await reminders().runOnce(new Date('2030-03-10T10:00:00Z'));
      await reminders().runOnce(new Date('2030-03-10T12:00:00Z'));
      await reminders().runOnce(new Date('2030-03-11T12:00:00Z'));
      await mailTo(association.email, subject);
      await waitForOutboxIdle(t);
      expect(subjectsTo(association.email).filter((one) => one === subject)).toHaveLength(1);
      expect(subjectsTo(family.email)).not.toContain(subject);
    });

    it('runs once however many processes ask in the same period', async () => {
      const at = new Date('2030-04-01T08:00:00Z');
      // On MariaDB the loser may also be the victim of a deadlock between the two lease updates: it runs nothing.
      const runs = await Promise.allSettled([reminders().runOnce(at), reminders().runOnce(at)]);
      expect(runs.filter((run) => run.status === 'fulfilled' && run.value !== null)).toHaveLength(1);
    });
  });

  it('an association that turned notifications off still gets the signed contract, not the end request', async () => {
    const quiet = await registerAssociation(t.api);
    const welcome = await mailTo(quiet.email, 'Bienvenue sur PetFoster');
    expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
    const placement = await activePlacement(t, quiet, family, 'Discret');
    await mailTo(quiet.email, "Contrat d'accueil de Discret signé");
    expectStatus(await post(family.token, placement.id, 'end-request', { date: '2030-04-30', reason: null }), 200);
    await waitForOutboxIdle(t);
    const [row] = await t.app
      .get(DataSource)
      .query("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'placement_end_requested' AND recipient = ?", [
        quiet.email.toLowerCase(),
      ]);
    expect(Number(row.n)).toBe(0);
    expect(subjectsTo(quiet.email)).not.toContain("Fin de l'accueil de Discret demandée");
  });
});
