/**
 * Saved-search alerts (docs/mail.md#saved-search-alerts) through the real SMTP test server, on a fixed clock:
 * `instant` searches are mailed within 60 seconds of the first match, the matches of that time in one mail;
 * `daily` ones in one digest a day; each mail names the search, shows each animal with its photo and link, and
 * unsubscribes from that search alone in one click (RFC 8058). No mail twice, whatever the number of runs.
 */
import { SAVED_SEARCH_MESSAGES, type SavedSearch } from '@petfoster/contracts';
import { SavedSearchDailyAlerts, SavedSearchInstantAlerts } from '../../src/saved-searches/saved-search-alerts';
import { SavedSearchClock } from '../../src/saved-searches/saved-search-clock';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';

/** A 1x1 PNG: the animal's photo, which the mail shows. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('saved-search alerts', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let instant: SavedSearch;
  let daily: SavedSearch;

  const at = (iso: string) => t.app.get(SavedSearchClock).fix(new Date(iso));
  const runInstant = (iso: string) => t.app.get(SavedSearchInstantAlerts).runOnce(new Date(iso));
  const runDaily = (iso: string) => t.app.get(SavedSearchDailyAlerts).runOnce(new Date(iso));
  const alerts = async () => {
    await waitForOutboxIdle(t);
    return smtp.to(family.email).filter((mail) => mail.subject.includes('votre recherche'));
  };
  const post = (name: string, overrides: Record<string, unknown> = {}) =>
    createAnimal(t.api, association, { name, species_id: 2, ...overrides });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp, { scheduler: { runJobs: false } });
    association = await registerAssociation(t.api, { name_association: 'Les Chats & Co' });
    family = await registerFamily(t.api, { firstname: 'Léa' });
    const me = t.api.as(family.token);
    const saved = await me.post('/api/me/saved-searches', {
      name: 'Chats & chatons "près" de chez moi',
      frequency: 'instant',
      query: { species: 'Chat', near: '69001', radius_km: '20' },
    });
    expectStatus(saved, 201);
    instant = saved.body as SavedSearch;
    const savedDaily = await me.post('/api/me/saved-searches', {
      name: 'Lapins',
      frequency: 'daily',
      query: { species: 'Lapin' },
    });
    expectStatus(savedDaily, 201);
    daily = savedDaily.body as SavedSearch;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('instant: the matches of the first 30 seconds go in one mail, under a minute after the first', async () => {
    at('2030-05-02T10:00:00Z');
    const first = await post('Caramel', { url_image: PHOTO });
    at('2030-05-02T10:00:20Z');
    const second = await post('Réglisse');
    // Not a cat: not in the mail.
    await post('Pompon', { species_id: 3 });
    // 25 s after the first: not yet, more may come.
    expect(await runInstant('2030-05-02T10:00:25Z')).toBe(0);
    expect(await runInstant('2030-05-02T10:00:45Z')).toBe(1);
    const [mail] = await alerts();
    expect(mail.subject).toBe(SAVED_SEARCH_MESSAGES.alertSubject('Chats & chatons "près" de chez moi', 2, false));
    expect(mail.text).toContain('2 animaux correspondent à votre recherche « Chats & chatons "près" de chez moi »');
    // Escaped in the HTML, as every user text of a mail.
    expect(mail.html).toContain('Chats &amp; chatons &quot;près&quot; de chez moi');
    expect(mail.html).toContain('Les Chats &amp; Co');
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/animals-details/${first.id}`);
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/animals-details/${second.id}`);
    expect(mail.html).toMatch(
      new RegExp(
        `<img[^>]+alt="Caramel"[^>]+src="${TEST_PUBLIC_URL}/uploads/|<img[^>]+src="${TEST_PUBLIC_URL}/uploads/[^"]+"[^>]+alt="Caramel"`,
      ),
    );
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/animals?species=Chat&amp;near=69001&amp;radius_km=20`);
    expect(mail.text).not.toContain('Pompon');
    // Never twice: a later run finds nothing.
    expect(await runInstant('2030-05-02T10:01:05Z')).toBe(0);
    expect(await alerts()).toHaveLength(1);
  });

  it('instant: an animal outside the radius is not mailed', async () => {
    const far = await registerAssociation(t.api, { zip_code: '14000', city: 'Caen' });
    at('2030-05-02T11:00:00Z');
    await createAnimal(t.api, far, { name: 'Lointain', species_id: 2 });
    expect(await runInstant('2030-05-02T11:00:40Z')).toBe(0);
    expect(await alerts()).toHaveLength(1);
  });

  it('daily: one digest a day from 8 h (Paris), with every match of the day', async () => {
    at('2030-05-02T12:00:00Z');
    await post('Panpan', { species_id: 3 });
    at('2030-05-02T15:00:00Z');
    await post('Noisette', { species_id: 3 });
    // 5 h in Paris the next morning: too early.
    expect(await runDaily('2030-05-03T03:00:00Z')).toBe(0);
    expect(await runDaily('2030-05-03T06:30:00Z')).toBe(1);
    const digest = (await alerts()).find((mail) => mail.subject.includes('Lapins'));
    expect(digest?.subject).toBe(SAVED_SEARCH_MESSAGES.alertSubject('Lapins', 3, true));
    // Pompon (the rabbit of the first test) waited for it too.
    for (const name of ['Pompon', 'Panpan', 'Noisette']) expect(digest?.text).toContain(name);
    // A rabbit posted after the digest waits for the next day's.
    at('2030-05-03T09:00:00Z');
    await post('Caramel-lapin', { species_id: 3 });
    expect(await runDaily('2030-05-03T10:00:00Z')).toBe(0);
    expect(await runDaily('2030-05-04T07:00:00Z')).toBe(1);
    const digests = (await alerts()).filter((mail) => mail.subject.includes('Lapins'));
    expect(digests).toHaveLength(2);
    expect(digests[1].text).toContain('Caramel-lapin');
    expect(digests[1].text).not.toContain('Noisette');
  });

  it('one click (RFC 8058) turns off that search’s alerts only', async () => {
    const [mail] = (await alerts()).filter((one) => one.subject.includes('Chats'));
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const address = /^<https:\/\/petfoster\.test(\/api\/saved-searches\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.header('List-Unsubscribe') ?? '',
    )?.[1];
    expect(address).toBeDefined();
    // A forged token changes nothing.
    expectStatus(
      await t.api.anon
        .post('/api/saved-searches/unsubscribe?token=s1.forged')
        .type('form')
        .send('List-Unsubscribe=One-Click'),
      400,
    );
    const res = await t.api.anon
      .post(address as string)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expectStatus(res, 204);
    const list = (await t.api.as(family.token).get('/api/me/saved-searches')).body as SavedSearch[];
    expect(list.find((one) => one.id === instant.id)?.frequency).toBe('off');
    expect(list.find((one) => one.id === daily.id)?.frequency).toBe('daily');
    // The next cat is mailed to no one.
    at('2030-05-05T10:00:00Z');
    await post('Minuit');
    expect(await runInstant('2030-05-05T10:00:40Z')).toBe(0);
    // The account's notifications stay on: the rabbits still come.
    at('2030-05-05T11:00:00Z');
    await post('Jeannot', { species_id: 3 });
    expect(await runDaily('2030-05-06T07:00:00Z')).toBe(1);
  });
});
