/**
 * Urgent appeals are heard (docs/mail.md#urgent-appeals): each family an appeal reaches gets its own mail from a real
 * SMTP server (smtp-server in this process), with the association's reason escaped, a one-click link to a prefilled
 * request and the unsubscribe headers; a family gets at most two appeals a week. The appeals' clock is fixed.
 */
import { URGENT_MESSAGES, URGENT_REQUEST_PARAM, URGENT_REQUEST_VALUE } from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import { createAnimal, registerAssociation, registerFamily, type FamilyAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { UrgentAppealClock } from '../../src/urgent-appeals/urgent-appeal-clock';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONDAY = new Date('2031-06-02T08:00:00Z');

describe('urgent appeal mails', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
  });
  afterAll(async () => {
    t?.app.get(UrgentAppealClock).fix(null);
    await t?.close();
    await smtp?.stop();
  });

  const fosterFamily = async (firstname: string): Promise<FamilyAccount> => {
    const family = await registerFamily(t.api, { firstname, zip_code: '14000', city: 'Caen' });
    const res = await t.api
      .as(family.token)
      .put(`/api/families/${family.userId}`, { visible: true, foster_species: ['Chat'], capacity: 3 });
    expectStatus(res, 200);
    return family;
  };
  const urgentCat = async (association: { token: string; associationId: number }, name: string, reason: string) => {
    const animal = await createAnimal(t.api, { ...association } as never, { name, species_id: 2 });
    const res = await t.api
      .as(association.token)
      .put(`/api/animals/${animal.id}`, { urgent: true, urgent_reason: reason });
    expectStatus(res, 200);
    return animal;
  };

  it('one mail per family, escaped, with the one-click link; at most two appeals a week per family', async () => {
    const association = await registerAssociation(t.api, {
      zip_code: '14000',
      city: 'Caen',
      name_association: 'Refuge <Normand> & Cie',
    });
    const alice = await fosterFamily('Alice');
    const bruno = await fosterFamily('Bruno');
    const clock = t.app.get(UrgentAppealClock);

    clock.fix(MONDAY);
    const first = await urgentCat(association, 'Pistache', 'Sa famille part <vite> & loin');
    const res = await t.api.as(association.token).post(`/api/animals/${first.id}/urgent-appeal`, { radius_km: 20 });
    expectStatus(res, 200);
    expect(res.body).toEqual({ reached: 2 });
    const subject = "Appel urgent : Pistache cherche une famille d'accueil";
    const toAlice = await smtp.waitFor(
      (mail) => mail.to.includes(alice.email.toLowerCase()) && mail.subject === subject,
    );
    await smtp.waitFor((mail) => mail.to.includes(bruno.email.toLowerCase()) && mail.subject === subject);
    // Its own mail: no other family's address or name.
    expect(toAlice.to).toEqual([alice.email.toLowerCase()]);
    expect(toAlice.html).not.toContain('Bruno');
    expect(toAlice.text).toContain('Bonjour Alice');
    // The association's words arrive as text.
    expect(toAlice.html).toMatch(/Refuge\s+&amp; Cie/);
    expect(toAlice.html).not.toContain('<vite>');
    expect(toAlice.text).toMatch(/Sa famille part\s+& loin/);
    // The one-click link opens the animal's page with the request form prefilled.
    expect(toAlice.html).toContain(
      `href="${TEST_PUBLIC_URL}/animals-details/${first.id}?${URGENT_REQUEST_PARAM}=${URGENT_REQUEST_VALUE}"`,
    );
    expect(toAlice.text).toContain(URGENT_MESSAGES.oneClick);
    expect(toAlice.header('list-unsubscribe')).toContain('/api/unsubscribe?token=');

    clock.fix(new Date(MONDAY.getTime() + DAY_MS));
    const second = await urgentCat(association, 'Noisette', 'Urgent');
    expect(
      (await t.api.as(association.token).post(`/api/animals/${second.id}/urgent-appeal`, { radius_km: 20 })).body,
    ).toEqual({ reached: 2 });
    // A third appeal in the same week: both families already heard twice.
    clock.fix(new Date(MONDAY.getTime() + 3 * DAY_MS));
    const third = await urgentCat(association, 'Praline', 'Urgent');
    expect(
      (await t.api.as(association.token).post(`/api/animals/${third.id}/urgent-appeal`, { radius_km: 20 })).body,
    ).toEqual({ reached: 0 });
    await waitForOutboxIdle(t);
    const appealsTo = (family: FamilyAccount) =>
      smtp
        .to(family.email)
        .filter((mail) => mail.subject.startsWith('Appel urgent'))
        .map((mail) => mail.subject);
    expect(appealsTo(alice)).toHaveLength(2);
    expect(appealsTo(bruno)).toHaveLength(2);
    expect(appealsTo(alice).some((mail) => mail.includes('Praline'))).toBe(false);

    // The next week, a new appeal reaches them again.
    clock.fix(new Date(MONDAY.getTime() + 7 * DAY_MS + 60_000));
    const fourth = await urgentCat(association, 'Caramel', 'Urgent');
    expect(
      (await t.api.as(association.token).post(`/api/animals/${fourth.id}/urgent-appeal`, { radius_km: 20 })).body,
    ).toEqual({ reached: 2 });
    await smtp.waitFor((mail) => mail.to.includes(alice.email.toLowerCase()) && mail.subject.includes('Caramel'));
  });
});
