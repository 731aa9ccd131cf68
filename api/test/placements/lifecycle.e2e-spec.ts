/**
 * The placement from the association's yes to its end (docs/product.md#placements): opened by the approval, terms
 * that make contract versions, both signatures, start, the family's end request with its notice, the end, and the
 * foster family's adoption with the 7 days after the certificate. The clock of the rules is fixed (support.ts).
 */
import {
  frenchDay,
  PLACEMENT_MESSAGES as M,
  REQUEST_STATUS,
  type Placement,
  type PlacementSummary,
} from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { addMember } from '../support/team-members';
import {
  activePlacement,
  ASSOCIATION_SIGNER,
  FAMILY_SIGNER,
  fixToday,
  openPlacement,
  readPlacement,
  setTerms,
  sign,
  TERMS,
} from './support';

describe('placement lifecycle', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;

  beforeAll(async () => {
    t = await startApp();
    fixToday(t);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (token: string, id: number, step: string, body?: Record<string, unknown>) =>
    t.api.as(token).post(`/api/placements/${id}/${step}`, body ?? {});

  describe('opened by the approval', () => {
    let placement: Placement;
    beforeAll(async () => {
      placement = await openPlacement(t, association, family, 'Sésame', {
        type: 'puce',
        number: '250268712345678',
      });
    });

    it("is 'draft' with no terms, version 0 and no signature", () => {
      expect(placement.status).toBe('draft');
      expect(placement.terms).toBeNull();
      expect(placement.contract_version).toBe(0);
      expect(placement.signatures).toEqual([]);
      expect(placement.contract).toBeNull();
    });

    it('shows both parties their contact details and the animal', () => {
      expect(placement.family).toMatchObject({
        id: family.familyId,
        firstname: 'Julie',
        lastname: 'Martin',
        address: '12 rue des Lilas',
        phone_number: '0612345678',
        email: family.email.toLowerCase(),
      });
      expect(placement.association).toMatchObject({
        id: association.associationId,
        name_association: 'Les Pattes Lyonnaises',
        RNA_code: 'W691234567',
      });
      expect(placement.animal).toMatchObject({ name: 'Sésame', species: 'Chat' });
    });

    it("its timeline starts with 'created' by the member who approved", () => {
      expect(placement.events.map((event) => [event.type, event.by])).toEqual([['created', ASSOCIATION_SIGNER]]);
    });

    it('is listed for the family and the association, with X-Total-Count', async () => {
      for (const caller of [family, association]) {
        const res = await t.api.as(caller.token).get('/api/placements');
        expectStatus(res, 200);
        const ids = (res.body as PlacementSummary[]).map((one) => one.id);
        expect(ids).toContain(placement.id);
        expect(res.headers['x-total-count']).toBe(String(ids.length));
      }
    });

    it('one placement per approved request: another approval opens another placement', async () => {
      const other = await registerFamily(t.api);
      const animal = await createAnimal(t.api, association, { name: 'Unique' });
      const request = await createRequest(t.api, other, animal);
      expectStatus(await decide(t.api, association, request.id, REQUEST_STATUS.approved), 200);
      const res = await t.api.as(other.token).get('/api/placements');
      expect((res.body as PlacementSummary[]).filter((one) => one.request_id === request.id)).toHaveLength(1);
    });

    it('a refusal opens none', async () => {
      const other = await registerFamily(t.api);
      const request = await createRequest(t.api, other, await createAnimal(t.api, association, { name: 'Non' }));
      expectStatus(await decide(t.api, association, request.id, REQUEST_STATUS.refused), 200);
      const res = await t.api.as(other.token).get('/api/placements');
      expect(res.body).toEqual([]);
    });
  });

  describe('terms', () => {
    it("make version 1, 'to_sign', with the contract's content and its fingerprint", async () => {
      const placement = await openPlacement(t, association, family, 'Praline', {
        type: 'puce',
        number: '250268712345678',
      });
      const res = await setTerms(t, association, placement.id);
      expectStatus(res, 200);
      const body = res.body as Placement;
      expect(body.status).toBe('to_sign');
      expect(body.contract_version).toBe(1);
      expect(body.terms).toEqual(TERMS);
      expect(body.contract_fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(body.contract).toMatchObject({
        placement_id: placement.id,
        version: 1,
        association: { name: 'Les Pattes Lyonnaises', rna: 'W691234567' },
        family: { firstname: 'Julie', lastname: 'Martin', address: '12 rue des Lilas' },
        animal: { name: 'Praline', species: 'Chat', identification: 'Puce électronique 250 268 712 345 678' },
        terms: TERMS,
      });
      expect(body.events.map((event) => [event.type, event.by, event.detail])).toContainEqual([
        'terms_set',
        ASSOCIATION_SIGNER,
        'Version 1',
      ]);
    });

    it('the default notice is 15 days and costs not named are the association’s', async () => {
      const placement = await openPlacement(t, association, family, 'Défaut');
      const res = await setTerms(t, association, placement.id, { start_date: '2030-03-10', end_date: null });
      expectStatus(res, 200);
      expect((res.body as Placement).terms).toEqual({
        start_date: '2030-03-10',
        end_date: null,
        notice_days: 15,
        costs: { veterinary: 'association', food: 'association', supplies: 'association' },
        special_conditions: null,
      });
    });

    it('400 for a start more than a year away, with its French message on start_date', async () => {
      const placement = await openPlacement(t, association, family, 'Loin');
      const res = await setTerms(t, association, placement.id, { ...TERMS, start_date: '2031-03-04', end_date: null });
      expect(expectFrenchError(res, 400)).toEqual([M.startTooFar]);
      expect(res.body.fields).toEqual({ start_date: M.startTooFar });
      const sameDayNextYear = await setTerms(t, association, placement.id, {
        ...TERMS,
        start_date: '2031-03-03',
        end_date: null,
      });
      expectStatus(sameDayNextYear, 200);
    });

    it('400 for an end before the start', async () => {
      const placement = await openPlacement(t, association, family, 'Avant');
      const res = await setTerms(t, association, placement.id, { ...TERMS, end_date: '2030-03-01' });
      expect(expectFrenchError(res, 400)).toEqual([M.endBeforeStart]);
    });
  });

  describe('signatures', () => {
    let placement: Placement;
    let signer: FamilyAccount;
    beforeAll(async () => {
      const family2 = await registerFamily(t.api, { firstname: 'Élodie', lastname: 'Dupré' });
      placement = await openPlacement(t, association, family2, 'Câline');
      expectStatus(await setTerms(t, association, placement.id), 200);
      signer = family2;
    });

    it('409 placement_no_terms before any terms', async () => {
      const draft = await openPlacement(t, association, family, 'Brouillon');
      const res = await sign(t, family, draft.id, FAMILY_SIGNER);
      expectFrenchError(res, 409);
      expect(res.body.code).toBe('placement_no_terms');
    });

    it("400 signature_name_mismatch when the name is not the signer's own", async () => {
      const res = await sign(t, signer, placement.id, 'Julie Martin');
      expect(expectFrenchError(res, 400)).toEqual([M.fullNameMismatch]);
      expect(res.body.code).toBe('signature_name_mismatch');
      expect(res.body.fields).toEqual({ full_name: M.fullNameMismatch });
    });

    it('400 without accept: true', async () => {
      const res = await t.api
        .as(signer.token)
        .post(`/api/placements/${placement.id}/signatures`, { full_name: 'Élodie Dupré', accept: false });
      expect(expectFrenchError(res, 400)).toEqual([M.acceptRequired]);
    });

    it('accepts the name whatever its case and accents; the placement waits for the other party', async () => {
      const res = await sign(t, signer, placement.id, '  elodie   DUPRE ');
      expectStatus(res, 200);
      const body = res.body as Placement;
      expect(body.status).toBe('to_sign');
      expect(body.signatures).toEqual([{ role: 'family', full_name: 'elodie   DUPRE', signed_at: expect.any(String) }]);
    });

    it('409 placement_already_signed for a second signature of the same party and version', async () => {
      const res = await sign(t, signer, placement.id, 'Élodie Dupré');
      expectFrenchError(res, 409);
      expect(res.body.code).toBe('placement_already_signed');
    });

    it("both parties signed: 'signed', and the proof is stored (IP, user agent, fingerprint)", async () => {
      const res = await t.api
        .as(association.token)
        .post(`/api/placements/${placement.id}/signatures`, { full_name: ASSOCIATION_SIGNER, accept: true })
        .set('User-Agent', 'Navigateur de test/1.0');
      expectStatus(res, 200);
      const body = res.body as Placement;
      expect(body.status).toBe('signed');
      expect(body.signatures.map((one) => one.role)).toEqual(['family', 'association']);
      const [row] = await t.app
        .get(DataSource)
        .query(
          'SELECT ip_address, user_agent, fingerprint FROM placement_signatures WHERE placement_id = ? AND party = ?',
          [placement.id, 'association'],
        );
      expect(row.user_agent).toBe('Navigateur de test/1.0');
      expect(row.ip_address).toMatch(/127\.0\.0\.1/);
      expect(row.fingerprint).toBe(body.contract_fingerprint);
    });

    it('two signatures of one party at once: one 200, one 409, one signature stored', async () => {
      const referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
      const raced = await openPlacement(t, association, family, 'Course');
      expectStatus(await setTerms(t, association, raced.id), 200);
      const answers = await Promise.all([
        sign(t, association, raced.id, ASSOCIATION_SIGNER),
        sign(t, referent, raced.id, 'Inès Membre'),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect((await readPlacement(t, family, raced.id)).signatures).toHaveLength(1);
    });

    it("both parties at once: both 200 and the placement 'signed'", async () => {
      const raced = await openPlacement(t, association, family, 'Ensemble');
      expectStatus(await setTerms(t, association, raced.id), 200);
      const answers = await Promise.all([
        sign(t, association, raced.id, ASSOCIATION_SIGNER),
        sign(t, family, raced.id, FAMILY_SIGNER),
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect((await readPlacement(t, family, raced.id)).status).toBe('signed');
    });

    it('409 placement_wrong_status to start before both signed, 200 once signed', async () => {
      const other = await openPlacement(t, association, family, 'Attente');
      expectStatus(await setTerms(t, association, other.id), 200);
      const early = await post(association.token, other.id, 'start', { date: '2030-03-10' });
      expectFrenchError(early, 409);
      expect(early.body.code).toBe('placement_wrong_status');
      const started = await post(association.token, placement.id, 'start', { date: '2030-03-10' });
      expectStatus(started, 200);
      expect((started.body as Placement).status).toBe('active');
      expect((started.body as Placement).started_on).toBe('2030-03-10');
    });

    it("new terms while active: version 2, still 'active', signatures cleared, 'extended' on the timeline", async () => {
      const res = await setTerms(t, association, placement.id, { ...TERMS, end_date: '2030-09-10' });
      expectStatus(res, 200);
      const body = res.body as Placement;
      expect(body.status).toBe('active');
      expect(body.contract_version).toBe(2);
      expect(body.signatures).toEqual([]);
      expect(body.events.map((event) => event.type)).toContain('extended');
      expectStatus(await sign(t, signer, placement.id, 'Élodie Dupré'), 200);
      const both = await sign(t, association, placement.id, ASSOCIATION_SIGNER);
      expectStatus(both, 200);
      expect((both.body as Placement).status).toBe('active');
      expect((both.body as Placement).signatures).toHaveLength(2);
    });

    it('the contract PDF of each version: application/pdf, an attachment named after the placement and version', async () => {
      for (const [query, version] of [
        ['', 2],
        ['?version=1', 1],
      ] as const) {
        const res = await t.api
          .as(signer.token)
          .get(`/api/placements/${placement.id}/contract.pdf${query}`)
          .buffer(true)
          .parse((response, done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(null, Buffer.concat(chunks)));
          });
        expectStatus(res, 200);
        expect(res.headers['content-type']).toMatch(/^application\/pdf/);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="contrat-accueil-${placement.id}-v${version}.pdf"`,
        );
        expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    });

    it('404 for a version that does not exist', async () => {
      expectFrenchError(
        await t.api.as(signer.token).get(`/api/placements/${placement.id}/contract.pdf?version=3`),
        404,
      );
    });
  });

  describe('end request and notice', () => {
    let placement: Placement;
    beforeAll(async () => {
      placement = await activePlacement(t, association, family, 'Préavis');
    });

    it('400 for a date inside the notice, naming the earliest date on the field `date`', async () => {
      // Today is 2030-03-03 and the notice 15 days: 2030-03-18 at the earliest.
      const res = await post(family.token, placement.id, 'end-request', { date: '2030-03-17', reason: null });
      const message = M.noticeTooShort(15, frenchDay('2030-03-18'));
      expect(expectFrenchError(res, 400)).toEqual([message]);
      expect(res.body.fields).toEqual({ date: message });
    });

    it('200 on the first day the notice allows; the timeline shows it', async () => {
      const res = await post(family.token, placement.id, 'end-request', {
        date: '2030-03-18',
        reason: 'Déménagement',
      });
      expectStatus(res, 200);
      const body = res.body as Placement;
      expect(body.end_request).toEqual({
        date: '2030-03-18',
        reason: 'Déménagement',
        requested_at: expect.any(String),
      });
      expect(body.events.at(-1)).toMatchObject({ type: 'end_requested', by: FAMILY_SIGNER, detail: '2030-03-18' });
    });

    it("the association ends it: 'ended' with its outcome, and nothing more can happen", async () => {
      const res = await post(association.token, placement.id, 'end', {
        date: '2030-03-18',
        outcome: 'retour_association',
        note: null,
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ status: 'ended', ended_on: '2030-03-18', outcome: 'retour_association' });
      for (const [caller, step, body] of [
        [association, 'end', { date: '2030-03-19', outcome: 'deces', note: null }],
        [association, 'start', { date: '2030-03-19' }],
        [family, 'end-request', { date: '2030-12-01', reason: null }],
        [family, 'adoption-request', {}],
      ] as const) {
        const refused = await post(caller.token, placement.id, step, body);
        expectFrenchError(refused, 409);
        expect(refused.body.code).toBe('placement_wrong_status');
      }
      const terms = await setTerms(t, association, placement.id);
      expect(terms.body.code).toBe('placement_wrong_status');
    });

    it('409 for an end request before the placement started', async () => {
      const draft = await openPlacement(t, association, family, 'PasCommencé');
      const res = await post(family.token, draft.id, 'end-request', { date: '2030-12-01', reason: null });
      expectFrenchError(res, 409);
    });

    it('a signed placement not started yet may be ended by the association', async () => {
      const signed = await openPlacement(t, association, family, 'Annulé');
      expectStatus(await setTerms(t, association, signed.id), 200);
      expectStatus(await sign(t, family, signed.id, FAMILY_SIGNER), 200);
      expectStatus(await sign(t, association, signed.id, ASSOCIATION_SIGNER), 200);
      const res = await post(association.token, signed.id, 'end', {
        date: '2030-03-05',
        outcome: 'transfere',
        note: 'Autre famille',
      });
      expectStatus(res, 200);
      expect((res.body as Placement).status).toBe('ended');
    });
  });

  describe('adoption by the foster family', () => {
    let placement: Placement;
    beforeAll(async () => {
      placement = await activePlacement(t, association, family, 'Adopté');
    });

    it("the family's wish: 200, on the timeline", async () => {
      const res = await post(family.token, placement.id, 'adoption-request');
      expectStatus(res, 200);
      expect((res.body as Placement).adoption_requested_at).not.toBeNull();
      expect((res.body as Placement).events.at(-1)).toMatchObject({ type: 'adoption_requested', by: FAMILY_SIGNER });
    });

    it('400 for a handover less than 7 days after the certificate', async () => {
      const res = await post(association.token, placement.id, 'adoption', {
        certificate_issued_on: '2030-03-04',
        certificate_issuer: 'Paul Durand',
        adoption_date: '2030-03-10',
      });
      expect(expectFrenchError(res, 400)).toEqual([M.adoptionTooSoon]);
    });

    it("7 days after: 'ended' adopte_par_la_famille, and the animal is adopted", async () => {
      const res = await post(association.token, placement.id, 'adoption', {
        certificate_issued_on: '2030-03-04',
        certificate_issuer: 'Paul Durand',
        adoption_date: '2030-03-11',
      });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({
        status: 'ended',
        outcome: 'adopte_par_la_famille',
        ended_on: '2030-03-11',
        adoption: {
          certificate_issued_on: '2030-03-04',
          certificate_issuer: 'Paul Durand',
          adoption_date: '2030-03-11',
        },
      });
      const [animal] = await t.app
        .get(DataSource)
        .query('SELECT adopted_at FROM animals WHERE id = ?', [placement.animal.id]);
      expect(animal.adopted_at).not.toBeNull();
    });
  });

  describe('lists', () => {
    it('filter by status and by an end within N days', async () => {
      const ending = await activePlacement(t, association, family, 'Bientôt', {
        ...TERMS,
        start_date: '2030-03-01',
        end_date: '2030-03-15',
      });
      const later = await activePlacement(t, association, family, 'PlusTard', {
        ...TERMS,
        start_date: '2030-03-01',
        end_date: '2030-05-15',
      });
      const soon = await t.api.as(association.token).get('/api/placements?ending_within_days=14');
      expectStatus(soon, 200);
      const ids = (soon.body as PlacementSummary[]).map((one) => one.id);
      expect(ids).toContain(ending.id);
      expect(ids).not.toContain(later.id);
      const active = await t.api.as(family.token).get('/api/placements?status=active');
      expect((active.body as PlacementSummary[]).every((one) => one.status === 'active')).toBe(true);
      expect((active.body as PlacementSummary[]).map((one) => one.id)).toEqual(
        expect.arrayContaining([ending.id, later.id]),
      );
      expect(soon.headers['x-total-count']).toBe(String(ids.length));
    });

    it('400 with a French message for an unknown status', async () => {
      expect(expectFrenchError(await t.api.as(family.token).get('/api/placements?status=fini'), 400)).toEqual([
        M.statusInvalid,
      ]);
    });

    it('summaries name the parties that signed the current version', async () => {
      const placement = await openPlacement(t, association, family, 'Résumé');
      expectStatus(await setTerms(t, association, placement.id), 200);
      expectStatus(await sign(t, family, placement.id, FAMILY_SIGNER), 200);
      const res = await t.api.as(association.token).get('/api/placements?status=to_sign');
      const summary = (res.body as PlacementSummary[]).find((one) => one.id === placement.id);
      expect(summary).toMatchObject({ signed_by: ['family'], contract_version: 1, animal: { name: 'Résumé' } });
      expect(await readPlacement(t, association, placement.id)).toMatchObject({ status: 'to_sign' });
    });
  });
});
