/**
 * The platform administrators' verification queue (docs/administration.md#verification-queue): the requests oldest
 * first with their association and their documents' links signed for the administrator; approving verifies the
 * association (invitations open to it), rejecting tells it why and lets it ask again; each decision is mailed,
 * escaped, and written in the audit log; nobody but an administrator reaches these routes.
 */
import {
  MODERATION_MESSAGES,
  VERIFICATION_MESSAGES,
  type AdminAuditEntry,
  type AdminVerification,
  type VerificationState,
} from '@petfoster/contracts';
import { PrivateFilesService } from '../../src/private-files/private-files.service';
import { asBytes } from '../placements-register/register-files';
import { startMailApp, TEST_PUBLIC_URL } from '../mail/support/mail-app';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  uniqueEmail,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { decodeJwt } from '../support/jwt';
import { toDataUrl } from '../support/images';
import { pdfBytes } from '../vet-care/support';
import { visibleFamily } from '../matching/setup';
import { createAdmin, type AdminSession } from './support';

describe('verification queue', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: AdminSession;
  let family: FamilyAccount;
  let statuts: Buffer;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    admin = await createAdmin(t, uniqueEmail('moderateur'));
    // Visible to associations, so that an invitation is refused only for the association's verification.
    family = await visibleFamily(t, {});
    statuts = await pdfBytes('Statuts de l’association');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const asAdmin = () => t.api.as(admin.token);
  const unverified = (name: string) => registerAssociation(t.api, { name_association: name }, { verified: false });
  /** The association's admins ask, with one PDF; answers the verification's id. */
  const ask = async (association: AssociationAccount, rna = 'W751234567'): Promise<number> => {
    const res = await t.api.as(association.token).post(`/api/associations/${association.associationId}/verification`, {
      rna,
      documents: [{ kind: 'statuts', data: toDataUrl(statuts, 'application/pdf') }],
    });
    expectStatus(res, 201);
    return res.body.id as number;
  };
  const queue = async (query = '') => {
    const res = await asAdmin().get(`/api/admin/verifications${query}`);
    expectStatus(res, 200);
    return { entries: res.body as AdminVerification[], total: Number(res.headers['x-total-count']) };
  };
  const auditOf = async (verificationId: number) => {
    const res = await asAdmin().get('/api/admin/audit-log?limit=100');
    expectStatus(res, 200);
    return (res.body as AdminAuditEntry[]).filter(
      (entry) => entry.target_type === 'verification' && entry.target_id === verificationId,
    );
  };

  it('lists the pending requests oldest first, with their association and the total, page by page', async () => {
    const first = await unverified('Refuge des Tilleuls');
    const second = await unverified('Chats & Chiens du Val');
    const firstId = await ask(first);
    const secondId = await ask(second);

    const { entries, total } = await queue();
    const ids = entries.map((entry) => entry.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    expect(total).toBe(entries.length);
    expect(entries.every((entry) => entry.status === 'pending')).toBe(true);
    const entry = entries.find((candidate) => candidate.id === secondId);
    expect(entry).toMatchObject({
      association_id: second.associationId,
      rna: 'W751234567',
      decided_at: null,
      reason: null,
      association: {
        id: second.associationId,
        name_association: 'Chats & Chiens du Val',
        email: second.email,
        verified_at: null,
      },
    });
    expect(typeof entry?.association.city).toBe('string');
    expect(entry?.documents.map((document) => document.kind)).toEqual(['statuts']);

    const page = await queue(`?limit=1&offset=${ids.indexOf(secondId)}`);
    expect(page.entries.map((candidate) => candidate.id)).toEqual([secondId]);
    expect(page.total).toBe(total);
    expect((await queue('?status=pending')).entries.map((candidate) => candidate.id)).toEqual(ids);
  });

  it('refuses a status, a limit or an offset it does not know, in French', async () => {
    expect(expectFrenchError(await asAdmin().get('/api/admin/verifications?status=tout'), 400)).toContain(
      MODERATION_MESSAGES.statusInvalid,
    );
    expect(expectFrenchError(await asAdmin().get('/api/admin/verifications?limit=101'), 400)).toContain(
      MODERATION_MESSAGES.limitInvalid,
    );
    expect(expectFrenchError(await asAdmin().get('/api/admin/verifications?offset=-1'), 400)).toContain(
      MODERATION_MESSAGES.offsetInvalid,
    );
  });

  it("opens a document through the administrator's link; a link of a family is refused", async () => {
    const association = await unverified('Refuge aux documents');
    const id = await ask(association);
    const entry = (await queue('?limit=100')).entries.find((candidate) => candidate.id === id);
    const [document] = entry?.documents ?? [];
    const file = await asBytes(t.api.anon.get(document.url));
    expectStatus(file, 200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(file.body as Buffer, statuts)).toBe(0);

    // A link the server would sign for a family names an account that may read no verification.
    const familyLink = t.app
      .get(PrivateFilesService)
      .signLink(
        `verification-document:${document.id}`,
        { userId: family.userId, tokenVersion: Number(decodeJwt(family.token).payload.tv ?? 0) },
        new Date(),
        60_000,
      );
    expectFrenchError(await t.api.anon.get(`/api/verification-documents/${document.id}?token=${familyLink}`), 403);

    // The association still opens its own documents through its own links.
    const own = await t.api.as(association.token).get(`/api/associations/${association.associationId}/verification`);
    const ownUrl = (own.body as VerificationState).verification?.documents[0].url as string;
    expectStatus(await asBytes(t.api.anon.get(ownUrl)), 200);
  });

  it('approving verifies the association: invitations open to it, a mail tells it, the audit log records it', async () => {
    const association = await unverified('Refuge à approuver');
    const id = await ask(association);
    const animal = await createAnimal(t.api, association);
    const propose = () =>
      t.api.as(association.token).post('/api/invitations', {
        animal_id: animal.id,
        family_id: family.familyId,
        message: 'Elle vous irait bien.',
      });
    const before = await propose();
    expect(expectFrenchError(before, 403)).toContain(VERIFICATION_MESSAGES.notVerified);
    expect(before.body.code).toBe('association_not_verified');

    const res = await asAdmin().post(`/api/admin/verifications/${id}/approve`, {});
    expectStatus(res, 200);
    const approved = res.body as AdminVerification;
    expect(approved).toMatchObject({ id, status: 'approved', reason: null });
    expect(Date.parse(approved.decided_at ?? '')).not.toBeNaN();
    expect(approved.association.verified_at).toBe(approved.decided_at);

    const profile = await t.api.anon.get(`/api/associations/${association.associationId}`);
    expect(profile.body.verified_at).toBe(approved.decided_at);
    expectStatus(await propose(), 201);

    const mail = await smtp.waitFor(
      (m) => m.to.includes(association.email.toLowerCase()) && m.subject === 'Votre association est vérifiée',
    );
    expect(mail.text).toContain('Refuge à approuver');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/associations/dashboard/verification`);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin_user_id: admin.userId,
      action: 'verification.approved',
      details: { association_id: association.associationId },
    });
    expect((await queue('?status=pending&limit=100')).entries.map((entry) => entry.id)).not.toContain(id);
    expect((await queue('?status=approved&limit=100')).entries.map((entry) => entry.id)).toContain(id);
  });

  it('a decided request is a 409 for a second decision, and nothing more is recorded', async () => {
    const association = await unverified('Refuge décidé');
    const id = await ask(association);
    expectStatus(await asAdmin().post(`/api/admin/verifications/${id}/approve`, {}), 200);
    for (const again of [
      await asAdmin().post(`/api/admin/verifications/${id}/approve`, {}),
      await asAdmin().post(`/api/admin/verifications/${id}/reject`, { reason: 'Trop tard.' }),
    ]) {
      expect(expectFrenchError(again, 409)).toContain(MODERATION_MESSAGES.verificationDecided);
      expect(again.body.code).toBe('verification_decided');
    }
    expect(await auditOf(id)).toHaveLength(1);
    expectStatus(await asAdmin().post('/api/admin/verifications/999999/approve', {}), 404);
  });

  it('rejecting tells the association why, escaped, and it may ask again', async () => {
    const association = await unverified('Chats & Co');
    const id = await ask(association);
    const reason = 'Les statuts ne sont pas signés <3\nMerci & à bientôt.';
    const res = await asAdmin().post(`/api/admin/verifications/${id}/reject`, { reason });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ id, status: 'rejected', reason, association: { verified_at: null } });

    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(association.email.toLowerCase()) &&
        m.subject === 'Votre demande de vérification n’a pas été acceptée',
    );
    expect(mail.text).toContain('Les statuts ne sont pas signés <3');
    expect(mail.html).toContain('signés &lt;3');
    expect(mail.html).toContain('Merci &amp; à bientôt.');
    expect(mail.html).toContain('Chats &amp; Co');
    expect(mail.html).not.toContain('signés <3');
    expect(mail.text).toContain('nouvelle demande');

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'verification.rejected',
      details: { association_id: association.associationId, reason },
    });

    const state = await t.api.as(association.token).get(`/api/associations/${association.associationId}/verification`);
    expect((state.body as VerificationState).verification).toMatchObject({ id, status: 'rejected', reason });
    const again = await ask(association, 'W751234568');
    expect(again).not.toBe(id);
    expect((await queue('?limit=100')).entries.map((candidate) => candidate.id)).toContain(again);
  });

  it('a rejection needs a reason of 500 characters at most', async () => {
    const association = await unverified('Refuge sans raison');
    const id = await ask(association);
    const reject = (body: Record<string, unknown>) => asAdmin().post(`/api/admin/verifications/${id}/reject`, body);
    expect(expectFrenchError(await reject({}), 400)).toContain(MODERATION_MESSAGES.reasonRequired);
    expectFrenchError(await reject({ reason: 'x'.repeat(501) }), 400);
    expect((await queue('?limit=100')).entries.map((candidate) => candidate.id)).toContain(id);
  });

  it('families and associations get 403 on every route, a visitor 401', async () => {
    const association = await unverified('Refuge curieux');
    const id = await ask(association);
    const verified = await registerAssociation(t.api);
    const routes = [
      (as: ReturnType<typeof t.api.as> | typeof t.api.anon) => as.get('/api/admin/verifications'),
      (as: ReturnType<typeof t.api.as> | typeof t.api.anon) => as.post(`/api/admin/verifications/${id}/approve`, {}),
      (as: ReturnType<typeof t.api.as> | typeof t.api.anon) =>
        as.post(`/api/admin/verifications/${id}/reject`, { reason: 'Non.' }),
    ];
    for (const route of routes) {
      for (const caller of [family, association, verified]) expectStatus(await route(t.api.as(caller.token)), 403);
      expectStatus(await route(t.api.anon), 401);
    }
    expect((await queue('?limit=100')).entries.find((entry) => entry.id === id)?.status).toBe('pending');
  });
});
