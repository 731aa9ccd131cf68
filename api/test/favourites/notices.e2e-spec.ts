/**
 * The favourites' news (docs/mail.md#favourites-news) through the real SMTP test server, on fixed days: a followed
 * animal housed or adopted (or marked urgent, through FavouriteNoticesService) reaches each following family in at
 * most one mail a day (France), every change of the day grouped, never twice whatever the number of runs or
 * processes; a family that turned notifications off gets none, and the family housing or adopting the animal hears
 * of it by its own mails only.
 */
import { FAVOURITE_NEWS_MESSAGES as M } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { FavouriteNewsMails } from '../../src/favourites/favourite-news-mails';
import { FavouriteNoticesService } from '../../src/favourites/favourite-notices.service';
import { FavouritesClock } from '../../src/favourites/favourites-clock';
import { startMailApp, TEST_PUBLIC_URL, waitForOutboxIdle } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type ReceivedMail, type TestSmtp } from '../mail/support/smtp';
import { activePlacement, fixToday } from '../placements/support';
import type { TestApp } from '../support/app';
import { testDbKind } from '../support/database';
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
import { imageDataUrl } from '../support/images';

const itOnMariaDb = testDbKind() === 'mariadb' ? it : it.skip;

describe("favourites' news mails", () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  /** Follows every animal below and reads its mails. */
  let follower: FamilyAccount;
  /** Follows Rex and Mina with notifications turned off beforehand. */
  let quiet: FamilyAccount;
  /** Fosters then adopts Rex, which it follows too. */
  let adopter: FamilyAccount;
  /** Asked for Mina, which it follows, and was chosen. */
  let host: FamilyAccount;
  let rex: number;
  let mina: number;
  let minaPhoto: string;

  const run = (at: string, app = t) => app.app.get(FavouriteNewsMails).runOnce(new Date(at));
  const note = (animalId: number, kind: 'housed' | 'adopted' | 'urgent') =>
    t.app.get(FavouriteNoticesService).noteChange(animalId, kind);
  /** The favourites' news each address received, once the outbox has sent everything. */
  const newsTo = async (address: string): Promise<ReceivedMail[]> => {
    await waitForOutboxIdle(t);
    return smtp.to(address).filter((mail) => mail.subject.startsWith('Des nouvelles de'));
  };
  const follow = async (family: FamilyAccount, animalId: number) =>
    expectStatus(await t.api.as(family.token).put(`/api/me/favourites/${animalId}`), 204);
  const unsubscribe = async (family: FamilyAccount) => {
    const welcome = await smtp.waitFor((mail) => mail.to.includes(family.email.toLowerCase()));
    expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
  };
  const followedAnimal = async (name: string) => {
    const animal = await createAnimal(t.api, association, { name });
    await follow(follower, animal.id);
    return animal.id;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    fixToday(t);
    // Before 8 a.m. in France, long before the runs below: the job's own runs on this clock mail nothing, and each
    // run below, later, takes the period's lease.
    t.app.get(FavouritesClock).fix(new Date('2030-05-01T03:00:00Z'));
    association = await registerAssociation(t.api);
    [follower, quiet, adopter, host] = await Promise.all([
      registerFamily(t.api),
      registerFamily(t.api),
      registerFamily(t.api),
      registerFamily(t.api),
    ]);
    await unsubscribe(quiet);

    // Housed before anyone followed it: only its adoption is news.
    const placement = await activePlacement(t, association, adopter, 'Rex');
    rex = placement.animal.id;
    for (const family of [follower, quiet, adopter]) await follow(family, rex);
    const adopted = await t.api.as(association.token).post(`/api/placements/${placement.id}/adoption`, {
      certificate_issued_on: '2030-03-04',
      certificate_issuer: 'Paul Durand',
      adoption_date: '2030-03-11',
    });
    expectStatus(adopted, 200);

    const created = await createAnimal(t.api, association, {
      name: 'Mina',
      gender: 'femelle',
      url_image: await imageDataUrl('png', 64),
    });
    mina = created.id;
    minaPhoto = created.url_thumbnail ?? created.url_image ?? '';
    for (const family of [follower, quiet, host]) await follow(family, mina);
    const request = await createRequest(t.api, host, created);
    expectStatus(await decide(t.api, association, request.id, 'Approuvée'), 200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('a housed and an adopted favourite: one mail, both grouped, from 8 a.m. in France', async () => {
    expect(await run('2030-06-01T05:00:00Z')).toBe(0);
    expect(await newsTo(follower.email)).toHaveLength(0);

    expect(await run('2030-06-01T07:00:00Z')).toBe(1);
    const [mail] = await newsTo(follower.email);
    expect(mail.subject).toBe('Des nouvelles de 2 de vos favoris');
    expect(mail.text).toContain(M.intro);
    expect(mail.text).toContain('Rex a été adopté.');
    expect(mail.text).toContain("Mina a trouvé une famille d'accueil.");
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/animals-details/${rex}"`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/animals-details/${mina}"`);
    expect(minaPhoto).toMatch(/^\/uploads\//);
    expect(mail.html).toContain(`src="${TEST_PUBLIC_URL}${minaPhoto}"`);
    expect(mail.html).toContain('alt="Mina"');
    // A notification: the footer link and the RFC 8058 one-click headers.
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/unsubscribe#token=`);
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/petfoster\.test\/api\/unsubscribe\?token=.+>$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('nothing to a family that turned notifications off, nor to the family that houses or adopts the animal', async () => {
    expect(await newsTo(quiet.email)).toHaveLength(0);
    expect(await newsTo(adopter.email)).toHaveLength(0);
    expect(await newsTo(host.email)).toHaveLength(0);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM favourite_notices WHERE family_id IN (?, ?, ?)', [
        quiet.familyId,
        adopter.familyId,
        host.familyId,
      ]);
    expect(Number(row.n)).toBe(0);
  });

  it("a later run the same day sends nothing more; a change after the day's mail goes the next day", async () => {
    expect(await run('2030-06-01T09:00:00Z')).toBe(0);
    const caramel = await followedAnimal('Caramel');
    // Noted twice (a retried call): still one line.
    expect(await note(caramel, 'urgent')).toBe(1);
    expect(await note(caramel, 'urgent')).toBe(1);
    expect(await run('2030-06-01T12:00:00Z')).toBe(0);
    expect(await newsTo(follower.email)).toHaveLength(1);

    expect(await run('2030-06-02T07:00:00Z')).toBe(1);
    const mails = await newsTo(follower.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe("Des nouvelles de Caramel, l'un de vos favoris");
    expect(mails[1].text.match(/Caramel recherche une famille d'accueil en urgence\./g)).toHaveLength(1);
    expect(mails[1].text).not.toContain('Rex');
  });

  it('every value escaped: a name holding markup is text in the mail', async () => {
    const odd = await followedAnimal('Bizarre');
    // Written straight into the database: the animal form strips tags, the mail must not rely on it.
    await t.app.get(DataSource).query('UPDATE animals SET name = ? WHERE id = ?', ['<b>Pim</b> & "Pom"', odd]);
    await note(odd, 'urgent');
    expect(await run('2030-06-03T07:00:00Z')).toBe(1);
    const mail = (await newsTo(follower.email))[2];
    expect(mail.subject).toBe('Des nouvelles de <b>Pim</b> & "Pom", l\'un de vos favoris');
    expect(mail.html).not.toContain('<b>Pim</b>');
    expect(mail.html).toContain('&lt;b&gt;Pim&lt;/b&gt; &amp;');
    expect(mail.text).toContain('<b>Pim</b> & "Pom" recherche une famille d\'accueil en urgence.');
  });

  it('two runs at once send one mail', async () => {
    await note(await followedAnimal('Perle'), 'urgent');
    // On MariaDB the loser may also be the victim of a deadlock between the two lease updates: it runs nothing.
    const runs = await Promise.allSettled([run('2030-06-04T07:00:00Z'), run('2030-06-04T07:00:00Z')]);
    expect(runs.filter((one) => one.status === 'fulfilled' && one.value !== null)).toHaveLength(1);
    const mails = await newsTo(follower.email);
    expect(mails).toHaveLength(4);
    expect(mails[3].text).toContain('Perle recherche');
  });

  itOnMariaDb('two API processes on one database, running the job at once: one mail', async () => {
    const second = await startMailApp(smtp, { reuseDatabaseOf: t });
    try {
      await note(await followedAnimal('Plume'), 'urgent');
      const runs = await Promise.allSettled([run('2030-06-05T07:00:00Z'), run('2030-06-05T07:00:00Z', second)]);
      expect(runs.filter((one) => one.status === 'fulfilled' && one.value === 1)).toHaveLength(1);
      // Another period of the same day, on the other process: the day's mail is already written.
      expect(await run('2030-06-05T10:00:00Z', second)).toBe(0);
      const mails = await newsTo(follower.email);
      expect(mails).toHaveLength(5);
      expect(mails[4].text).toContain('Plume recherche');
    } finally {
      await second.close();
    }
  });

  it('a call for help answered: once housed, the pending urgent news gives way to the housing', async () => {
    const noisette = await followedAnimal('Noisette');
    await note(noisette, 'urgent');
    await note(noisette, 'housed');
    expect(await run('2030-06-06T07:00:00Z')).toBe(1);
    const mails = await newsTo(follower.email);
    expect(mails.at(-1)?.text).toContain("Noisette a trouvé une famille d'accueil.");
    expect(mails.at(-1)?.text).not.toContain('Noisette recherche');
  });

  it('an association marking a followed animal urgent is news; editing it while urgent is not again', async () => {
    const praline = await followedAnimal('Praline');
    const urgent = { urgent: true, urgent_reason: 'Sa famille déménage samedi.' };
    expectStatus(await t.api.as(association.token).put(`/api/animals/${praline}`, urgent), 200);
    expectStatus(await t.api.as(association.token).put(`/api/animals/${praline}`, { description: 'Très douce.' }), 200);
    const [row] = await t.app
      .get(DataSource)
      .query("SELECT COUNT(*) AS n FROM favourite_notices WHERE animal_id = ? AND kind = 'urgent'", [praline]);
    expect(Number(row.n)).toBe(1);
  });

  it("the mail's one-click unsubscribe stops the next ones, and the pending news is dropped", async () => {
    const noticed = await followedAnimal('Réglisse');
    await note(noticed, 'urgent');
    const [first] = await newsTo(follower.email);
    const address = /^<https:\/\/petfoster\.test(\/api\/unsubscribe\?token=[^>]+)>$/.exec(
      first.header('List-Unsubscribe') ?? '',
    )?.[1];
    const res = await t.api.anon
      .post(address ?? '/api/unsubscribe')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expectStatus(res, 204);
    const before = (await newsTo(follower.email)).length;
    expect(await run('2030-06-07T07:00:00Z')).toBe(0);
    expect(await newsTo(follower.email)).toHaveLength(before);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM favourite_notices WHERE family_id = ? AND mailed_on IS NULL', [
        follower.familyId,
      ]);
    expect(Number(row.n)).toBe(0);
  });
});
