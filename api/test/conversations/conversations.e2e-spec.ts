/**
 * Conversations (docs/product.md#conversations): the parties only, the body and image rules, the per-account limit,
 * paging, read marks, the conversation list and the header's count, a refused request's read-only thread, reports,
 * and what an account's deletion leaves.
 */
import {
  CONVERSATION_MESSAGES as M,
  REQUEST_STATUS,
  type ConversationSummary,
  type NotificationsCount,
  type ReadMark,
} from '@petfoster/contracts';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
import { startApp, type TestApp } from '../support/app';
import {
  decide,
  fileExists,
  registerAssociation,
  registerFamily,
  uploadPath,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { imageDataUrl, jpegWithExifDataUrl } from '../support/images';
import { addMember, type MemberAccount } from '../support/team-members';
import { openConversation, read, send, sent } from './support';

describe('conversations', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  let requestId: number;

  beforeAll(async () => {
    t = await startApp();
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Marie' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Léo' });
    requestId = await openConversation(t, association, family);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('parties only', () => {
    it('the family, an admin and a référent read the conversation', async () => {
      for (const caller of [family, association, referent]) {
        const res = await t.api.as(caller.token).get(`/api/requests/${requestId}/messages`);
        expectStatus(res, 200);
      }
    });

    it('a bénévole is refused (403)', async () => {
      expectStatus(await t.api.as(benevole.token).get(`/api/requests/${requestId}/messages`), 403);
      expectStatus(await send(t, benevole, requestId, { body: 'Bonjour' }), 403);
    });

    it('another family and another association are refused (403)', async () => {
      const otherFamily = await registerFamily(t.api);
      const otherAssociation = await registerAssociation(t.api);
      expectStatus(await t.api.as(otherFamily.token).get(`/api/requests/${requestId}/messages`), 403);
      expectStatus(await t.api.as(otherAssociation.token).get(`/api/requests/${requestId}/messages`), 403);
      expectStatus(await send(t, otherFamily, requestId, { body: 'Bonjour' }), 403);
    });

    it('an unknown request is a 404, no token a 401', async () => {
      expectStatus(await t.api.as(family.token).get('/api/requests/999999/messages'), 404);
      expectStatus(await t.api.anon.get(`/api/requests/${requestId}/messages`), 401);
      expectStatus(await t.api.anon.post(`/api/requests/${requestId}/messages`, { body: 'x' }), 401);
    });
  });

  describe('sending', () => {
    it('answers 201 with the message; each side reads it with its author named', async () => {
      const fromFamily = await sent(t, family, requestId, 'Bonjour, Filou est-il sociable ?');
      expect(fromFamily.author).toEqual({ role: 'family', name: 'Famille Martin', deleted: false });
      expect(fromFamily.mine).toBe(true);
      expect(fromFamily.read_at).toBeNull();
      const fromReferent = await sent(t, referent, requestId, 'Oui, très !');
      expect(fromReferent.author.name).toBe('Marie, Les Pattes Lyonnaises');
      const asFamily = await read(t, family, requestId);
      const last = asFamily[asFamily.length - 1];
      expect(last.id).toBe(fromReferent.id);
      expect(last.mine).toBe(false);
      const asAdmin = await read(t, association, requestId);
      expect(asAdmin.find((one) => one.id === fromReferent.id)?.mine).toBe(true);
    });

    it('an empty body and one of 5,001 characters are refused (400) with French messages', async () => {
      expect(expectFrenchError(await send(t, family, requestId, { body: '   ' }), 400)).toContain(M.bodyRequired);
      expect(expectFrenchError(await send(t, family, requestId, { body: 'a'.repeat(5001) }), 400)).toContain(
        M.bodyTooLong,
      );
      expectStatus(await send(t, family, requestId, { body: 'a'.repeat(5000) }), 201);
    });

    it('keeps HTML as text and line breaks', async () => {
      const text = '<b>Bonjour</b> & <script>alert(1)</script>\nDeuxième ligne';
      const message = await sent(t, family, requestId, text);
      expect(message.body).toBe(text);
      const again = (await read(t, association, requestId)).find((one) => one.id === message.id);
      expect(again?.body).toBe(text);
    });

    it('takes 3 images through the pipeline (variants, no EXIF) and refuses a 4th', async () => {
      const image = await imageDataUrl('png');
      const res = await send(t, family, requestId, {
        body: 'Photos du jardin',
        images: [await jpegWithExifDataUrl(), image, image],
      });
      expectStatus(res, 201);
      const images = res.body.images as Array<{ url: string; thumbnail_url: string; medium_url: string }>;
      expect(images).toHaveLength(3);
      for (const one of images) {
        expect(fileExists(uploadPath(t.uploadDir, one.url))).toBe(true);
        expect(fileExists(uploadPath(t.uploadDir, one.thumbnail_url))).toBe(true);
        expect(fileExists(uploadPath(t.uploadDir, one.medium_url))).toBe(true);
      }
      const metadata = await sharp(readFileSync(uploadPath(t.uploadDir, images[0].url))).metadata();
      expect(metadata.exif).toBeUndefined();
      const four = await send(t, family, requestId, { body: 'Trop', images: [image, image, image, image] });
      expect(expectFrenchError(four, 400)).toContain(M.tooManyImages);
    });

    it('at most 30 messages a minute per account: the 31st is a 429 messages_too_fast', async () => {
      const hurried = await addMember(t, association.associationId, 'admin', { firstname: 'Rapide' });
      for (let i = 1; i <= 30; i += 1) expectStatus(await send(t, hurried, requestId, { body: `Message ${i}` }), 201);
      const res = await send(t, hurried, requestId, { body: 'Un de trop' });
      expectStatus(res, 429);
      expect(res.body.code).toBe('messages_too_fast');
      expect(res.body.message).toBe(M.tooFast);
    });
  });

  describe('paging', () => {
    it('newest last, pages of `limit` before a message', async () => {
      const own = await openConversation(t, association, family, 'Pages');
      const ids: number[] = [];
      for (let i = 1; i <= 7; i += 1) ids.push((await sent(t, family, own, `n°${i}`)).id);
      const newest = await read(t, association, own, '?limit=3');
      expect(newest.map((one) => one.id)).toEqual(ids.slice(4));
      const older = await read(t, association, own, `?limit=3&before=${ids[4]}`);
      expect(older.map((one) => one.id)).toEqual(ids.slice(1, 4));
      const first = await read(t, association, own, `?before=${ids[1]}`);
      expect(first.map((one) => one.body)).toEqual(['n°1']);
      expectStatus(await t.api.as(family.token).get(`/api/requests/${own}/messages?limit=51`), 400);
    });
  });

  describe('read marks, the list and the header count', () => {
    it('a mark gives the other side read_at, never moves backwards, and counts drop', async () => {
      const own = await openConversation(t, association, family, 'Lu');
      const first = await sent(t, association, own, 'Premier');
      const second = await sent(t, referent, own, 'Second');
      const count = async () =>
        (await t.api.as(family.token).get('/api/me/notifications-count')).body as NotificationsCount;
      const before = await count();
      expect(before.messages).toBeGreaterThanOrEqual(2);
      expect(typeof before.count).toBe('number');
      expect(typeof before.invitations).toBe('number');
      const marked = await t.api.as(family.token).post(`/api/requests/${own}/messages/read`, { up_to: second.id });
      expectStatus(marked, 200);
      expect(marked.body as ReadMark).toEqual({ request_id: own, up_to: second.id });
      const back = await t.api.as(family.token).post(`/api/requests/${own}/messages/read`, { up_to: first.id });
      expect((back.body as ReadMark).up_to).toBe(second.id);
      expect((await count()).messages).toBe((before.messages ?? 0) - 2);
      const seen = await read(t, association, own);
      expect(seen.every((one) => one.read_at !== null)).toBe(true);
      expectStatus(await t.api.as(family.token).post(`/api/requests/${own}/messages/read`, { up_to: 0 }), 400);
    });

    it('lists the conversations newest activity first, with last message, other party and unread count', async () => {
      const quietFamily = await registerFamily(t.api, { lastname: 'Bernard' });
      const older = await openConversation(t, association, quietFamily, 'Ancien');
      const newer = await openConversation(t, association, quietFamily, 'Nouveau');
      await sent(t, association, newer, 'Sur Nouveau');
      await sent(t, association, older, 'Sur Ancien, plus récent');
      await sent(t, referent, older, 'Et encore');
      const res = await t.api.as(quietFamily.token).get('/api/me/conversations');
      expectStatus(res, 200);
      const list = res.body as ConversationSummary[];
      expect(list.map((one) => one.request_id)).toEqual([older, newer]);
      expect(list[0].last_message?.body).toBe('Et encore');
      expect(list[0].unread).toBe(2);
      expect(list[1].unread).toBe(1);
      expect(list[0].other_party).toEqual({ role: 'association', name: 'Les Pattes Lyonnaises' });
      expect(list[0].animal.name).toBe('Ancien');
      expect(list[0].read_only).toBe(false);
      const asAssociation = (await t.api.as(association.token).get('/api/me/conversations'))
        .body as ConversationSummary[];
      const seen = asAssociation.find((one) => one.request_id === older);
      expect(seen?.other_party).toEqual({ role: 'family', name: 'Famille Bernard' });
      expect(seen?.unread).toBe(0);
      expectStatus(await t.api.anon.get('/api/me/conversations'), 401);
    });
  });

  it("a refused request's conversation is read-only (409), still readable", async () => {
    const own = await openConversation(t, association, family, 'Refusé');
    await sent(t, family, own, 'Avant la décision');
    expectStatus(await decide(t.api, association, own, REQUEST_STATUS.refused), 200);
    const res = await send(t, family, own, { body: 'Après' });
    expectStatus(res, 409);
    expect(res.body.code).toBe('conversation_read_only');
    expect(await read(t, family, own)).toHaveLength(1);
    const list = (await t.api.as(family.token).get('/api/me/conversations')).body as ConversationSummary[];
    expect(list.find((one) => one.request_id === own)?.read_only).toBe(true);
  });

  it("a report is kept (204) and marks the author's messages for the reporter only", async () => {
    const own = await openConversation(t, association, family, 'Signalé');
    const message = await sent(t, referent, own, 'Message déplaisant');
    expectStatus(await t.api.as(family.token).post(`/api/messages/${message.id}/report`, { reason: '' }), 400);
    expectStatus(
      await t.api.as(family.token).post(`/api/messages/${message.id}/report`, { reason: 'Propos insultants' }),
      204,
    );
    const later = await sent(t, referent, own, 'Un autre');
    const asFamily = await read(t, family, own);
    expect(asFamily.find((one) => one.id === later.id)?.author_reported).toBe(true);
    const asAdmin = await read(t, association, own);
    expect(asAdmin.find((one) => one.id === later.id)?.author_reported).toBe(false);
    expectStatus(await t.api.as(benevole.token).post(`/api/messages/${message.id}/report`, { reason: 'x' }), 403);
    expectStatus(await t.api.as(family.token).post('/api/messages/999999/report', { reason: 'x' }), 404);
  });

  describe('deleted accounts', () => {
    it("a removed member's messages show deleted, their images gone from storage", async () => {
      const leaving = await addMember(t, association.associationId, 'referent', { firstname: 'Partant' });
      const own = await openConversation(t, association, family, 'Départ');
      const res = await send(t, leaving, own, { body: 'Photo', images: [await imageDataUrl('png')] });
      expectStatus(res, 201);
      const url = res.body.images[0].url as string;
      expectStatus(
        await t.api
          .as(association.token)
          .delete(`/api/associations/${association.associationId}/members/${leaving.userId}`),
        204,
      );
      const [message] = await read(t, family, own);
      expect(message.body).toBeNull();
      expect(message.images).toEqual([]);
      expect(message.author).toEqual({ role: 'association', name: M.deletedAccount, deleted: true });
      expect(fileExists(uploadPath(t.uploadDir, url))).toBe(false);
    });

    it("a deleted family's messages show deleted in the placement's conversation", async () => {
      const leavingFamily = await registerFamily(t.api, { lastname: 'Départ' });
      const own = await openConversation(t, association, leavingFamily, 'Accueilli');
      expectStatus(await decide(t.api, association, own, REQUEST_STATUS.approved), 200);
      const res = await send(t, leavingFamily, own, { body: 'Au revoir', images: [await imageDataUrl('png')] });
      expectStatus(res, 201);
      const url = res.body.images[0].url as string;
      expectStatus(await t.api.as(leavingFamily.token).delete(`/api/families/${leavingFamily.familyId}`), 204);
      const [message] = await read(t, association, own);
      expect(message.body).toBeNull();
      expect(message.author).toEqual({ role: 'family', name: M.deletedAccount, deleted: true });
      expect(fileExists(uploadPath(t.uploadDir, url))).toBe(false);
      const list = (await t.api.as(association.token).get('/api/me/conversations')).body as ConversationSummary[];
      expect(list.find((one) => one.request_id === own)?.other_party.name).toBe(M.deletedAccount);
    });
  });
});
