import { MESSAGES, type Family } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  createAnimal,
  createRequest,
  familyPayload,
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectOwnerOnly, expectStatus, messagesOf } from './support/http';

const CONTACT_FIELDS = ['address', 'zip_code', 'phone_number'] as const;

describe('families', () => {
  let t: TestApp;
  let family: FamilyAccount;
  let otherFamily: FamilyAccount;
  let receiving: AssociationAccount;
  let unrelated: AssociationAccount;

  beforeAll(async () => {
    t = await startApp();
    family = await registerFamily(t.api, {
      lastname: 'Martin',
      firstname: 'Julie',
      address: '12 rue des Lilas',
      city: 'Lyon',
      zip_code: '69001',
      phone_number: '0612345678',
      houseType: '2',
      garden: true,
      owned_animals: '5+',
      description: 'Famille avec enfants.',
    });
    otherFamily = await registerFamily(t.api, { lastname: 'Bernard' });
    receiving = await registerAssociation(t.api, { name_association: 'Refuge Récepteur' });
    unrelated = await registerAssociation(t.api, { name_association: 'Refuge Tiers', RNA_code: 'W111111111' });
    const animal = await createAnimal(t.api, receiving, { name: 'Filou' });
    await createRequest(t.api, family, animal);
  });
  afterAll(async () => t?.close());

  it('POST /api/families registers (201) an account that can log in as family, with the registration defaults', async () => {
    const payload = familyPayload({ houseType: '1', garden: false, owned_animals: '0' });
    expectStatus(await t.api.anon.post('/api/families', payload), 201);
    const session = await login(t.api, String(payload.email), String(payload.password));
    expect(session.role).toBe('family');
    const read = await t.api.as(session.token).get(`/api/families/${session.familyId}`);
    expect(read.body).toMatchObject({ garden: false, owned_animals: 0, housing_type_id: 1, houseType: 'Maison' });
  });

  describe('GET /api/families/{id}', () => {
    it('answers the full profile to the family itself', async () => {
      const res = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
      expectStatus(res, 200);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: family.familyId,
          url_image: null,
          url_thumbnail: null,
          description: 'Famille avec enfants.',
          address: '12 rue des Lilas',
          city: 'Lyon',
          zip_code: '69001',
          phone_number: '0612345678',
          garden: true,
          housing_type_id: 2,
          houseType: 'Appartement',
          housing_type: { id: 2, houseType: 'Appartement' },
          owned_animals: 5,
          user_id: family.userId,
          user: expect.objectContaining({ lastname: 'Martin', firstname: 'Julie', email: family.email }),
        }),
      );
    });

    it('shows the contact details to an association that received a request from the family', async () => {
      const res = await t.api.as(receiving.token).get(`/api/families/${family.familyId}`);
      expectStatus(res, 200);
      expect(res.body).toMatchObject({
        address: '12 rue des Lilas',
        zip_code: '69001',
        phone_number: '0612345678',
        user: { email: family.email },
      });
    });

    const expectPublicProfile = (body: Family) => {
      expect(body).toMatchObject({
        id: family.familyId,
        city: 'Lyon',
        description: 'Famille avec enfants.',
        garden: true,
        houseType: 'Appartement',
        housing_type: { id: 2, houseType: 'Appartement' },
        owned_animals: 5,
        user: { lastname: 'Martin', firstname: 'Julie' },
      });
      for (const field of CONTACT_FIELDS) expect(body).not.toHaveProperty(field);
      expect(body.user).not.toHaveProperty('email');
      const text = JSON.stringify(body);
      expect(text).not.toContain('0612345678');
      expect(text).not.toContain(family.email);
      expect(text).not.toContain('rue des Lilas');
    };

    it('hides the contact details from anonymous visitors', async () => {
      const res = await t.api.anon.get(`/api/families/${family.familyId}`);
      expectStatus(res, 200);
      expectPublicProfile(res.body);
    });

    it('hides the contact details from another family', async () => {
      const res = await t.api.as(otherFamily.token).get(`/api/families/${family.familyId}`);
      expectStatus(res, 200);
      expectPublicProfile(res.body);
    });

    it('hides the contact details from an association that received no request from the family', async () => {
      const res = await t.api.as(unrelated.token).get(`/api/families/${family.familyId}`);
      expectStatus(res, 200);
      expectPublicProfile(res.body);
    });

    it('is 404 for an unknown family', async () => {
      expectFrenchError(await t.api.anon.get('/api/families/999999'), 404);
      expectStatus(await t.api.anon.get('/api/families/abc'), 400);
    });
  });

  describe('GET /api/families/user/{userId}', () => {
    it('answers {id, lastname, firstname, family:{id,url_image,url_thumbnail}}', async () => {
      const res = await t.api.as(family.token).get(`/api/families/user/${family.userId}`);
      expectStatus(res, 200);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: family.userId,
          lastname: 'Martin',
          firstname: 'Julie',
          family: expect.objectContaining({ id: family.familyId, url_image: null, url_thumbnail: null }),
        }),
      );
    });

    it('is 404 for an unknown user and for a user who is an association', async () => {
      expectStatus(await t.api.as(family.token).get('/api/families/user/999999'), 404);
      expectStatus(await t.api.anon.get(`/api/families/user/${receiving.userId}`), 404);
    });
  });

  describe('PUT /api/families/{userId}', () => {
    it('lets the family edit its profile (200, Family) with housing_type_id and owned_animals 0..5', async () => {
      const res = await t.api.as(otherFamily.token).put(`/api/families/${otherFamily.userId}`, {
        description: 'Nouvelle vie',
        address: '5 chemin Vert',
        city: 'Grenoble',
        zip_code: '38000',
        phone_number: '0476000000',
        housing_type_id: '3',
        garden: false,
        owned_animals: '5',
        url_image: null,
      });
      expectStatus(res, 200);
      expect(res.body).toEqual(
        expect.objectContaining({
          id: otherFamily.familyId,
          description: 'Nouvelle vie',
          address: '5 chemin Vert',
          city: 'Grenoble',
          zip_code: '38000',
          phone_number: '0476000000',
          garden: false,
          housing_type_id: 3,
          houseType: 'Ferme',
          housing_type: { id: 3, houseType: 'Ferme' },
          owned_animals: 5,
        }),
      );
      const read = await t.api.as(otherFamily.token).get(`/api/families/${otherFamily.familyId}`);
      expect(read.body).toMatchObject({ city: 'Grenoble', houseType: 'Ferme', owned_animals: 5, garden: false });
    });

    it('keeps the fields that are not sent', async () => {
      const res = await t.api
        .as(otherFamily.token)
        .put(`/api/families/${otherFamily.userId}`, { zip_code: '26000', city: 'Valence' });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ city: 'Valence', description: 'Nouvelle vie', houseType: 'Ferme' });
    });

    it('rejects an unknown housing type or owned_animals value with 400 in French', async () => {
      const res = await t.api.as(otherFamily.token).put(`/api/families/${otherFamily.userId}`, { housing_type_id: 9 });
      expectFrenchError(res, 400);
      const owned = await t.api
        .as(otherFamily.token)
        .put(`/api/families/${otherFamily.userId}`, { owned_animals: '12' });
      expectFrenchError(owned, 400);
    });

    it('applies the format rules (docs/product.md#validation) to edited contact fields', async () => {
      const zip = await t.api.as(otherFamily.token).put(`/api/families/${otherFamily.userId}`, { zip_code: '123' });
      expectFrenchError(zip, 400);
      expect(messagesOf(zip)).toContain(MESSAGES.zipCodeFormat);
      const phone = await t.api
        .as(otherFamily.token)
        .put(`/api/families/${otherFamily.userId}`, { phone_number: '12345' });
      expect(messagesOf(phone)).toContain(MESSAGES.phoneFormat);
      const read = await t.api.as(otherFamily.token).get(`/api/families/${otherFamily.familyId}`);
      expect(read.body.zip_code).toBe('26000');
    });

    it('is 403 when a family edits through its own userId on the association route', async () => {
      expectStatus(await t.api.as(family.token).put(`/api/associations/${family.userId}`, { description: 'x' }), 403);
    });

    it('is 403 for another family and for an association, 401 anonymously', async () => {
      const body = { description: 'Piraté', city: 'Lyon' };
      await expectOwnerOnly(t.api, [otherFamily.token, receiving.token], (client) =>
        client.put(`/api/families/${family.userId}`, body),
      );
      const read = await t.api.anon.get(`/api/families/${family.familyId}`);
      expect(read.body.description).toBe('Famille avec enfants.');
    });
  });

  describe('phone numbers as people type them (docs/behaviour.md#phone-numbers-as-people-type-them)', () => {
    it.each(['06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78'])(
      'registration with %s stores 0612345678',
      async (typed) => {
        const account = await registerFamily(t.api, { phone_number: typed });
        const res = await t.api.as(account.token).get(`/api/families/${account.familyId}`);
        expectStatus(res, 200);
        expect(res.body.phone_number).toBe('0612345678');
      },
    );

    it('a profile edit with dashes stores the 10 digits', async () => {
      const account = await registerFamily(t.api);
      expectStatus(
        await t.api.as(account.token).put(`/api/families/${account.userId}`, { phone_number: '07-98-76-54-32' }),
        200,
      );
      const res = await t.api.as(account.token).get(`/api/families/${account.familyId}`);
      expect(res.body.phone_number).toBe('0798765432');
    });

    it('a number that is not 10 digits once written out is 400 with the SPEC message', async () => {
      const account = await registerFamily(t.api);
      const res = await t.api.as(account.token).put(`/api/families/${account.userId}`, { phone_number: '06 12 34 56' });
      expectStatus(res, 400);
      expect(messagesOf(res)).toEqual([MESSAGES.phoneFormat]);
    });
  });

  describe('DELETE /api/families/{familyId} permissions', () => {
    it('is 403 for another family and for an association, 401 anonymously', async () => {
      await expectOwnerOnly(t.api, [otherFamily.token, receiving.token], (client) =>
        client.delete(`/api/families/${family.familyId}`),
      );
      expectStatus(await t.api.anon.get(`/api/families/${family.familyId}`), 200);
    });
  });
});
