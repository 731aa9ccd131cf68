/**
 * Who receives an association's request mails (docs/mail.md#request-mails), at a real SMTP server: the request's
 * référent when it has one, otherwise every admin whose mail_scope is 'all'; a member who chose 'followed' hears only
 * of the requests it follows; each mail has one recipient, so no member sees another's address.
 */
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { addMember, type MemberAccount } from '../support/team-members';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

const created = (animal: string) => `Nouvelle demande d'accueil pour ${animal}`;
const withdrawn = (animal: string) => `Demande d'accueil retirée pour ${animal}`;

describe('request mails of an association team', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let association: AssociationAccount;
  let secondAdmin: MemberAccount;
  let quietAdmin: MemberAccount;
  let referent: MemberAccount;
  let benevole: MemberAccount;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    association = await registerAssociation(t.api, { name_association: 'Refuge <b>des Équipes</b>' });
    secondAdmin = await addMember(t, association.associationId, 'admin', { firstname: 'Adèle' });
    quietAdmin = await addMember(t, association.associationId, 'admin', { firstname: 'Quentin' });
    referent = await addMember(t, association.associationId, 'referent', { firstname: 'Inès' });
    benevole = await addMember(t, association.associationId, 'benevole', { firstname: 'Bastien' });
    // Quentin hears only of the requests he follows.
    expectStatus(await t.api.as(quietAdmin.token).put('/api/account/mail-scope', { mail_scope: 'followed' }), 200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** The subjects each address received with `subject`, once every queued mail is sent. */
  const receivers = async (subject: string) => {
    await waitForOutboxIdle(t);
    return smtp.received.filter((mail) => mail.subject === subject).map((mail) => mail.to);
  };
  const address = (member: { email: string }) => member.email.toLowerCase();
  const assign = (requestId: number, userId: number | null) =>
    t.api.as(association.token).put(`/api/requests/${requestId}/referent`, { user_id: userId });

  it('a request without référent: one mail to each admin receiving all, none to the others', async () => {
    const family = await registerFamily(t.api);
    await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Orphée' }));
    const to = await receivers(created('Orphée'));
    expect(to).toHaveLength(2);
    expect(to).toEqual(expect.arrayContaining([[address(association)], [address(secondAdmin)]]));
  });

  it('a request with a référent: its mails reach the référent only', async () => {
    const family = await registerFamily(t.api);
    const request = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Praline' }));
    expectStatus(await assign(request.id, referent.userId), 200);
    expectStatus(await t.api.as(family.token).delete(`/api/requests/${request.id}`), 204);
    expect(await receivers(withdrawn('Praline'))).toEqual([[address(referent)]]);
  });

  it("an admin who chose 'followed' receives the mails of the requests it follows", async () => {
    const family = await registerFamily(t.api);
    const request = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Quartz' }));
    expectStatus(await assign(request.id, quietAdmin.userId), 200);
    expectStatus(await t.api.as(family.token).delete(`/api/requests/${request.id}`), 204);
    expect(await receivers(withdrawn('Quartz'))).toEqual([[address(quietAdmin)]]);
  });

  it('a référent who turned notifications off receives nothing, and the admins are not written to instead', async () => {
    const family = await registerFamily(t.api);
    const request = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Sirius' }));
    expectStatus(await assign(request.id, referent.userId), 200);
    await t.app
      .get(DataSource)
      .query('UPDATE users SET notifications_enabled = ? WHERE id = ?', [false, referent.userId]);
    expectStatus(await t.api.as(family.token).delete(`/api/requests/${request.id}`), 204);
    expect(await receivers(withdrawn('Sirius'))).toEqual([]);
    await t.app
      .get(DataSource)
      .query('UPDATE users SET notifications_enabled = ? WHERE id = ?', [true, referent.userId]);
  });

  it('a removed référent (its account deleted): the request is without référent and its mails go to the admins', async () => {
    const leaving = await addMember(t, association.associationId, 'referent', { firstname: 'Yanis' });
    const family = await registerFamily(t.api);
    const request = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Tonka' }));
    expectStatus(await assign(request.id, leaving.userId), 200);
    await t.app.get(DataSource).query('DELETE FROM users WHERE id = ?', [leaving.userId]);
    const list = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    expect(list.body.requests.find((r: { id: number }) => r.id === request.id).referent).toBeNull();
    expectStatus(await t.api.as(family.token).delete(`/api/requests/${request.id}`), 204);
    const to = await receivers(withdrawn('Tonka'));
    expect(to).toHaveLength(2);
    expect(to).toEqual(expect.arrayContaining([[address(association)], [address(secondAdmin)]]));
  });

  it('a family leaving: the référents of its requests and, for one without, the admins receiving all', async () => {
    const family = await registerFamily(t.api, { firstname: 'Lou', lastname: 'Départ' });
    const followed = await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Vanille' }));
    await createRequest(t.api, family, await createAnimal(t.api, association, { name: 'Wasabi' }));
    expectStatus(await assign(followed.id, referent.userId), 200);
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
    const to = await receivers('Une famille d’accueil a supprimé son compte');
    expect(to).toHaveLength(3);
    expect(to).toEqual(expect.arrayContaining([[address(association)], [address(secondAdmin)], [address(referent)]]));
    const everyone = [association, secondAdmin, quietAdmin, referent, benevole].map(address);
    // One recipient per mail: no member's address in another's To or Cc.
    for (const mail of smtp.received) {
      const shown = [
        ...(mail.parsed.to ? [mail.parsed.to].flat() : []),
        ...(mail.parsed.cc ? [mail.parsed.cc].flat() : []),
      ]
        .flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()))
        .filter((entry) => entry && everyone.includes(entry));
      expect(shown.length).toBeLessThanOrEqual(1);
    }
  });

  it('never writes to a bénévole', () => {
    expect(smtp.to(address(benevole)).filter((mail) => mail.subject !== 'Bienvenue sur PetFoster')).toEqual([]);
  });
});
