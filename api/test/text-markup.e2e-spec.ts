import { API_MESSAGES, MARKUP_ONLY_MESSAGE } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import {
  animalPayload,
  createAnimal,
  createRequest,
  familyPayload,
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';
import { expectFrenchError, expectStatus } from './support/http';

/*
 * One rule for HTML in text fields, from the contracts schemas (README "Design notes"): tags are removed and the text
 * kept; a field that held only tags is refused with the reason. The four cases that used to differ: registration
 * (stripped by the form only), an animal name made of a tag (reported as missing), a surname '<b></b>' in 'Mon
 * compte' (stored), PUT /api/animals (stored verbatim).
 */

describe('HTML in text fields', () => {
  let t: TestApp;
  let shelter: AssociationAccount;
  let family: FamilyAccount;
  beforeAll(async () => {
    t = await startApp();
    shelter = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  });
  afterAll(async () => t?.close());

  const fieldsOf = (res: { body: unknown }) => (res.body as { fields?: Record<string, string> }).fields ?? {};

  describe('registration', () => {
    it('stores the text without its tags', async () => {
      const payload = familyPayload({ lastname: '<b>Dupont</b>', description: '<script>alert(1)</script>Calmes.' });
      expectStatus(await t.api.anon.post('/api/families', payload), 201);
      const session = await login(t.api, String(payload.email), String(payload.password));
      const account = await t.api.as(session.token).get('/api/account');
      expect(account.body.lastname).toBe('Dupont');
      const profile = await t.api.as(session.token).get(`/api/families/${session.familyId}`);
      expect(profile.body.description).toBe('Calmes.');
    });

    it('refuses a name made of tags only, with the reason', async () => {
      const res = await t.api.anon.post('/api/families', familyPayload({ lastname: '<b></b>' }));
      expectFrenchError(res, 400);
      expect(fieldsOf(res).lastname).toBe(MARKUP_ONLY_MESSAGE);
    });
  });

  describe('animals', () => {
    it('refuses a new animal whose name is a tag with the reason, not as a missing name', async () => {
      const res = await t.api.as(shelter.token).post('/api/animals', animalPayload(shelter, { name: '<i></i>' }));
      expectFrenchError(res, 400);
      expect(fieldsOf(res).name).toBe(MARKUP_ONLY_MESSAGE);
      expect(fieldsOf(res).name).not.toBe(API_MESSAGES.requiredField('nom'));
    });

    it('removes the tags of an edit (PUT /api/animals) instead of storing them', async () => {
      const animal = await createAnimal(t.api, shelter);
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, {
        name: '<b>Rex</b>',
        description: '<script>alert(1)</script>Gentil <em>et</em> calme',
        breed: '<img src=x onerror=alert(1)>Beagle',
        associationID: shelter.associationId,
      });
      expectStatus(res, 200);
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      expect(read.body).toMatchObject({ name: 'Rex', description: 'Gentil et calme', breed: 'Beagle' });
    });

    it('refuses an edit whose breed is tags only', async () => {
      const animal = await createAnimal(t.api, shelter);
      const res = await t.api.as(shelter.token).put(`/api/animals/${animal.id}`, { breed: '<span></span>' });
      expectFrenchError(res, 400);
      expect(fieldsOf(res).breed).toBe(MARKUP_ONLY_MESSAGE);
    });
  });

  describe("'Mon compte'", () => {
    it('refuses a surname made of tags only and keeps the current one', async () => {
      const res = await t.api.as(family.token).put('/api/account/names', { lastname: '<b></b>', firstname: 'Julie' });
      expectFrenchError(res, 400);
      expect(fieldsOf(res).lastname).toBe(MARKUP_ONLY_MESSAGE);
      const account = await t.api.as(family.token).get('/api/account');
      expect(account.body.lastname).toBe('Martin');
    });

    it('stores names without their tags', async () => {
      const res = await t.api
        .as(family.token)
        .put('/api/account/names', { lastname: '<i>Morel</i>', firstname: 'Julie' });
      expectStatus(res, 200);
      const account = await t.api.as(family.token).get('/api/account');
      expect(account.body.lastname).toBe('Morel');
    });
  });

  describe('profiles and motivations', () => {
    it('removes the tags of a family profile edit and refuses an address of tags only', async () => {
      const edited = await t.api.as(family.token).put(`/api/families/${family.userId}`, {
        description: '<p>Une <b>grande</b> maison</p>',
      });
      expectStatus(edited, 200);
      const profile = await t.api.as(family.token).get(`/api/families/${family.familyId}`);
      expect(profile.body.description).toBe('Une grande maison');

      const refused = await t.api.as(family.token).put(`/api/families/${family.userId}`, { address: '<br>' });
      expectFrenchError(refused, 400);
      expect(fieldsOf(refused).address).toBe(MARKUP_ONLY_MESSAGE);
    });

    it("refuses an association name of tags only in the association's profile edit", async () => {
      const res = await t.api
        .as(shelter.token)
        .put(`/api/associations/${shelter.userId}`, { name_association: '<b> </b>' });
      expectFrenchError(res, 400);
      expect(fieldsOf(res).name_association).toBe(MARKUP_ONLY_MESSAGE);
    });

    it('removes the tags of a motivation and refuses one of tags only', async () => {
      const animal = await createAnimal(t.api, shelter);
      const request = await createRequest(t.api, family, animal, '<b>Nous</b> avons un jardin.');
      expect(request.motivation).toBe('Nous avons un jardin.');
      const res = await t.api
        .as(family.token)
        .put('/api/families/requests-mods', { id: request.id, motivation: '<p></p>' });
      expectFrenchError(res, 400);
      expect(fieldsOf(res).motivation).toBe(MARKUP_ONLY_MESSAGE);
    });
  });
});
