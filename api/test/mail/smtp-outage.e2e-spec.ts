/**
 * The mail work (docs/mail.md): the user's write never waits for SMTP and never fails because of it. With the mail server down, an
 * association's decision answers 200 at once; the mail waits in the outbox, is retried with backoff, and reaches the
 * server exactly once after it comes back.
 */
import type { TestApp } from '../support/app';
import { createAnimal, createRequest, decide, registerAssociation, registerFamily } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import { outboxRows, startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

const SUBJECT = "Votre demande d'accueil pour Orage est acceptée";

describe('SMTP outage during a decision', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('answers the decision at once and delivers its mail exactly once when the server is back', async () => {
    const association = await registerAssociation(t.api);
    const family = await registerFamily(t.api);
    const animal = await createAnimal(t.api, association, { name: 'Orage' });
    const request = await createRequest(t.api, family, animal);
    await waitForOutboxIdle(t);

    await smtp.stop();
    const started = Date.now();
    const res = await decide(t.api, association, request.id, 'Approuvée');
    console.log(`decision answered in ${Date.now() - started} ms with the SMTP server down`);
    expectStatus(res, 200);
    expect(res.body.status).toBe('Approuvée');

    // The worker keeps trying while the server is down (each attempt refused, the row back to pending).
    const deadline = Date.now() + 20_000;
    let row = (await outboxRows(t)).find((r) => r.kind === 'request_approved');
    while ((row?.attempts ?? 0) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await outboxRows(t)).find((r) => r.kind === 'request_approved');
    }
    // Waiting for its next attempt, or in the middle of one.
    expect(['pending', 'sending']).toContain(row?.status);
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.to(family.email).filter((mail) => mail.subject === SUBJECT)).toHaveLength(0);

    const back = Date.now();
    await smtp.start();
    await smtp.waitFor((mail) => mail.subject === SUBJECT);
    console.log(
      `mail delivered ${Date.now() - back} ms after the SMTP server came back (attempts before: ${row?.attempts})`,
    );
    const rows = await waitForOutboxIdle(t);
    expect(rows.find((r) => r.kind === 'request_approved')?.status).toBe('sent');
    expect(smtp.received.filter((mail) => mail.subject === SUBJECT)).toHaveLength(1);
    expect(smtp.to(family.email).filter((mail) => mail.subject === SUBJECT)).toHaveLength(1);
  });

  it('a mail still waiting when its process stops is sent once by the next process', async () => {
    // The database's owner app looks at the outbox once at start and then only hourly: the two apps below do the work.
    const owner = await startMailApp(smtp, { mailTimings: { pollMs: 3_600_000 } });
    const stopping = await startMailApp(smtp, { reuseDatabaseOf: owner });
    let next: TestApp | undefined;
    try {
      const association = await registerAssociation(stopping.api);
      const family = await registerFamily(stopping.api);
      const animal = await createAnimal(stopping.api, association, { name: 'Relais' });
      const request = await createRequest(stopping.api, family, animal);
      await waitForOutboxIdle(stopping);
      await smtp.stop();
      expectStatus(await decide(stopping.api, association, request.id, 'Refusée'), 200);
      const started = Date.now();
      await stopping.close();
      console.log(`app closed in ${Date.now() - started} ms with a mail waiting for the SMTP server`);
      // Nothing is left claimed by the stopped process.
      expect((await outboxRows(owner)).find((r) => r.kind === 'request_refused')?.status).toBe('pending');

      await smtp.start();
      next = await startMailApp(smtp, { reuseDatabaseOf: owner });
      await smtp.waitFor((mail) => mail.subject === "Votre demande d'accueil pour Relais");
      const rows = await waitForOutboxIdle(owner);
      expect(rows.find((r) => r.kind === 'request_refused')?.claimed_by).toBe(next.app.get(OutboxWorker).workerId);
      expect(smtp.received.filter((mail) => mail.subject === "Votre demande d'accueil pour Relais")).toHaveLength(1);
    } finally {
      await next?.close();
      await owner.close();
    }
  });
});
