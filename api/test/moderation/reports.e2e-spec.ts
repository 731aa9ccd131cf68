/**
 * Reports and what administrators do about them (docs/administration.md#reports): reports of animals and associations
 * beside the message reports, one open per account and target; the queue with the content in context; dismissal;
 * hiding a message (both parties read MODERATED_CONTENT) or an animal (gone from every public read, still its
 * association's); every audit entry; and the administrators' routes refused to everyone else.
 */
import {
  MODERATED_CONTENT,
  MODERATION_MESSAGES,
  type AdminAuditEntry,
  type AdminReport,
  type Animal,
  type ConversationSummary,
} from '@petfoster/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdmin, type AdminSession } from '../admin/support';
import { openConversation, read, sent } from '../conversations/support';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectRaceStatus, expectStatus, messagesOf } from '../support/http';

describe('moderation: reports', () => {
  let t: TestApp;
  let admin: AdminSession;
  let shelter: AssociationAccount;
  let family: FamilyAccount;
  let other: FamilyAccount;

  beforeAll(async () => {
    t = await startApp();
    admin = await createAdmin(t, uniqueEmail('admin'));
    shelter = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    other = await registerFamily(t.api);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const queue = async (query = '') => {
    const res = await t.api.as(admin.token).get(`/api/admin/reports${query}`);
    expectStatus(res, 200);
    return { reports: res.body as AdminReport[], total: Number(res.headers['x-total-count']) };
  };
  const reportAnimal = (token: string, id: number, reason = 'Annonce trompeuse') =>
    t.api.as(token).post(`/api/animals/${id}/report`, { reason });
  const audit = async () => (await t.api.as(admin.token).get('/api/admin/audit-log?limit=5')).body as AdminAuditEntry[];

  it('one open report per account and animal: a second is 409 report_open, allowed again once dismissed', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Brindille' });
    const first = await reportAnimal(family.token, animal.id);
    expectStatus(first, 201);
    expect(first.body).toEqual({ id: expect.any(Number), status: 'open' });
    const again = await reportAnimal(family.token, animal.id);
    expect(expectFrenchError(again, 409)).toEqual([MODERATION_MESSAGES.reportOpen]);
    expect(again.body.code).toBe('report_open');
    // Another account reports the same animal on its own.
    expectStatus(await reportAnimal(other.token, animal.id), 201);

    const dismissed = await t.api.as(admin.token).post(`/api/admin/reports/${first.body.id}/dismiss`, {});
    expectStatus(dismissed, 200);
    expect(dismissed.body).toMatchObject({ id: first.body.id, status: 'dismissed', decided_at: expect.any(String) });
    const closedAgain = await t.api.as(admin.token).post(`/api/admin/reports/${first.body.id}/dismiss`, {});
    expect(expectFrenchError(closedAgain, 409)).toEqual([MODERATION_MESSAGES.reportClosed]);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'report.dismissed',
      admin_user_id: admin.userId,
      target_type: 'report',
      target_id: first.body.id,
    });
    expectStatus(await reportAnimal(family.token, animal.id), 201);
  });

  it('two concurrent reports of one account on one target: one is kept, the other is 409', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Courant' });
    const answers = await Promise.all([reportAnimal(other.token, animal.id), reportAnimal(other.token, animal.id)]);
    for (const res of answers) expectRaceStatus(res, [201, 409]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('an unknown animal or association is 404; a missing reason is a French 400', async () => {
    expectStatus(await reportAnimal(family.token, 999999), 404);
    expectStatus(await t.api.as(family.token).post('/api/associations/999999/report', { reason: 'x' }), 404);
    const animal = await createAnimal(t.api, shelter, { name: 'Sans raison' });
    const missing = await t.api.as(family.token).post(`/api/animals/${animal.id}/report`, {});
    expect(expectFrenchError(missing, 400)).toContain(MODERATION_MESSAGES.reasonRequired);
    const blank = await t.api
      .as(family.token)
      .post(`/api/associations/${shelter.associationId}/report`, { reason: '   ' });
    expect(expectFrenchError(blank, 400)).toContain(MODERATION_MESSAGES.reasonRequired);
  });

  it('a visitor may not report (401); an administrator may not either (403)', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Visiteur' });
    expectStatus(await t.api.anon.post(`/api/animals/${animal.id}/report`, { reason: 'x' }), 401);
    expectStatus(await reportAnimal(admin.token, animal.id), 403);
  });

  it('the queue: message, animal and association reports, oldest first, each with its context', async () => {
    const reporter = await registerFamily(t.api);
    const requestId = await openConversation(t, shelter, reporter, 'Contexte');
    const earlier = [];
    for (let i = 1; i <= 6; i++) earlier.push(await sent(t, i % 2 ? shelter : reporter, requestId, `Message ${i}`));
    const rude = await sent(t, shelter, requestId, 'Propos déplacés');
    expectStatus(await t.api.as(reporter.token).post(`/api/messages/${rude.id}/report`, { reason: 'Insultes' }), 204);
    const repeat = await t.api.as(reporter.token).post(`/api/messages/${rude.id}/report`, { reason: 'Encore' });
    expectStatus(repeat, 409);
    const animal = await createAnimal(t.api, shelter, { name: 'Signalé', description: 'Très doux' });
    expectStatus(await reportAnimal(reporter.token, animal.id, 'Photo volée'), 201);
    expectStatus(
      await t.api.as(reporter.token).post(`/api/associations/${shelter.associationId}/report`, { reason: 'Arnaque' }),
      201,
    );

    const { reports, total } = await queue(`?limit=100`);
    expect(total).toBe(reports.length);
    const times = reports.map((report) => Date.parse(report.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const mine = reports.filter((report) => report.reporter.user_id === reporter.userId);
    expect(mine.map((report) => report.target_type)).toEqual(['message', 'animal', 'association']);
    const [message, animalReport, association] = mine;

    expect(message).toMatchObject({ target_id: rude.id, reason: 'Insultes', status: 'open', decided_at: null });
    expect(message.reporter).toMatchObject({ role: 'family', email: reporter.email, suspended_at: null });
    expect(message.context).toMatchObject({ type: 'message', request_id: requestId, animal_name: 'Contexte' });
    if (message.context?.type !== 'message') throw new Error('message context expected');
    expect(message.context.message).toMatchObject({ id: rude.id, body: 'Propos déplacés', hidden: false });
    expect(message.context.message.author).toMatchObject({ user_id: shelter.userId, role: 'association' });
    expect(message.context.before.map((one) => one.body)).toEqual([2, 3, 4, 5, 6].map((i) => `Message ${i}`));

    expect(animalReport.context).toMatchObject({
      type: 'animal',
      animal: { id: animal.id, name: 'Signalé', description: 'Très doux', hidden: false },
      association: { id: shelter.associationId },
      owner: { user_id: shelter.userId, role: 'association', email: shelter.email },
    });
    expect(association.context).toMatchObject({
      type: 'association',
      association: { id: shelter.associationId },
      owner: { user_id: shelter.userId },
    });
    // A moderation account never carries a password, a phone or an address.
    const text = JSON.stringify(reports);
    expect(text).not.toMatch(/password|phone|address|zip_code/);

    const animalsOnly = await queue('?target_type=animal&limit=100');
    expect(animalsOnly.reports.every((report) => report.target_type === 'animal')).toBe(true);
    const page = await queue('?limit=1&offset=1');
    expect(page.reports.map((report) => report.id)).toEqual([reports[1].id]);
    expect(page.total).toBe(total);
    expect(expectFrenchError(await t.api.as(admin.token).get('/api/admin/reports?status=nope'), 400)).toContain(
      MODERATION_MESSAGES.statusInvalid,
    );
  });

  it('hiding a message: both parties and the conversation list read MODERATED_CONTENT, its reports are actioned', async () => {
    const reporter = await registerFamily(t.api);
    const requestId = await openConversation(t, shelter, reporter, 'Masqué');
    const bad = await sent(t, reporter, requestId, 'Texte à retirer');
    expectStatus(await t.api.as(shelter.token).post(`/api/messages/${bad.id}/report`, { reason: 'Menaces' }), 204);
    const missing = await t.api.as(admin.token).post(`/api/admin/messages/${bad.id}/hide`, {});
    expect(expectFrenchError(missing, 400)).toContain(MODERATION_MESSAGES.reasonRequired);
    expectStatus(await t.api.as(admin.token).post('/api/admin/messages/999999/hide', { reason: 'x' }), 404);
    expectStatus(
      await t.api.as(admin.token).post(`/api/admin/messages/${bad.id}/hide`, { reason: 'Menaces explicites' }),
      204,
    );

    for (const party of [shelter, reporter]) {
      const shown = (await read(t, party, requestId)).find((message) => message.id === bad.id);
      expect(shown).toMatchObject({ body: MODERATED_CONTENT, images: [] });
      const list = (await t.api.as(party.token).get('/api/me/conversations')).body as ConversationSummary[];
      expect(list.find((one) => one.request_id === requestId)?.last_message?.body).toBe(MODERATED_CONTENT);
    }
    const actioned = await queue('?status=actioned&target_type=message&limit=100');
    const report = actioned.reports.find((one) => one.target_id === bad.id);
    expect(report).toMatchObject({ status: 'actioned', decided_at: expect.any(String) });
    // The administrators still read what was written, marked hidden.
    if (report?.context?.type !== 'message') throw new Error('message context expected');
    expect(report.context.message).toMatchObject({ body: 'Texte à retirer', hidden: true });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'message.hidden',
      target_type: 'message',
      target_id: bad.id,
      details: { reason: 'Menaces explicites' },
    });
  });

  it('the data export: the other side reads MODERATED_CONTENT, the author keeps its own text', async () => {
    const author = await registerFamily(t.api);
    const requestId = await openConversation(t, shelter, author, 'Exporté');
    const bad = await sent(t, shelter, requestId, 'Texte retiré');
    const own = await sent(t, author, requestId, 'Mon texte retiré');
    for (const message of [bad, own])
      expectStatus(
        await t.api.as(admin.token).post(`/api/admin/messages/${message.id}/hide`, { reason: 'Propos' }),
        204,
      );
    const work = mkdtempSync(join(tmpdir(), 'petfoster-moderation-export-'));
    try {
      const res = await t.api
        .as(author.token)
        .get('/api/me/export')
        .buffer(true)
        .parse((answer, done) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expectStatus(res, 200);
      writeFileSync(join(work, 'export.zip'), res.body as Buffer);
      execFileSync('unzip', ['-q', join(work, 'export.zip'), '-d', join(work, 'out')]);
      const rows = JSON.parse(readFileSync(join(work, 'out', 'json', 'messages.json'), 'utf8')) as Array<{
        id: number;
        body: string;
      }>;
      expect(rows.find((row) => row.id === bad.id)?.body).toBe(MODERATED_CONTENT);
      expect(rows.find((row) => row.id === own.id)?.body).toBe('Mon texte retiré');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('hiding an animal: gone from the list, the detail, the association page and the public API; still its association’s, marked', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Caché' });
    const favourite = await t.api.as(family.token).put(`/api/me/favourites/${animal.id}`, {});
    expect(favourite.status).toBeLessThan(300);
    expectStatus(await reportAnimal(family.token, animal.id, 'Faux animal'), 201);
    expectStatus(
      await t.api.as(admin.token).post(`/api/admin/animals/${animal.id}/hide`, { reason: 'Annonce frauduleuse' }),
      204,
    );

    const list = (await t.api.anon.get('/api/animals')).body as Animal[];
    expect(list.map((one) => one.id)).not.toContain(animal.id);
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 404);
    expectStatus(await t.api.as(family.token).get(`/api/animals/${animal.id}`), 404);
    expectStatus(await t.api.anon.get(`/api/public/v1/animals/${animal.id}`), 404);
    const publicList = await t.api.anon.get(`/api/public/v1/animals?association_id=${shelter.associationId}`);
    expectStatus(publicList, 200);
    expect(JSON.stringify(publicList.body)).not.toContain('"Caché"');
    const page = (await t.api.anon.get(`/api/associations/${shelter.associationId}/animals`)).body as {
      animals: Animal[];
    };
    expect(page.animals.map((one) => one.id)).not.toContain(animal.id);
    const favourites = await t.api.as(family.token).get('/api/me/favourites');
    expect(JSON.stringify(favourites.body)).not.toContain('"Caché"');
    expectStatus(await reportAnimal(other.token, animal.id), 404);
    const request = await t.api.as(other.token).post('/api/animals/requests', {
      animal_id: animal.id,
      family_id: other.familyId,
      motivation: 'Nous avons un grand jardin.',
    });
    expectStatus(request, 404);

    const own = await t.api.as(shelter.token).get(`/api/animals/${animal.id}`);
    expectStatus(own, 200);
    expect(own.body.moderated).toBe(MODERATED_CONTENT);
    const ownList = (await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/animals`)).body as {
      animals: Animal[];
    };
    expect(ownList.animals.find((one) => one.id === animal.id)?.moderated).toBe(MODERATED_CONTENT);

    const actioned = await queue('?status=actioned&target_type=animal&limit=100');
    expect(actioned.reports.find((one) => one.target_id === animal.id)?.status).toBe('actioned');
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'animal.hidden', target_type: 'animal', target_id: animal.id });
  });

  it('every administrators’ route is 401 without a session and 403 to families and associations', async () => {
    const routes: Array<[string, string]> = [
      ['get', '/api/admin/reports'],
      ['post', '/api/admin/reports/1/dismiss'],
      ['post', '/api/admin/messages/1/hide'],
      ['post', '/api/admin/animals/1/hide'],
      ['post', `/api/admin/accounts/${family.userId}/suspend`],
      ['post', `/api/admin/accounts/${family.userId}/unsuspend`],
    ];
    for (const [method, path] of routes) {
      const body = { reason: 'x' };
      const anon = method === 'get' ? await t.api.anon.get(path) : await t.api.anon.post(path, body);
      expectStatus(anon, 401);
      for (const account of [family, shelter]) {
        const client = t.api.as(account.token);
        const res = method === 'get' ? await client.get(path) : await client.post(path, body);
        expectStatus(res, 403);
        expect(messagesOf(res).length).toBeGreaterThan(0);
      }
    }
  });
});
