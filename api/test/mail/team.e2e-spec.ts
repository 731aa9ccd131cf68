/**
 * The association's team (docs/product.md#association-team): members listed to their own association only,
 * invitations mailed with a one-time /rejoindre link, joining, role changes and removals with the last-admin rule,
 * and the accounts that go with a removed member or a deleted association.
 */
import { TEAM_MESSAGES, type TeamAnswer } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  PASSWORD,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from '../support/http';
import { decodeJwt } from '../support/jwt';
import { startMailApp, TEST_PUBLIC_URL } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';
import { inviteByMail, joinTeam } from './support/team';

describe('association team', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    shelter = await registerAssociation(t.api, { name_association: 'Chats & Chiens <3', firstname: 'Paule' });
    other = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const members = (session: { token: string }, associationId = shelter.associationId) =>
    t.api.as(session.token).get(`/api/associations/${associationId}/members`);
  const invite = (session: { token: string }, body: Record<string, unknown>, associationId = shelter.associationId) =>
    t.api.as(session.token).post(`/api/associations/${associationId}/members`, body);
  const accept = (token: string, overrides: Record<string, unknown> = {}) =>
    t.api.anon.post('/api/member-invitations/accept', {
      token,
      firstname: 'Lou',
      lastname: 'Nouvel',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...overrides,
    });
  const setRole = (session: { token: string }, userId: number, role: string, associationId = shelter.associationId) =>
    t.api.as(session.token).put(`/api/associations/${associationId}/members/${userId}`, { role });
  const removeMember = (session: { token: string }, userId: number, associationId = shelter.associationId) =>
    t.api.as(session.token).delete(`/api/associations/${associationId}/members/${userId}`);

  it('lists the members and pending invitations to a member of that association only', async () => {
    const benevole = await joinTeam(t.api, smtp, shelter, 'benevole', { firstname: 'Iris', lastname: 'Bénévole' });
    const pending = uniqueEmail('pending');
    expectStatus(await invite(shelter, { email: pending, role: 'referent' }), 201);

    const res = await members(benevole);
    expectStatus(res, 200);
    const team = res.body as TeamAnswer;
    expect(team.members).toContainEqual({
      user_id: shelter.userId,
      firstname: 'Paule',
      lastname: 'Durand',
      email: shelter.email,
      role: 'admin',
      joined_at: expect.any(String),
    });
    expect(team.members).toContainEqual(
      expect.objectContaining({ user_id: benevole.userId, firstname: 'Iris', role: 'benevole' }),
    );
    expect(team.invitations).toContainEqual({
      id: expect.any(Number),
      email: pending,
      role: 'referent',
      expires_at: expect.any(String),
      created_at: expect.any(String),
    });
    expectStatus(await members(other), 403);
    expectStatus(await members(family), 403);
    expectStatus(await t.api.anon.get(`/api/associations/${shelter.associationId}/members`), 401);
  });

  it('an invitation is a French mail naming the association and the inviter, escaped, with a /rejoindre#token= link', async () => {
    const email = uniqueEmail('invited');
    const res = await invite(shelter, { email, role: 'referent' });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({ email, role: 'referent' });
    const mail = await smtp.waitFor((received) => received.to.includes(email));
    expect(mail.subject).toBe("Rejoindre l'équipe de Chats & Chiens <3 sur PetFoster");
    expect(mail.text).toContain('Paule Durand vous invite à rejoindre');
    expect(mail.text).toContain('comme Référent');
    expect(mail.html).toContain('Chats &amp; Chiens &lt;3');
    expect(mail.html).toMatch(new RegExp(`${TEST_PUBLIC_URL}/rejoindre#token=[A-Za-z0-9_-]{43}`));
  });

  it('an address that already has an account is 409 with a French message', async () => {
    const res = await invite(shelter, { email: family.email, role: 'benevole' });
    expect(expectFrenchError(res, 409)).toEqual([TEAM_MESSAGES.emailHasAccount]);
  });

  it('a référent or a bénévole may not invite (403), nor may another association (403)', async () => {
    const referent = await joinTeam(t.api, smtp, shelter, 'referent');
    const benevole = await joinTeam(t.api, smtp, shelter, 'benevole');
    expectStatus(await invite(referent, { email: uniqueEmail('x'), role: 'benevole' }), 403);
    expectStatus(await invite(benevole, { email: uniqueEmail('x'), role: 'benevole' }), 403);
    expectStatus(await invite(other, { email: uniqueEmail('x'), role: 'benevole' }), 403);
  });

  it('the 21st invitation of a day is 429 with a French message', async () => {
    const busy = await registerAssociation(t.api);
    for (let i = 0; i < 20; i++)
      expectStatus(await invite(busy, { email: uniqueEmail('many'), role: 'benevole' }, busy.associationId), 201);
    const res = await invite(busy, { email: uniqueEmail('many'), role: 'benevole' }, busy.associationId);
    expect(expectFrenchError(res, 429)).toEqual([TEAM_MESSAGES.invitationsLimit]);
  }, 60_000);

  it('the link shows the association, creates the member account once (201), which logs in with its role', async () => {
    const email = uniqueEmail('joiner');
    const token = await inviteByMail(t.api, smtp, shelter, 'referent', email);
    const preview = await t.api.anon.post('/api/member-invitations/preview', { token });
    expectStatus(preview, 200);
    expect(preview.body).toEqual({ association_name: 'Chats & Chiens <3', email, role: 'referent' });

    const res = await accept(token);
    expectStatus(res, 201);
    const claims = decodeJwt(res.body.token as string).payload;
    expect(claims).toMatchObject({
      role: 'association',
      associationId: shelter.associationId,
      associationRole: 'referent',
    });
    const login = await t.api.anon.post('/login', { email, password: PASSWORD });
    expectStatus(login, 200);
    expectStatus(await members({ token: login.body.token as string }), 200);

    const again = await accept(token, { firstname: 'Autre' });
    expect(expectFrenchError(again, 400)).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expect(expectFrenchError(await t.api.anon.post('/api/member-invitations/preview', { token }), 400)).toEqual([
      TEAM_MESSAGES.invitationInvalid,
    ]);
  });

  it('joining a team that requires two-factor sign-in gives no session: the first sign-in asks to set it up', async () => {
    const strict = await registerAssociation(t.api, { name_association: 'Refuge exigeant' });
    expectStatus(
      await t.api.as(strict.token).put(`/api/associations/${strict.associationId}/security`, { require_2fa: true }),
      200,
    );
    const email = uniqueEmail('strict');
    const res = await accept(await inviteByMail(t.api, smtp, strict, 'referent', email));
    expectStatus(res, 201);
    expect(res.body).toEqual({ mfa_setup_required: true });
    const login = await t.api.anon.post('/login', { email, password: PASSWORD });
    expectStatus(login, 200);
    expect(login.body).toMatchObject({ mfa_setup_required: true });
    expect(login.body).not.toHaveProperty('token');
  });

  it('an expired link is 400 with a French message, and creates no account', async () => {
    const email = uniqueEmail('late');
    const token = await inviteByMail(t.api, smtp, shelter, 'benevole', email);
    await t.app
      .get(DataSource)
      .getRepository('MemberInvitation')
      .update({ email }, { expires_at: new Date(Date.now() - 1000) });
    expect(expectFrenchError(await accept(token), 400)).toEqual([TEAM_MESSAGES.invitationInvalid]);
    expectStatus(await t.api.anon.post('/login', { email, password: PASSWORD }), 401);
  });

  it('accept applies the registration password rules', async () => {
    const token = await inviteByMail(t.api, smtp, shelter, 'benevole');
    const res = await accept(token, { password: 'court', confirmPassword: 'court' });
    expectStatus(res, 400);
    expect(messagesOf(res).length).toBeGreaterThan(0);
  });

  it('an admin changes a role, which applies at once; demoting the last admin is 409', async () => {
    const team = await registerAssociation(t.api);
    const member = await joinTeam(t.api, smtp, team, 'benevole');
    const animal = await createAnimal(t.api, team, { name: 'Pompon' });
    // A bénévole may not delete an animal; promoted to référent, the same token may.
    expectStatus(await t.api.as(member.token).delete(`/api/animals/${animal.id}`), 403);
    expectStatus(await setRole(team, member.userId, 'referent', team.associationId), 200);
    expectStatus(await t.api.as(member.token).delete(`/api/animals/${animal.id}`), 204);
    expectStatus(await setRole(member, team.userId, 'benevole', team.associationId), 403);

    const res = await setRole(team, team.userId, 'referent', team.associationId);
    expect(expectFrenchError(res, 409)).toEqual(["L'association doit garder au moins un administrateur."]);
    expectStatus(await setRole(other, member.userId, 'admin', team.associationId), 403);
  });

  it('the two admins stepping down at the same time leave one admin: one 200, one 409', async () => {
    const team = await registerAssociation(t.api);
    const second = await joinTeam(t.api, smtp, team, 'admin');
    const answers = await Promise.all([
      setRole(team, team.userId, 'benevole', team.associationId),
      setRole(second, second.userId, 'benevole', team.associationId),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const admins = (
      (await members(answers[0].status === 200 ? team : second, team.associationId)).body as TeamAnswer
    ).members.filter((member) => member.role === 'admin');
    expect(admins).toHaveLength(1);
  });

  it('removing a member deletes its account and ends its session, the association keeps its animals and requests', async () => {
    const team = await registerAssociation(t.api);
    const member = await joinTeam(t.api, smtp, team, 'referent');
    const animal = await createAnimal(t.api, team, { name: 'Filou' });
    const request = await createRequest(t.api, family, animal);
    expectStatus(await removeMember(member, team.userId, team.associationId), 403);

    expectStatus(await removeMember(team, member.userId, team.associationId), 204);
    expectStatus(await t.api.as(member.token).get('/api/account'), 401);
    expectStatus(await t.api.anon.post('/login', { email: member.email, password: PASSWORD }), 401);
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 200);
    const requests = await t.api.as(team.token).get(`/api/associations/${team.associationId}/requests`);
    expect((requests.body.requests as Array<{ id: number }>).map((r) => r.id)).toContain(request.id);
    const left = (await members(team, team.associationId)).body as TeamAnswer;
    expect(left.members.map((m) => m.user_id)).toEqual([team.userId]);
  });

  it('the last admin may not be removed nor leave (409); a member may leave itself (204)', async () => {
    const team = await registerAssociation(t.api);
    const member = await joinTeam(t.api, smtp, team, 'benevole');
    expect(expectFrenchError(await removeMember(team, team.userId, team.associationId), 409)).toEqual([
      TEAM_MESSAGES.lastAdmin,
    ]);
    expectStatus(await removeMember(member, member.userId, team.associationId), 204);
    expectStatus(await t.api.as(member.token).get('/api/account'), 401);
  });

  it('removing the account that registered the association keeps the association, its contact moves to an admin', async () => {
    const team = await registerAssociation(t.api);
    const heir = await joinTeam(t.api, smtp, team, 'admin', { firstname: 'Héritière', lastname: 'Suivante' });
    const animal = await createAnimal(t.api, team, { name: 'Caramel' });

    expectStatus(await removeMember(heir, team.userId, team.associationId), 204);
    expectStatus(await t.api.as(team.token).get('/api/account'), 401);
    const profile = await t.api.anon.get(`/api/associations/${team.associationId}`);
    expectStatus(profile, 200);
    expect(profile.body.userAsso).toMatchObject({ firstname: 'Héritière', lastname: 'Suivante', email: heir.email });
    expectStatus(await t.api.anon.get(`/api/animals/${animal.id}`), 200);
    expectStatus(await members(heir, team.associationId), 200);
  });

  it('deleting the association (admin only) deletes every member account', async () => {
    const team = await registerAssociation(t.api);
    const referent = await joinTeam(t.api, smtp, team, 'referent');
    const admin = await joinTeam(t.api, smtp, team, 'admin');
    expectStatus(await t.api.as(referent.token).delete(`/api/associations/${team.associationId}`), 403);
    expectStatus(await t.api.as(admin.token).delete(`/api/associations/${team.associationId}`), 204);
    for (const account of [team, referent, admin])
      expectStatus(await t.api.anon.post('/login', { email: account.email, password: PASSWORD }), 401);
    expectStatus(await t.api.anon.get(`/api/associations/${team.associationId}`), 404);
  });
});
