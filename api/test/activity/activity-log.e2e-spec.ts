/**
 * The association's activity log (docs/product.md#association-team): each logged write leaves one entry with only
 * the changed fields, a failed write none; admins alone read it, newest first, paged and filtered; a member who left
 * shows as 'Ancien membre'.
 */
import { FORMER_MEMBER_NAME, REQUEST_STATUS, type ActivityEntry } from '@petfoster/contracts';
import { DataSource } from 'typeorm';
import { forgetActor, recordActivity } from '../../src/activity/activity-recorder';
import { DatabaseService } from '../../src/database/database.service';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  createRequest,
  decide,
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectFrenchError, expectStatus } from '../support/http';
import { imageDataUrl } from '../support/images';

describe('activity log', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;
  let referent: Session;
  let benevole: Session;

  /** Another registered account moved into the shelter's team with `role` (the members endpoints are elsewhere). */
  const teamMember = async (role: string): Promise<Session> => {
    const account = await registerAssociation(t.api, { firstname: 'Membre', lastname: role });
    await t.app
      .get(DataSource)
      .query('UPDATE association_members SET association_id = ?, role = ? WHERE user_id = ?', [
        shelter.associationId,
        role,
        account.userId,
      ]);
    return login(t.api, account.email, account.password);
  };

  const activity = async (query = '', as: Session = shelter) => {
    const res = await t.api.as(as.token).get(`/api/associations/${shelter.associationId}/activity${query}`);
    expectStatus(res, 200);
    return { entries: res.body as ActivityEntry[], total: Number(res.headers['x-total-count']) };
  };
  const latest = async () => (await activity('?limit=1')).entries[0];
  const count = async () => (await activity()).total;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api, { firstname: 'Alice', lastname: 'Martin' });
    other = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    referent = await teamMember('referent');
    benevole = await teamMember('benevole');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs an animal created, with its author and the fields it set', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Caramel' });
    const entry = await latest();
    expect(entry).toMatchObject({
      actor: { user_id: shelter.userId, name: 'Alice Martin' },
      action: 'animal.created',
      entity: 'animal',
      entity_id: animal.id,
      before: null,
    });
    expect(entry.after).toMatchObject({ name: 'Caramel', breed: 'Européen', gender: 'mâle', species_id: 2 });
    expect(new Date(entry.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('logs only the changed fields of an animal update', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Biscuit' });
    expectStatus(
      await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { name: 'Biscotte', breed: 'Européen' }),
      200,
    );
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'animal.updated', entity_id: animal.id });
    expect(entry.before).toEqual({ name: 'Biscuit' });
    expect(entry.after).toEqual({ name: 'Biscotte' });
  });

  it('logs a new photo as its URL, never its bytes', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Photo' });
    const before = await count();
    expectStatus(
      await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { url_image: await imageDataUrl('png', 32) }),
      200,
    );
    const { entries, total } = await activity('?limit=1');
    expect(total).toBe(before + 1);
    expect(Object.keys(entries[0].after ?? {})).toEqual(['url_image']);
    expect(String(entries[0].after?.url_image)).toMatch(/^\/uploads\//);
    expect(JSON.stringify(entries[0])).not.toMatch(/base64|data:/);
  });

  it('logs an animal deleted with what it was', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Partant' });
    expectStatus(await t.api.as(shelter.token).delete(`/api/animals/${animal.id}`), 204);
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'animal.deleted', entity_id: animal.id, after: null });
    expect(entry.before).toMatchObject({ name: 'Partant' });
  });

  it('logs request decisions and the deletion of a refused request', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Demandé' });
    const first = await createRequest(t.api, family, animal);
    expectStatus(await decide(t.api, referent, first.id, REQUEST_STATUS.refused), 200);
    const refused = await latest();
    expect(refused).toMatchObject({
      actor: { user_id: referent.userId, name: 'Membre referent' },
      action: 'request.rejected',
      entity: 'request',
      entity_id: first.id,
      before: { status: REQUEST_STATUS.pending },
      after: { status: REQUEST_STATUS.refused },
    });
    expectStatus(await t.api.as(shelter.token).delete(`/api/requests/${first.id}`), 204);
    expect(await latest()).toMatchObject({
      action: 'request.deleted',
      entity_id: first.id,
      before: { status: REQUEST_STATUS.refused },
      after: null,
    });

    const second = await createRequest(t.api, family, await createAnimal(t.api, shelter, { name: 'Accepté' }));
    expectStatus(await decide(t.api, shelter, second.id, REQUEST_STATUS.approved), 200);
    expect(await latest()).toMatchObject({
      action: 'request.approved',
      entity_id: second.id,
      before: { status: REQUEST_STATUS.pending },
      after: { status: REQUEST_STATUS.approved },
    });
  });

  it('logs a profile update with the changed fields only', async () => {
    expectStatus(
      await t.api
        .as(shelter.token)
        .put(`/api/associations/${shelter.userId}`, { description: 'Nouvelle description', firstname: 'Alicia' }),
      200,
    );
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'association.updated', entity: 'association' });
    expect(entry.entity_id).toBe(shelter.associationId);
    expect(Object.keys(entry.after ?? {}).sort()).toEqual(['description', 'firstname']);
    expect(entry.after).toMatchObject({ description: 'Nouvelle description', firstname: 'Alicia' });
  });

  it("logs a request's référent changed, and the team's two-factor rule", async () => {
    const request = await createRequest(t.api, family, await createAnimal(t.api, shelter, { name: 'Suivi' }));
    expectStatus(
      await t.api.as(referent.token).put(`/api/requests/${request.id}/referent`, { user_id: referent.userId }),
      200,
    );
    expect(await latest()).toMatchObject({
      actor: { user_id: referent.userId },
      action: 'request.referentChanged',
      entity: 'request',
      entity_id: request.id,
      before: { referent_user_id: null },
      after: { referent_user_id: referent.userId },
    });

    expectStatus(
      await t.api.as(shelter.token).put(`/api/associations/${shelter.associationId}/security`, { require_2fa: true }),
      200,
    );
    expect(await latest()).toMatchObject({
      actor: { user_id: shelter.userId },
      action: 'association.securityChanged',
      entity: 'association',
      entity_id: shelter.associationId,
      before: { require_2fa: false },
      after: { require_2fa: true },
    });
    expectStatus(
      await t.api.as(shelter.token).put(`/api/associations/${shelter.associationId}/security`, { require_2fa: false }),
      200,
    );
  });

  it('logs nothing for a refused or failed write', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Intact' });
    const before = await count();
    expectFrenchError(await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { gender: 'inconnu' }), 400);
    expectStatus(await t.api.as(other.token).put(`/api/animals/${animal.id}`, { name: 'Volé' }), 403);
    const request = await createRequest(t.api, family, animal);
    expectStatus(await decide(t.api, shelter, request.id, REQUEST_STATUS.refused), 200);
    // Deciding twice fails inside the transaction.
    expect((await decide(t.api, shelter, request.id, REQUEST_STATUS.approved)).status).toBe(409);
    expect(await count()).toBe(before + 1);
  });

  it('writes an entry only if its transaction commits', async () => {
    const before = await count();
    const db = t.app.get(DatabaseService);
    await expect(
      db.write(async (manager) => {
        await recordActivity(manager, shelter, {
          action: 'animal.updated',
          entity: 'animal',
          entityId: 1,
          before: { name: 'a' },
          after: { name: 'b' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(before);
  });

  it('never keeps passwords, hashes, tokens or secrets', async () => {
    await t.app.get(DatabaseService).write((manager) =>
      recordActivity(manager, shelter, {
        action: 'association.updated',
        entity: 'association',
        entityId: shelter.associationId,
        before: { password_hash: 'h1', token_version: 1, reset_token: 'x', api_secret: 's', city: 'Lyon' },
        after: { password_hash: 'h2', token_version: 2, reset_token: 'y', api_secret: 't', city: 'Paris' },
      }),
    );
    const entry = await latest();
    expect(entry.before).toEqual({ city: 'Lyon' });
    expect(entry.after).toEqual({ city: 'Paris' });
  });

  it('answers admins only', async () => {
    const url = `/api/associations/${shelter.associationId}/activity`;
    expectStatus(await t.api.as(shelter.token).get(url), 200);
    expectStatus(await t.api.as(referent.token).get(url), 403);
    expectStatus(await t.api.as(benevole.token).get(url), 403);
    expectStatus(await t.api.as(other.token).get(url), 403);
    expectStatus(await t.api.as(family.token).get(url), 403);
    expectStatus(await t.api.anon.get(url), 401);
  });

  it('pages newest first with the total in X-Total-Count', async () => {
    const all = await activity('?limit=100');
    expect(all.total).toBe(all.entries.length);
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = await activity('?limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.entries.map((entry) => entry.id)).toEqual(ids.slice(1, 3));
    expectFrenchError(
      await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/activity?limit=101`),
      400,
    );
    expectFrenchError(
      await t.api.as(shelter.token).get(`/api/associations/${shelter.associationId}/activity?user_id=abc`),
      400,
    );
  });

  it('filters by member and by animal', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Filtré' });
    expectStatus(await t.api.as(referent.token).put(`/api/animals/${animal.id}`, { name: 'Filtré 2' }), 200);
    const byAnimal = await activity(`?animal_id=${animal.id}`);
    expect(byAnimal.total).toBe(2);
    expect(byAnimal.entries.map((entry) => entry.action)).toEqual(['animal.updated', 'animal.created']);
    const byReferent = await activity(`?user_id=${referent.userId}`);
    expect(byReferent.entries.length).toBeGreaterThan(0);
    expect(byReferent.entries.every((entry) => entry.actor.user_id === referent.userId)).toBe(true);
  });

  it("attributes a forgotten member's entries to 'Ancien membre'", async () => {
    const before = (await activity(`?user_id=${referent.userId}`)).total;
    expect(before).toBeGreaterThan(0);
    await t.app.get(DatabaseService).write((manager) => forgetActor(manager, referent.userId));
    expect((await activity(`?user_id=${referent.userId}`)).total).toBe(0);
    const { entries } = await activity('?limit=100');
    const formerly = entries.filter((entry) => entry.actor.name === FORMER_MEMBER_NAME);
    expect(formerly).toHaveLength(before);
    expect(formerly.every((entry) => entry.actor.user_id === null)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('Membre referent');
  });
});
