/**
 * Vet authorisations (docs/product.md#vet-authorisations): the association's admins and référents issue a 'Bon de
 * prise en charge vétérinaire' for a placement whose animal is with the family; the parties list the bons and read
 * their PDF, whose text says the association with its RNA number, the animal with its identification, the family,
 * the reason, the ceiling and the validity. Nobody else: not a bénévole, another association or another family.
 */
import { VET_AUTHORISATION_MESSAGES, type VetAuthorisation } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { activePlacement, fixToday, openPlacement } from '../placements/support';
import { asBytes, pdfPages } from '../placements-register/register-files';
import { startApp, type TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import { inDays } from './support';

const BON = {
  reason: 'Vaccin CHPPiL et rappel',
  max_amount_eur: 85.5,
  valid_until: inDays(30),
  vet_name: 'Clinique du Parc',
};

describe('vet authorisations', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let family: FamilyAccount;
  let otherFamily: FamilyAccount;
  let otherAssociation: AssociationAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  let placementId: number;

  const issue = (token: string, id: number, body: Record<string, unknown> = BON) =>
    t.api.as(token).post(`/api/placements/${id}/vet-authorisations`, body);
  const pdfOf = (token: string, id: number) => asBytes(t.api.as(token).get(`/api/vet-authorisations/${id}.pdf`));

  beforeAll(async () => {
    t = await startApp();
    fixToday(t);
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    otherFamily = await registerFamily(t.api);
    otherAssociation = await registerAssociation(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Bastien' });
    placementId = (await activePlacement(t, association, family, 'Moka')).id;
    await t.app
      .get(DataSource)
      .query(
        "UPDATE animals SET identification_type = 'puce', identification_number = '250268712345678' WHERE name = 'Moka'",
      );
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the admin issues a bon: 201, what it says', async () => {
    const res = await issue(association.token, placementId);
    expectStatus(res, 201);
    const bon = res.body as VetAuthorisation;
    expect(bon).toMatchObject({
      placement_id: placementId,
      reason: BON.reason,
      max_amount_eur: 85.5,
      valid_until: BON.valid_until,
      vet_name: BON.vet_name,
      valid: true,
    });
  });

  it('its PDF says the association with its RNA, the animal with its identification, the family, the reason, the ceiling and the validity', async () => {
    const bon = (await issue(referent.token, placementId)).body as VetAuthorisation;
    for (const caller of [family, association, referent]) {
      const res = await pdfOf(caller.token, bon.id);
      expectStatus(res, 200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="bon-veterinaire-${bon.id}.pdf"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = pdfPages(res.body as Buffer).join(' ');
      expect(text).toContain('Bon de prise en charge vétérinaire');
      expect(text).toContain(`Bon n° ${bon.id} délivré le`);
      expect(text).toContain('Les Pattes Lyonnaises');
      expect(text).toContain('Numéro RNA : W691234567');
      expect(text).toContain('Moka');
      expect(text).toContain('Identification : Puce électronique 250 268 712 345 678');
      expect(text).toContain('Julie Martin');
      expect(text).toContain('12 rue des Lilas, 69001 Lyon');
      expect(text).toContain('Motif : Vaccin CHPPiL et rappel');
      expect(text).toContain('Vétérinaire : Clinique du Parc');
      expect(text).toContain('Plafond : 85,50 € TTC');
      const [year, month, day] = BON.valid_until.split('-');
      expect(text).toContain(`Valable jusqu'au ${day}/${month}/${year} inclus`);
    }
  });

  it('the PDF stays what the bon said when it was issued', async () => {
    const bon = (await issue(association.token, placementId, { ...BON, vet_name: null })).body as VetAuthorisation;
    await t.app.get(DataSource).query("UPDATE animals SET name = 'Renommé' WHERE name = 'Moka'");
    const text = pdfPages((await pdfOf(family.token, bon.id)).body as Buffer).join(' ');
    expect(text).toContain('Moka');
    expect(text).not.toContain('Renommé');
    expect(text).not.toContain('Vétérinaire :');
    await t.app.get(DataSource).query("UPDATE animals SET name = 'Moka' WHERE name = 'Renommé'");
  });

  it('the parties list the bons, newest first; a bénévole, another family, another association: 403', async () => {
    const list = await t.api.as(family.token).get(`/api/placements/${placementId}/vet-authorisations`);
    expectStatus(list, 200);
    const ids = (list.body as VetAuthorisation[]).map((one) => one.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expectStatus(await t.api.as(referent.token).get(`/api/placements/${placementId}/vet-authorisations`), 200);
    for (const caller of [benevole, otherFamily, otherAssociation])
      expectFrenchError(await t.api.as(caller.token).get(`/api/placements/${placementId}/vet-authorisations`), 403);
    expectStatus(await t.api.anon.get(`/api/placements/${placementId}/vet-authorisations`), 401);
  });

  it('the PDF: a bénévole, another family, another association 403; no token 401; an unknown bon 404', async () => {
    const [bon] = (await t.api.as(family.token).get(`/api/placements/${placementId}/vet-authorisations`))
      .body as VetAuthorisation[];
    for (const caller of [benevole, otherFamily, otherAssociation])
      expectFrenchError(await t.api.as(caller.token).get(`/api/vet-authorisations/${bon.id}.pdf`), 403);
    expectStatus(await t.api.anon.get(`/api/vet-authorisations/${bon.id}.pdf`), 401);
    expectFrenchError(await t.api.as(family.token).get('/api/vet-authorisations/987654.pdf'), 404);
  });

  it('only the association issues: the family, a bénévole, another association 403', async () => {
    for (const caller of [family, benevole, otherAssociation])
      expectFrenchError(await issue(caller.token, placementId), 403);
    expectStatus(await t.api.anon.post(`/api/placements/${placementId}/vet-authorisations`, BON), 401);
    expectFrenchError(await issue(association.token, 987654), 404);
  });

  it('a placement being prepared: 409 vet_authorisation_placement_not_current', async () => {
    const draft = await openPlacement(t, association, family, 'Brouillon');
    const res = await issue(association.token, draft.id);
    expectFrenchError(res, 409);
    expect(res.body.code).toBe('vet_authorisation_placement_not_current');
  });

  it('refuses a missing reason, a ceiling out of range and a validity in the past or beyond a year, in French', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...BON, reason: '  ' }, VET_AUTHORISATION_MESSAGES.reasonRequired],
      [{ ...BON, max_amount_eur: 0 }, VET_AUTHORISATION_MESSAGES.amountInvalid],
      [{ ...BON, max_amount_eur: 5000.01 }, VET_AUTHORISATION_MESSAGES.amountInvalid],
      [{ ...BON, max_amount_eur: '12,345' }, VET_AUTHORISATION_MESSAGES.amountInvalid],
      [{ ...BON, valid_until: inDays(-1) }, VET_AUTHORISATION_MESSAGES.validUntilInvalid],
      [{ ...BON, valid_until: inDays(366) }, VET_AUTHORISATION_MESSAGES.validUntilInvalid],
      [{ ...BON, valid_until: undefined }, VET_AUTHORISATION_MESSAGES.validUntilRequired],
    ];
    for (const [body, message] of cases) {
      const res = await issue(association.token, placementId, body);
      expectStatus(res, 400);
      expect(messagesOf(res)).toContain(message);
    }
    const comma = await issue(association.token, placementId, { ...BON, max_amount_eur: '120,5' });
    expectStatus(comma, 201);
    expect((comma.body as VetAuthorisation).max_amount_eur).toBe(120.5);
  });
});
