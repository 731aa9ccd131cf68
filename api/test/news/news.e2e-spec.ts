/**
 * News during a placement (docs/product.md#placement-news): the family writes while the placement is 'En cours', the
 * parties read (not the association's bénévoles), the author deletes, the association publishes a piece on the
 * animal's public page (the family's first name only), and hears of each piece by mail unless it opted out.
 */
import { INVALID_IMAGE_MESSAGE, NEWS_MESSAGES, type Animal, type PlacementNews } from '@petfoster/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { startMailApp, waitForOutboxIdle, TEST_PUBLIC_URL } from '../mail/support/mail-app';
import { startSmtp, tokenOfLink, type TestSmtp } from '../mail/support/smtp';
import { activePlacement, fixToday, openPlacement } from '../placements/support';
import type { TestApp } from '../support/app';
import {
  fileExists,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { imageDataUrl, jpegWithExifDataUrl } from '../support/images';
import { addMember, type MemberAccount } from '../support/team-members';

const HOSTILE = '<img src=x onerror=alert(1)>\nDeuxième ligne & fin';

describe('placement news', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let otherFamily: FamilyAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;

  const fetchImage = (url: string) =>
    t.api.anon
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const postNews = (token: string, placementId: number, body: Record<string, unknown>) =>
    t.api.as(token).post(`/api/placements/${placementId}/news`, body);
  const listNews = (token: string, placementId: number) => t.api.as(token).get(`/api/placements/${placementId}/news`);
  const mailCount = async (kind: string, address: string) => {
    await waitForOutboxIdle(t);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = ? AND recipient = ?', [kind, address.toLowerCase()]);
    return Number(row.n);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    fixToday(t);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    otherFamily = await registerFamily(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Bastien' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  describe('posting', () => {
    it('the family posts while the placement is active: 201, the text kept as typed', async () => {
      const placement = await activePlacement(t, association, family, 'Moka');
      const res = await postNews(family.token, placement.id, { body: `  ${HOSTILE}  ` });
      expectStatus(res, 201);
      const news = res.body as PlacementNews;
      expect(news.body).toBe(HOSTILE);
      expect(news.placement_id).toBe(placement.id);
      expect(news.author_firstname).toBe('Julie');
      expect(news.mine).toBe(true);
      expect(news.published_at).toBeNull();
      expect(news.images).toEqual([]);
    });

    it('before the placement is active: 409 news_placement_not_active', async () => {
      const placement = await openPlacement(t, association, family, 'Pas encore');
      const res = await postNews(family.token, placement.id, { body: 'Bonjour' });
      expectFrenchError(res, 409);
      expect(res.body.code).toBe('news_placement_not_active');
    });

    it('after the placement ended: 409 news_placement_not_active', async () => {
      const placement = await activePlacement(t, association, family, 'Fini');
      expectStatus(
        await t.api
          .as(association.token)
          .post(`/api/placements/${placement.id}/end`, { date: '2030-04-30', outcome: 'retour_association' }),
        200,
      );
      const res = await postNews(family.token, placement.id, { body: 'Bonjour' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('news_placement_not_active');
    });

    it('another family: 403; the association: 403', async () => {
      const placement = await activePlacement(t, association, family, 'Gardé');
      expectFrenchError(await postNews(otherFamily.token, placement.id, { body: 'Intrus' }), 403);
      expectFrenchError(await postNews(association.token, placement.id, { body: 'Intrus' }), 403);
      const list = await listNews(family.token, placement.id);
      expect(list.body).toEqual([]);
    });

    it('an empty text or one over 5,000 characters: 400 with the French message', async () => {
      const placement = await activePlacement(t, association, family, 'Bavard');
      const empty = await postNews(family.token, placement.id, { body: '   ' });
      expectStatus(empty, 400);
      expect(messagesOf(empty)).toContain(NEWS_MESSAGES.bodyRequired);
      const long = await postNews(family.token, placement.id, { body: 'a'.repeat(5001) });
      expectStatus(long, 400);
      expect(messagesOf(long)).toContain(NEWS_MESSAGES.bodyTooLong);
    });

    it('images go through the pipeline: EXIF removed, variants made', async () => {
      const placement = await activePlacement(t, association, family, 'Photo');
      const res = await postNews(family.token, placement.id, {
        body: 'En photos',
        images: [await jpegWithExifDataUrl(), await imageDataUrl('png', 20)],
      });
      expectStatus(res, 201);
      const news = res.body as PlacementNews;
      expect(news.images).toHaveLength(2);
      const image = await fetchImage(news.images[0].url);
      expectStatus(image, 200);
      expect((await sharp(image.body as Buffer).metadata()).exif).toBeUndefined();
      expect((image.body as Buffer).toString('latin1')).not.toContain('Secret Owner');
      expect(news.images[0].thumbnail_url).toMatch(/^\/uploads\/.+\.webp$/);
      expect(news.images[0].medium_url).toMatch(/^\/uploads\/.+-\d+\.webp$/);
      expectStatus(await fetchImage(news.images[0].thumbnail_url!), 200);
    });

    it('six images, or one that is not an image: 400, nothing stored', async () => {
      const placement = await activePlacement(t, association, family, 'Trop');
      const png = await imageDataUrl('png', 12);
      const tooMany = await postNews(family.token, placement.id, { body: 'Six', images: Array(6).fill(png) });
      expectStatus(tooMany, 400);
      expect(messagesOf(tooMany)).toContain(NEWS_MESSAGES.tooManyImages);
      const notImage = await postNews(family.token, placement.id, {
        body: 'Faux',
        images: [png, `data:image/png;base64,${Buffer.from('pas une image'.repeat(10)).toString('base64')}`],
      });
      expectStatus(notImage, 400);
      expect(messagesOf(notImage)).toContain(INVALID_IMAGE_MESSAGE);
      expect((await listNews(family.token, placement.id)).body).toEqual([]);
    });
  });

  describe('reading and deleting', () => {
    let placementId: number;
    let first: PlacementNews;
    let second: PlacementNews;

    beforeAll(async () => {
      placementId = (await activePlacement(t, association, family, 'Lu')).id;
      first = (await postNews(family.token, placementId, { body: 'Première' })).body as PlacementNews;
      second = (await postNews(family.token, placementId, { body: 'Seconde' })).body as PlacementNews;
    });

    it('the family, the admin and the référent list them, newest first', async () => {
      for (const caller of [family, association, referent]) {
        const res = await listNews(caller.token, placementId);
        expectStatus(res, 200);
        expect((res.body as PlacementNews[]).map((news) => news.id)).toEqual([second.id, first.id]);
      }
      const asAssociation = (await listNews(association.token, placementId)).body as PlacementNews[];
      expect(asAssociation[0].mine).toBe(false);
    });

    it('a bénévole, another family, another association: 403', async () => {
      const otherAssociation = await registerAssociation(t.api);
      for (const caller of [benevole, otherFamily, otherAssociation])
        expectFrenchError(await listNews(caller.token, placementId), 403);
      expectStatus(await t.api.anon.get(`/api/placements/${placementId}/news`), 401);
    });

    it('an unknown placement: 404', async () => {
      expectFrenchError(await listNews(family.token, 987654321), 404);
    });

    it('only its author deletes it: 403 for the association and another family, 204 for the family', async () => {
      expectFrenchError(await t.api.as(association.token).delete(`/api/news/${first.id}`), 403);
      expectFrenchError(await t.api.as(otherFamily.token).delete(`/api/news/${first.id}`), 403);
      expectStatus(await t.api.as(family.token).delete(`/api/news/${first.id}`), 204);
      const list = (await listNews(family.token, placementId)).body as PlacementNews[];
      expect(list.map((news) => news.id)).toEqual([second.id]);
      expectFrenchError(await t.api.as(family.token).delete(`/api/news/${first.id}`), 404);
    });

    it('deleting removes its images', async () => {
      const res = await postNews(family.token, placementId, { body: 'Avec photo', images: [await imageDataUrl()] });
      const news = res.body as PlacementNews;
      const file = uploadPath(t.uploadDir, news.images[0].url);
      expect(fileExists(file)).toBe(true);
      expectStatus(await t.api.as(family.token).delete(`/api/news/${news.id}`), 204);
      expect(fileExists(file)).toBe(false);
    });
  });

  describe('publishing on the animal page', () => {
    it('the association publishes and withdraws; the page shows only published news, the first name only', async () => {
      const placement = await activePlacement(t, association, family, 'Vitrine');
      const kept = (await postNews(family.token, placement.id, { body: HOSTILE, images: [await imageDataUrl()] }))
        .body as PlacementNews;
      const hidden = (await postNews(family.token, placement.id, { body: 'Privée' })).body as PlacementNews;
      const animalId = placement.animal.id as number;

      expectFrenchError(await t.api.as(family.token).post(`/api/news/${kept.id}/publish`), 403);
      expectFrenchError(await t.api.as(benevole.token).post(`/api/news/${kept.id}/publish`), 403);
      const published = await t.api.as(referent.token).post(`/api/news/${kept.id}/publish`);
      expectStatus(published, 200);
      expect((published.body as PlacementNews).published_at).not.toBeNull();

      const page = await t.api.anon.get(`/api/animals/${animalId}`);
      expectStatus(page, 200);
      expect(page.headers['cache-control']).toBe('no-store');
      const animal = page.body as Animal;
      expect(animal.news).toHaveLength(1);
      const [shown] = animal.news ?? [];
      expect(Object.keys(shown).sort()).toEqual(['body', 'family_firstname', 'id', 'images', 'published_at']);
      expect(shown).toMatchObject({ id: kept.id, body: HOSTILE, family_firstname: 'Julie' });
      expect(shown.images[0].url).toBe(kept.images[0].url);
      expect(JSON.stringify(animal.news)).not.toContain('Martin');
      expect(JSON.stringify(animal)).not.toContain(String(hidden.body));

      const withdrawn = await t.api.as(association.token).delete(`/api/news/${kept.id}/publish`);
      expectStatus(withdrawn, 200);
      expect((withdrawn.body as PlacementNews).published_at).toBeNull();
      expect(((await t.api.anon.get(`/api/animals/${animalId}`)).body as Animal).news).toBeUndefined();
    });

    it('an animal without published news has no `news`', async () => {
      const placement = await activePlacement(t, association, family, 'Discret');
      await postNews(family.token, placement.id, { body: 'Pas publiée' });
      const page = await t.api.anon.get(`/api/animals/${placement.animal.id}`);
      expect((page.body as Animal).news).toBeUndefined();
    });
  });

  describe('mails', () => {
    it('the association hears of new news, the text escaped, with a link to the placement', async () => {
      const placement = await activePlacement(t, association, family, 'Courrier');
      expectStatus(await postNews(family.token, placement.id, { body: HOSTILE }), 201);
      const mail = await smtp.waitFor(
        (one) =>
          one.to.includes(association.email.toLowerCase()) && one.subject === NEWS_MESSAGES.mailSubject('Courrier'),
      );
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain('Deuxième ligne & fin');
      expect(mail.html).toContain(`${TEST_PUBLIC_URL}/associations/dashboard/placements/${placement.id}`);
      expect(await mailCount('placement_news', family.email)).toBe(0);
    });

    it('none to an association that turned notifications off', async () => {
      const quiet = await registerAssociation(t.api);
      const welcome = await smtp.waitFor(
        (one) => one.to.includes(quiet.email.toLowerCase()) && one.subject === 'Bienvenue sur PetFoster',
      );
      expectStatus(await t.api.anon.post('/api/unsubscribe', { token: tokenOfLink(welcome, '/unsubscribe') }), 204);
      const placement = await activePlacement(t, quiet, family, 'Silence');
      expectStatus(await postNews(family.token, placement.id, { body: 'Chut' }), 201);
      expect(await mailCount('placement_news', quiet.email)).toBe(0);
    });
  });

  describe("the family's account deletion", () => {
    it('deletes its news and their images', async () => {
      const leaving = await registerFamily(t.api);
      const placement = await activePlacement(t, association, leaving, 'Départ');
      const news = (await postNews(leaving.token, placement.id, { body: 'Au revoir', images: [await imageDataUrl()] }))
        .body as PlacementNews;
      expectStatus(await t.api.as(association.token).post(`/api/news/${news.id}/publish`), 200);
      const file = uploadPath(t.uploadDir, news.images[0].url);
      expectStatus(
        await t.api
          .as(association.token)
          .post(`/api/placements/${placement.id}/end`, { date: '2030-04-30', outcome: 'retour_association' }),
        200,
      );
      expectStatus(await t.api.as(leaving.token).delete(`/api/families/${leaving.familyId}`), 204);
      expect((await listNews(association.token, placement.id)).body).toEqual([]);
      expect(((await t.api.anon.get(`/api/animals/${placement.animal.id}`)).body as Animal).news).toBeUndefined();
      expect(fileExists(file)).toBe(false);
    });
  });
});
