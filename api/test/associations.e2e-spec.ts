import { MESSAGES, type Association } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  associationPayload,
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectOwnerOnly, expectStatus, messagesOf } from './support/http';

describe('associations', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let other: AssociationAccount;
  let family: FamilyAccount;

  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api, {
      name_association: 'Refuge du Rhône',
      lastname: 'Durand',
      firstname: 'Paul',
      RNA_code: 'W691234567',
      address: '3 place Bellecour',
      city: 'Lyon',
      zip_code: '69002',
      phone_number: '0478000000',
      description: 'Refuge associatif.',
    });
    other = await registerAssociation(t.api, { name_association: 'SPA de Savoie', RNA_code: 'W731234567' });
    family = await registerFamily(t.api);
  });
  afterAll(async () => t?.close());

  it('POST /api/associations registers (201) an account that can log in as association', async () => {
    const payload = associationPayload({ name_association: 'Chats Libres' });
    const res = await t.api.anon.post('/api/associations', payload);
    expectStatus(res, 201);
    const session = await login(t.api, String(payload.email), String(payload.password));
    expect(session.role).toBe('association');
    const read = await t.api.anon.get(`/api/associations/${session.associationId}`);
    expect(read.body.name_association).toBe('Chats Libres');
    expect(read.body.user_id).toBe(session.userId);
  });

  it('GET /api/associations answers an array with the spec fields', async () => {
    const res = await t.api.anon.get('/api/associations');
    expectStatus(res, 200);
    expect(Array.isArray(res.body)).toBe(true);
    const found = res.body.find((a: Association) => a.id === shelter.associationId);
    expect(found).toEqual(
      expect.objectContaining({
        id: shelter.associationId,
        name_association: 'Refuge du Rhône',
        url_image: null,
        RNA_code: 'W691234567',
        city: 'Lyon',
      }),
    );
    expect(res.body.map((a: Association) => a.id)).toEqual(expect.arrayContaining([other.associationId]));
  });

  it('GET /api/associations/{id} answers the association with userAsso (public contact details)', async () => {
    const res = await t.api.anon.get(`/api/associations/${shelter.associationId}`);
    expectStatus(res, 200);
    expect(res.body).toEqual(
      expect.objectContaining({
        id: shelter.associationId,
        name_association: 'Refuge du Rhône',
        url_image: null,
        url_thumbnail: null,
        RNA_code: 'W691234567',
        address: '3 place Bellecour',
        zip_code: '69002',
        city: 'Lyon',
        phone_number: '0478000000',
        description: 'Refuge associatif.',
        user_id: shelter.userId,
        userAsso: expect.objectContaining({ lastname: 'Durand', firstname: 'Paul', email: shelter.email }),
      }),
    );
  });

  it('GET /api/associations/{id} is 404 for an unknown id and never 500 for a non-numeric one', async () => {
    expectFrenchError(await t.api.anon.get('/api/associations/999999'), 404);
    expectStatus(await t.api.anon.get('/api/associations/abc'), 400);
  });

  describe('PUT /api/associations/{userId}', () => {
    it('lets the owner edit its profile (200, Association)', async () => {
      const res = await t.api.as(other.token).put(`/api/associations/${other.userId}`, {
        name_association: 'SPA des Alpes',
        description: 'Nouvelle description',
        address: '1 rue du Lac',
        city: 'Annecy',
        zip_code: '74000',
        phone_number: '0450000000',
        url_image: null,
        role: 'association',
      });
      expectStatus(res, 200);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: other.associationId,
          name_association: 'SPA des Alpes',
          description: 'Nouvelle description',
          city: 'Annecy',
          zip_code: '74000',
          phone_number: '0450000000',
          userAsso: expect.objectContaining({ email: other.email }),
        }),
      );
      const read = await t.api.anon.get(`/api/associations/${other.associationId}`);
      expect(read.body.name_association).toBe('SPA des Alpes');
      expect(read.body.address).toBe('1 rue du Lac');
      expect(read.body.RNA_code).toBe('W731234567');
    });

    it('sends only some fields: the others are kept', async () => {
      const res = await t.api
        .as(other.token)
        .put(`/api/associations/${other.userId}`, { zip_code: '73000', city: 'Chambéry' });
      expectStatus(res, 200);
      expect(res.body.city).toBe('Chambéry');
      expect(res.body.name_association).toBe('SPA des Alpes');
    });

    it('ignores ids and role in the body (no mass assignment)', async () => {
      const res = await t.api.as(other.token).put(`/api/associations/${other.userId}`, {
        id: shelter.associationId,
        user_id: shelter.userId,
        role: 'family',
        description: 'Toujours moi',
      });
      expectStatus(res, 200);
      const mine = await t.api.anon.get(`/api/associations/${other.associationId}`);
      expect(mine.body.user_id).toBe(other.userId);
      const theirs = await t.api.anon.get(`/api/associations/${shelter.associationId}`);
      expect(theirs.body.description).toBe('Refuge associatif.');
      const session = await login(t.api, other.email, other.password);
      expect(session.role).toBe('association');
    });

    it('is 403 for another association and for a family, 401 anonymously', async () => {
      const body = { name_association: 'Piraté', description: 'Piraté' };
      await expectOwnerOnly(t.api, [other.token, family.token], (client) =>
        client.put(`/api/associations/${shelter.userId}`, body),
      );
      const read = await t.api.anon.get(`/api/associations/${shelter.associationId}`);
      expect(read.body.name_association).toBe('Refuge du Rhône');
    });

    it('applies the format rules (docs/product.md#validation) to edited fields', async () => {
      const rna = await t.api.as(other.token).put(`/api/associations/${other.userId}`, { RNA_code: 'x123' });
      expectFrenchError(rna, 400);
      expect(messagesOf(rna)).toContain(MESSAGES.rnaFormat);
      const zip = await t.api.as(other.token).put(`/api/associations/${other.userId}`, { zip_code: '7400' });
      expect(messagesOf(zip)).toContain(MESSAGES.zipCodeFormat);
      const read = await t.api.anon.get(`/api/associations/${other.associationId}`);
      expect(read.body.RNA_code).toBe('W731234567');
    });

    it('rejects wrong types with 400 in French', async () => {
      const res = await t.api.as(other.token).put(`/api/associations/${other.userId}`, { name_association: 42 });
      expectFrenchError(res, 400);
    });
  });

  describe('DELETE /api/associations/{associationId} permissions', () => {
    it('is 403 for another association and for a family, 401 anonymously', async () => {
      await expectOwnerOnly(t.api, [other.token, family.token], (client) =>
        client.delete(`/api/associations/${shelter.associationId}`),
      );
      expectStatus(await t.api.anon.get(`/api/associations/${shelter.associationId}`), 200);
    });

    it('never deletes something that does not exist', async () => {
      expectStatus(await t.api.as(shelter.token).delete('/api/associations/999999'), 403);
    });
  });
});
