/**
 * The consent log (docs/security.md#consent-log): the notifications choice at registration, each change in the
 * profile and by the mails' unsubscribe link, with its date and source, read back by the person alone; a change that
 * changes nothing writes nothing.
 */
import { CONSENT_SOURCES } from '@petfoster/contracts';
import { APP_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { savedSearchUnsubscribeToken } from '../../src/mail/unsubscribe-tokens';
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
    return res.body.consents as Array<{
      choice: string;
      granted: boolean;
      source: string;
      at: string;
      detail: string | null;
    }>;
  };
  // The link of the alert mail, as the saved-search alert tests read it from a real mail.
  const savedSearchToken = (id: number) =>
    encodeURIComponent(savedSearchUnsubscribeToken(id, t.app.get<RuntimeConfig>(APP_CONFIG).jwtSecret));
  const lines = async (token: string, choice: string) =>
    (await history(token))
      .filter((entry) => entry.choice === choice)
      .map((entry) => [entry.granted, entry.source, entry.detail]);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    family = await registerFamily(t.api);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('registration records the notifications choice, dated, and a family the urgent appeals on by default', async () => {
    const [entry, appeals, ...rest] = await history(family.token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ choice: 'notifications', granted: true, source: CONSENT_SOURCES.registration });
    expect(appeals).toMatchObject({ choice: 'urgent_appeals', granted: true, source: CONSENT_SOURCES.registration });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
  });

  it('a change in the profile is recorded; the same value again is not', async () => {
    const off = await t.api.as(family.token).put(`/api/families/${family.familyId}`, { notifications_enabled: false });
    expectStatus(off, 200);
    const again = await t.api
      .as(family.token)
      .put(`/api/families/${family.familyId}`, { notifications_enabled: false });
    expectStatus(again, 200);
    expect(await lines(family.token, 'notifications')).toEqual([
      [true, CONSENT_SOURCES.registration, null],
      [false, CONSENT_SOURCES.settings, null],
    ]);
  });

  it("the foster profile's 'Recevoir les appels urgents' is recorded when it changes", async () => {
    const me = t.api.as(family.token);
    expectStatus(await me.put(`/api/families/${family.familyId}`, { accepts_urgent_appeals: false }), 200);
    expectStatus(await me.put(`/api/families/${family.familyId}`, { accepts_urgent_appeals: false }), 200);
    expectStatus(await me.put(`/api/families/${family.familyId}`, { accepts_urgent_appeals: true }), 200);
    expect(await lines(family.token, 'urgent_appeals')).toEqual([
      [true, CONSENT_SOURCES.registration, null],
      [false, CONSENT_SOURCES.settings, null],
      [true, CONSENT_SOURCES.settings, null],
    ]);
  });

  it("each saved search's alerts: chosen, changed, turned off by the mail's link, and ended with the search", async () => {
    const me = t.api.as(family.token);
    const saved = await me.post('/api/me/saved-searches', {
      name: 'Chats & chatons',
      frequency: 'instant',
      query: { species: 'Chat' },
    });
    expectStatus(saved, 201);
    const id = saved.body.id as number;
    expectStatus(await me.put(`/api/me/saved-searches/${id}`, { name: 'Chats calmes' }), 200);
    expectStatus(await me.put(`/api/me/saved-searches/${id}`, { frequency: 'daily' }), 200);
    const unsubscribe = await t.api.anon.post(`/api/saved-searches/unsubscribe?token=${savedSearchToken(id)}`);
    expectStatus(unsubscribe, 204);
    expectStatus(await me.put(`/api/me/saved-searches/${id}`, { frequency: 'instant' }), 200);
    expectStatus(await me.delete(`/api/me/saved-searches/${id}`), 204);
    expect(await lines(family.token, 'saved_search_alerts')).toEqual([
      [true, CONSENT_SOURCES.settings, '« Chats & chatons » : Dès qu’un animal correspond'],
      [true, CONSENT_SOURCES.settings, '« Chats calmes » : Une fois par jour'],
      [false, CONSENT_SOURCES.unsubscribeLink, '« Chats calmes » : Pas d’alerte'],
      [true, CONSENT_SOURCES.settings, '« Chats calmes » : Dès qu’un animal correspond'],
      [false, CONSENT_SOURCES.settings, '« Chats calmes » : Pas d’alerte'],
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
