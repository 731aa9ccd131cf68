/**
 * The consent log (docs/security.md#consent-log): the notifications choice at registration, each change in the
 * profile and by the mails' unsubscribe link, with its date and source, read back by the person alone; a change that
 * changes nothing writes nothing.
 */
import { CONSENT_SOURCES } from '@petfoster/contracts';
import { startMailApp } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import { registerAssociation, registerFamily, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';

describe('consent log', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let family: FamilyAccount;
  const history = async (token: string) => {
    const res = await t.api.as(token).get('/api/account/consents');
    expectStatus(res, 200);
    return res.body.consents as Array<{ choice: string; granted: boolean; source: string; at: string }>;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    family = await registerFamily(t.api);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('registration records the notifications choice, dated', async () => {
    const [entry, ...rest] = await history(family.token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ choice: 'notifications', granted: true, source: CONSENT_SOURCES.registration });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
  });

  it('a change in the profile is recorded; the same value again is not', async () => {
    const off = await t.api.as(family.token).put(`/api/families/${family.familyId}`, { notifications_enabled: false });
    expectStatus(off, 200);
    const again = await t.api
      .as(family.token)
      .put(`/api/families/${family.familyId}`, { notifications_enabled: false });
    expectStatus(again, 200);
    const entries = await history(family.token);
    expect(entries.map((entry) => [entry.granted, entry.source])).toEqual([
      [true, CONSENT_SOURCES.registration],
      [false, CONSENT_SOURCES.settings],
    ]);
  });

  it("the mails' unsubscribe link is recorded as such, once", async () => {
    const association = await registerAssociation(t.api);
    const welcome = await smtp.waitFor((mail) => mail.to.includes(association.email.toLowerCase()));
    const token = tokenOfLink(welcome, '/unsubscribe');
    expectStatus(await t.api.anon.post('/api/unsubscribe', { token }), 204);
    expectStatus(await t.api.anon.post('/api/unsubscribe', { token }), 204);
    const entries = await history(association.token);
    expect(entries.map((entry) => [entry.granted, entry.source])).toEqual([
      [true, CONSENT_SOURCES.registration],
      [false, CONSENT_SOURCES.unsubscribeLink],
    ]);
  });

  it('is read by its owner only: a visitor gets 401', async () => {
    expectStatus(await t.api.anon.get('/api/account/consents'), 401);
  });
});
