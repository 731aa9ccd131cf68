/**
 * A family that hosts an animal, or waits for an answer, deletes its account: each association with a pending or
 * approved request of that family is told by mail, and the association's lists show the kept placement as 'Famille
 * supprimée' with its state, never an empty name or a request that no longer exists.
 */
import type { FosterRequest, Invitation } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { DeletedFamiliesInvitations1764700000010 } from '../../src/database/migrations/1764700000010-deleted-families-invitations';
import type { TestApp } from '../support/app';
import { createAnimal, createRequest, decide, registerAssociation, type AssociationAccount } from '../support/fixtures';
import { expectStatus } from '../support/http';
import { visibleFamily } from '../matching/setup';
import { startMailApp, waitForOutboxIdle } from './support/mail-app';
import { startSmtp, type TestSmtp } from './support/smtp';

const SUBJECT = 'Une famille d’accueil a supprimé son compte';

describe('a family deleting its account', () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const requestsOf = async (association: AssociationAccount) => {
    const res = await t.api.as(association.token).get(`/api/associations/${association.associationId}/requests`);
    expectStatus(res, 200);
    return res.body.requests as FosterRequest[];
  };
  const invitationsOf = async (association: AssociationAccount) => {
    const res = await t.api.as(association.token).get('/api/invitations');
    expectStatus(res, 200);
    return res.body as Invitation[];
  };

  it('tells the associations with a pending or approved request; their lists keep only the placement, named', async () => {
    const hosting = await registerAssociation(t.api, { name_association: 'Refuge du Placement' });
    const waiting = await registerAssociation(t.api, { name_association: 'Refuge de l’Attente' });
    const refusing = await registerAssociation(t.api, { name_association: 'Refuge du Refus' });
    const family = await visibleFamily(t, { lastname: 'Leroy', firstname: 'Camille', city: 'Lyon', zip_code: '69001' });

    // Hosted: proposed by the association, answered with a request, approved.
    const housed = await createAnimal(t.api, hosting, { name: 'Réglisse' });
    expectStatus(
      await t.api
        .as(hosting.token)
        .post('/api/invitations', { family_id: family.familyId, animal_id: housed.id, message: 'Pour vous ?' }),
      201,
    );
    const placement = await createRequest(t.api, family, housed);
    await decide(t.api, hosting, placement.id, 'Approuvée');
    // Another proposal of the same association, never answered.
    const proposed = await createAnimal(t.api, hosting, { name: 'Caramel' });
    expectStatus(
      await t.api
        .as(hosting.token)
        .post('/api/invitations', { family_id: family.familyId, animal_id: proposed.id, message: 'Et lui ?' }),
      201,
    );
    // Waiting for an answer elsewhere, and refused by a third association.
    const pendingAnimal = await createAnimal(t.api, waiting, { name: 'Olive' });
    await createRequest(t.api, family, pendingAnimal);
    const refusedAnimal = await createAnimal(t.api, refusing, { name: 'Sushi' });
    const refused = await createRequest(t.api, family, refusedAnimal);
    await decide(t.api, refusing, refused.id, 'Refusée');
    await waitForOutboxIdle(t);
    const before = smtp.received.length;

    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);

    const toHosting = await smtp.waitFor(
      (mail) => mail.to.includes(hosting.email.toLowerCase()) && mail.subject === SUBJECT,
    );
    expect(toHosting.text).toContain('La famille Camille Leroy a supprimé son compte PetFoster.');
    expect(toHosting.text).toContain('Réglisse');
    expect(toHosting.text).toContain('Famille supprimée');
    expect(toHosting.text).not.toContain('Caramel');
    const toWaiting = await smtp.waitFor(
      (mail) => mail.to.includes(waiting.email.toLowerCase()) && mail.subject === SUBJECT,
    );
    expect(toWaiting.text).toContain('Olive');
    expect(toWaiting.text).not.toContain('Réglisse');
    await waitForOutboxIdle(t);
    // Nothing to the association whose request was already refused, and one mail each to the two others.
    expect(
      smtp.received
        .slice(before)
        .filter((mail) => mail.subject === SUBJECT)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([[hosting.email.toLowerCase()], [waiting.email.toLowerCase()]].sort());

    // The placement stays, named 'Famille supprimée', with its state; the pending request is gone.
    expect(await requestsOf(hosting)).toEqual([
      expect.objectContaining({
        id: placement.id,
        status: 'Approuvée',
        family: { id: family.familyId, lastname: 'supprimée', firstname: '', city: '', deleted: true },
      }),
    ]);
    expect(await requestsOf(waiting)).toEqual([]);
    // The proposals: the one that became the placement stays, marked as the deleted family's; the unanswered one
    // (nobody left to answer it) is gone. No name is ever empty without saying why.
    const invitations = await invitationsOf(hosting);
    expect(invitations).toEqual([
      expect.objectContaining({
        animal: expect.objectContaining({ id: housed.id, housed: true }),
        status: 'accepted',
        request_id: placement.id,
        family: { id: family.familyId, firstname: '', city: '', deleted: true },
      }),
    ]);
  });

  it('a family with nothing pending or approved leaves without a mail to anyone', async () => {
    const association = await registerAssociation(t.api);
    const family = await visibleFamily(t, { lastname: 'Discrète' });
    const animal = await createAnimal(t.api, association);
    const request = await createRequest(t.api, family, animal);
    await decide(t.api, association, request.id, 'Refusée');
    await waitForOutboxIdle(t);
    const before = smtp.received.length;
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
    await waitForOutboxIdle(t);
    expect(smtp.received.slice(before).filter((mail) => mail.subject === SUBJECT)).toEqual([]);
  });

  it('a migration clears the proposals that deletions before this rule left behind', async () => {
    const association = await registerAssociation(t.api);
    const family = await visibleFamily(t, { lastname: 'Ancienne' });
    const housed = await createAnimal(t.api, association);
    expectStatus(
      await t.api
        .as(association.token)
        .post('/api/invitations', { family_id: family.familyId, animal_id: housed.id, message: 'Pour vous ?' }),
      201,
    );
    await decide(t.api, association, (await createRequest(t.api, family, housed)).id, 'Approuvée');
    const other = await createAnimal(t.api, association);
    expectStatus(await t.api.as(family.token).delete(`/api/families/${family.familyId}`), 204);
    // What an earlier deletion left: a proposal still waiting for a family that no longer exists.
    const db = t.app.get(DataSource);
    await db.query(
      'INSERT INTO invitations (association_id, family_id, animal_id, message, status, open_flag, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [association.associationId, family.familyId, other.id, 'Et lui ?', 'pending', 1, '2026-11-01 10:00:00'],
    );
    expect((await invitationsOf(association)).map((invitation) => invitation.status).sort()).toEqual([
      'accepted',
      'pending',
    ]);

    const runner = db.createQueryRunner();
    try {
      await new DeletedFamiliesInvitations1764700000010().up(runner);
    } finally {
      await runner.release();
    }
    expect(await invitationsOf(association)).toEqual([
      expect.objectContaining({ status: 'accepted', animal: expect.objectContaining({ id: housed.id }) }),
    ]);
  });
});
