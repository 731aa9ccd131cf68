/**
 * A référent for each request (docs/product.md#association-team): an admin or référent of the association names the
 * member who follows a request (PUT /api/requests/{id}/referent), both sides' lists show its first name, and a
 * member chooses which request mails it receives (PUT /api/account/mail-scope).
 */
import { API_MESSAGES, type FosterRequest } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from './support/app';
import {
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectStatus } from './support/http';
import { addMember, type MemberAccount } from './support/team-members';

describe('référent of a request', () => {
  let t: TestApp;
  let association: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;
  let request: FosterRequest;

  beforeAll(async () => {
    t = await startApp();
    association = await registerAssociation(t.api);
    other = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Bastien' });
    request = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Filou' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const assign = (token: string, requestId: number, userId: number | null) =>
    t.api.as(token).put(`/api/requests/${requestId}/referent`, { user_id: userId });
  const associationList = async (token = association.token) => {
    const res = await t.api.as(token).get(`/api/associations/${association.associationId}/requests`);
    expectStatus(res, 200);
    return res.body.requests as FosterRequest[];
  };
  const familyList = async () => {
    const res = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
    expectStatus(res, 200);
    return res.body.requests as FosterRequest[];
  };

  it('a new request has no référent on either side', async () => {
    expect((await associationList()).find((r) => r.id === request.id)?.referent).toBeNull();
    expect((await familyList()).find((r) => r.id === request.id)?.referent).toBeNull();
  });

  it('an admin names a référent member: 200, its first name on both lists, never its e-mail to the family', async () => {
    const res = await assign(association.token, request.id, referent.userId);
    expectStatus(res, 200);
    expect(res.body.referent).toEqual({ user_id: referent.userId, firstname: 'Inès' });
    expect((await associationList()).find((r) => r.id === request.id)?.referent).toEqual({
      user_id: referent.userId,
      firstname: 'Inès',
    });
    const familySide = await t.api.as(family.token).get(`/api/families/${family.familyId}/requests`);
    expect(familySide.body.requests.find((r: FosterRequest) => r.id === request.id).referent).toEqual({
      user_id: referent.userId,
      firstname: 'Inès',
    });
    expect(familySide.text).not.toContain(referent.email);
  });

  it('a référent member names itself, and null leaves the request without référent', async () => {
    expectStatus(await assign(referent.token, request.id, referent.userId), 200);
    const cleared = await assign(referent.token, request.id, null);
    expectStatus(cleared, 200);
    expect(cleared.body.referent).toBeNull();
    expect((await familyList()).find((r) => r.id === request.id)?.referent).toBeNull();
  });

  it('400 with its code for a bénévole as référent', async () => {
    const res = await assign(association.token, request.id, benevole.userId);
    expect(expectFrenchError(res, 400)).toEqual([API_MESSAGES.referentNotEligible]);
    expect(res.body.code).toBe('referent_not_eligible');
  });

  it('400 for a member of another association, and for a family account', async () => {
    const res = await assign(association.token, request.id, other.userId);
    expect(expectFrenchError(res, 400)).toEqual([API_MESSAGES.referentNotEligible]);
    expect(res.body.code).toBe('referent_not_eligible');
    expectFrenchError(await assign(association.token, request.id, family.userId), 400);
  });

  it('400 with a French message for a body without user_id', async () => {
    const res = await t.api.as(association.token).put(`/api/requests/${request.id}/referent`, {});
    expect(expectFrenchError(res, 400)).toEqual([API_MESSAGES.referentRequired]);
  });

  it('403 for a bénévole caller, the family and another association', async () => {
    expectFrenchError(await assign(benevole.token, request.id, benevole.userId), 403);
    expectFrenchError(await assign(family.token, request.id, referent.userId), 403);
    expectFrenchError(await assign(other.token, request.id, other.userId), 403);
    expect((await associationList()).find((r) => r.id === request.id)?.referent).toBeNull();
  });

  it('404 for an unknown request', async () => {
    expectFrenchError(await assign(association.token, 987654, referent.userId), 404);
  });

  it('a removed member (its account deleted) leaves the request without référent', async () => {
    const leaving = await addMember(t, association.associationId, 'referent', { firstname: 'Yanis' });
    const followed = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Tango' }));
    expectStatus(await assign(association.token, followed.id, leaving.userId), 200);
    await t.app.get(DataSource).query('DELETE FROM users WHERE id = ?', [leaving.userId]);
    expect((await associationList()).find((r) => r.id === followed.id)?.referent).toBeNull();
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT referent_user_id FROM requests WHERE id = ?', [followed.id]);
    expect(row.referent_user_id).toBeNull();
  });

  describe('mail scope', () => {
    it("an association member reads 'all' by default and may choose 'followed'", async () => {
      const before = await t.api.as(referent.token).get('/api/account');
      expect(before.body.mail_scope).toBe('all');
      const res = await t.api.as(referent.token).put('/api/account/mail-scope', { mail_scope: 'followed' });
      expectStatus(res, 200);
      expect(res.body.mail_scope).toBe('followed');
      expect((await t.api.as(referent.token).get('/api/account')).body.mail_scope).toBe('followed');
    });

    it('400 with a French message for an unknown choice', async () => {
      const res = await t.api.as(referent.token).put('/api/account/mail-scope', { mail_scope: 'some' });
      expect(expectFrenchError(res, 400)).toEqual([API_MESSAGES.mailScopeInvalid]);
    });

    it('403 for a family, which has no such choice', async () => {
      expectFrenchError(await t.api.as(family.token).put('/api/account/mail-scope', { mail_scope: 'all' }), 403);
      expect((await t.api.as(family.token).get('/api/account')).body.mail_scope).toBeUndefined();
    });
  });
});
