/**
 * Verified associations (docs/product.md#verified-associations): an association's admins ask with an RNA number (or a
 * SIREN passing the Luhn check, or a court registration) and documents checked by their bytes and kept private
 * (links for one account, never under /uploads/); one request at a time; verified_at in the association's answers;
 * until verified, no invitation and no urgent appeal (403 with the French reason).
 */
import { VERIFICATION_MESSAGES as M, type Verification, type VerificationState } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { VerificationDocumentRow } from '../../src/data-model/verification.entity';
import { asBytes } from '../placements-register/register-files';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { toDataUrl } from '../support/images';
import { addMember } from '../support/team-members';
import { pdfBytes } from '../vet-care/support';

describe('verified associations', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let statuts: Buffer;

  const ask = (caller: { token: string }, associationId: number, body: Record<string, unknown>) =>
    t.api.as(caller.token).post(`/api/associations/${associationId}/verification`, body);
  const statutsDocument = () => ({ kind: 'statuts', data: toDataUrl(statuts, 'application/pdf') });

  beforeAll(async () => {
    t = await startApp();
    association = await registerAssociation(t.api, { name_association: 'Refuge à vérifier' }, { verified: false });
    family = await registerFamily(t.api);
    statuts = await pdfBytes('Statuts de l’association Refuge à vérifier');
  });
  afterAll(async () => {
    await t.close();
  });

  it('until verified, an association may not propose an animal nor send an urgent appeal', async () => {
    const animal = await createAnimal(t.api, association);
    const me = t.api.as(association.token);
    const proposed = await me.post('/api/invitations', {
      animal_id: animal.id,
      family_id: family.familyId,
      message: 'Elle vous irait bien.',
    });
    expect(expectFrenchError(proposed, 403)).toContain(M.notVerified);
    expect(proposed.body.code).toBe('association_not_verified');
    expectStatus(await me.put(`/api/animals/${animal.id}`, { urgent: true, urgent_reason: 'Sa famille part.' }), 200);
    const appeal = await me.post(`/api/animals/${animal.id}/urgent-appeal`, { radius_km: 30 });
    expect(expectFrenchError(appeal, 403)).toContain(M.notVerified);
  });

  it('the numbers are checked in French: an RNA, a SIREN by Luhn, one of them at least, documents by their bytes', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rna: 'W12', documents: [statutsDocument()] }, M.rnaInvalid],
      [{ siren: '443061842', documents: [statutsDocument()] }, M.sirenInvalid],
      [{ documents: [statutsDocument()] }, M.identifierRequired],
      [{ rna: 'W751234567', documents: [] }, M.documentsRequired],
      [
        {
          rna: 'W751234567',
          documents: [{ kind: 'statuts', data: toDataUrl(Buffer.from('pas un PDF'), 'application/pdf') }],
        },
        M.documentInvalid,
      ],
    ];
    for (const [body, message] of cases)
      expect(expectFrenchError(await ask(association, association.associationId, body), 400)).toContain(message);
    const state = await t.api.as(association.token).get(`/api/associations/${association.associationId}/verification`);
    expectStatus(state, 200);
    expect(state.body).toEqual({ verified_at: null, verification: null });
  });

  it('the admins ask: pending, the documents private behind a link for the caller, one request at a time', async () => {
    const res = await ask(association, association.associationId, {
      rna: 'w 751 234 567',
      documents: [
        statutsDocument(),
        { kind: 'ddpp', data: toDataUrl(await pdfBytes('Déclaration DDPP'), 'application/pdf') },
      ],
    });
    expectStatus(res, 201);
    const verification = res.body as Verification;
    expect(verification).toMatchObject({ status: 'pending', rna: 'W751234567', siren: null, decided_at: null });
    expect(verification.documents.map((document) => document.kind)).toEqual(['statuts', 'ddpp']);

    const [first] = verification.documents;
    const file = await asBytes(t.api.anon.get(first.url));
    expectStatus(file, 200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(file.body as Buffer, statuts)).toBe(0);
    // The link is the token: without it, nothing; the stored file is not under /uploads/.
    expectFrenchError(await t.api.anon.get(`/api/verification-documents/${first.id}`), 403);
    const row = await t.app.get(DataSource).getRepository(VerificationDocumentRow).findOneByOrFail({ id: first.id });
    expectStatus(await t.api.anon.get(`/uploads/${row.file_key}`), 404);

    const again = await ask(association, association.associationId, {
      rna: 'W751234567',
      documents: [statutsDocument()],
    });
    expectFrenchError(again, 409);
    expect(again.body.code).toBe('verification_pending');

    const state = await t.api.as(association.token).get(`/api/associations/${association.associationId}/verification`);
    expectStatus(state, 200);
    expect((state.body as VerificationState).verification?.id).toBe(verification.id);
  });

  it("the association's admins only: a bénévole, another association and a family get 403, a visitor 401", async () => {
    const path = `/api/associations/${association.associationId}/verification`;
    const benevole = await addMember(t, association.associationId, 'benevole');
    const other = await registerAssociation(t.api);
    for (const caller of [benevole, other, family]) {
      expectStatus(await t.api.as(caller.token).get(path), 403);
      expectStatus(
        await ask(caller, association.associationId, { rna: 'W751234567', documents: [statutsDocument()] }),
        403,
      );
    }
    expectStatus(await t.api.anon.get(path), 401);
  });

  it('a verified association answers with its date, on its profile and its animals; asking again is a 409', async () => {
    const verified = await registerAssociation(t.api, { name_association: 'Refuge vérifié' });
    const profile = await t.api.anon.get(`/api/associations/${verified.associationId}`);
    expectStatus(profile, 200);
    expect(Date.parse(profile.body.verified_at)).not.toBeNaN();
    const animal = await createAnimal(t.api, verified);
    const read = await t.api.anon.get(`/api/animals/${animal.id}`);
    expect(read.body.association.verified_at).toBe(profile.body.verified_at);
    const unverified = await t.api.anon.get(`/api/associations/${association.associationId}`);
    expect(unverified.body.verified_at).toBeNull();
    const asked = await ask(verified, verified.associationId, { siren: '443061841', documents: [statutsDocument()] });
    expectFrenchError(asked, 409);
    expect(asked.body.code).toBe('association_already_verified');
  });
});
