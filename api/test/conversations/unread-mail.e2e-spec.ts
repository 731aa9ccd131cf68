/**
 * The unread mail (docs/mail.md#message-mails) through the real SMTP test server: a message still unread 15 minutes
 * after it arrived is mailed once to the other side, not once per message, and not at all to an account whose
 * notifications are off. The job's time is the conversations' clock, fixed here.
 */
import { CONVERSATION_MESSAGES as M } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { ConversationClock } from '../../src/conversations/conversation-clock';
import { UnreadMessageMails } from '../../src/conversations/unread-message-mails';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { openConversation, sent } from './support';

const MINUTE = 60 * 1000;
/** The day these tests live on, ahead of the real clock. */
const START = new Date('2030-05-06T08:00:00Z').getTime();

describe('unread message mail', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  });
  afterAll(async () => {
    t?.app.get(ConversationClock).fix(null);
    await t?.close();
    await smtp?.stop();
  });

  const at = (minutes: number) => new Date(START + minutes * MINUTE);
  const fixAt = (minutes: number) => t.app.get(ConversationClock).fix(at(minutes));
  const run = (minutes: number) => t.app.get(UnreadMessageMails).runOnce(at(minutes));
  const subjectsTo = (address: string) => smtp.to(address).map((mail) => mail.subject);
  const outboxCount = async (email: string) => {
    const [row] = await t.app
      .get(DataSource)
      .query("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'message_unread' AND recipient = ?", [
        email.toLowerCase(),
      ]);
    return Number(row.n);
  };

  it('one mail 15 minutes after, none before, one for several messages, with a link to the conversation', async () => {
    const requestId = await openConversation(t, association, family, 'Tom & Jerry');
    fixAt(0);
    await sent(t, family, requestId, 'Bonjour !');
    fixAt(2);
    await sent(t, family, requestId, '<b>Encore</b> moi');
    await run(14);
    await waitForOutboxIdle(t);
    expect(await outboxCount(association.email)).toBe(0);
    await run(16);
    const subject = M.newMessageMailSubject('Famille Martin');
    const mail = await smtp.waitFor(
      (one) => one.to.includes(association.email.toLowerCase()) && one.subject === subject,
    );
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/associations/dashboard/messages/${requestId}`);
    expect(mail.html).toContain('Tom &amp; Jerry');
    expect(mail.html).not.toContain('<b>Encore</b>');
    // Later runs, and a further message while the first ones are unread: no other mail.
    fixAt(20);
    await sent(t, family, requestId, 'Vous êtes là ?');
    await run(18);
    await run(40);
    await waitForOutboxIdle(t);
    expect(await outboxCount(association.email)).toBe(1);
    expect(subjectsTo(association.email).filter((one) => one === subject)).toHaveLength(1);
    // The family was the author: nothing for it.
    expect(await outboxCount(family.email)).toBe(0);
  });

  it('read within 15 minutes: no mail; read then a new unread message: a new mail', async () => {
    const otherFamily = await registerFamily(t.api, { lastname: 'Petit' });
    const requestId = await openConversation(t, association, otherFamily, 'Prompt');
    fixAt(100);
    const message = await sent(t, association, requestId, 'Bonjour');
    fixAt(105);
    expectStatus(
      await t.api.as(otherFamily.token).post(`/api/requests/${requestId}/messages/read`, { up_to: message.id }),
      200,
    );
    await run(120);
    await waitForOutboxIdle(t);
    expect(await outboxCount(otherFamily.email)).toBe(0);
    fixAt(121);
    await sent(t, association, requestId, 'Une question');
    await run(140);
    const mail = await smtp.waitFor(
      (one) => one.to.includes(otherFamily.email.toLowerCase()) && one.subject.startsWith('Nouveau message de'),
    );
    expect(mail.subject).toBe(M.newMessageMailSubject('Paul, Les Pattes Lyonnaises'));
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/families/dashboard/messages/${requestId}`);
  });

  it('none to an account whose notifications are off', async () => {
    const quiet = await registerAssociation(t.api);
    const welcome = await smtp.waitFor(
      (one) => one.to.includes(quiet.email.toLowerCase()) && one.subject === 'Bienvenue sur PetFoster',
    );
    expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
    const requestId = await openConversation(t, quiet, family, 'Discret');
    fixAt(200);
    await sent(t, family, requestId, 'Bonjour');
    await run(230);
    await waitForOutboxIdle(t);
    expect(await outboxCount(quiet.email)).toBe(0);
  });
});
