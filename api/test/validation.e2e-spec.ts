import { API_MESSAGES, MAX_LENGTHS, MESSAGES } from '@petfoster/contracts';
import { startApp, type TestApp } from './support/app';
import { associationPayload, familyPayload, login, uniqueEmail } from './support/fixtures';
import { expectFrenchError, expectStatus, messagesOf } from './support/http';

type Case = [field: string, value: unknown, message: string];
const OMIT = Symbol('omit');

// docs/product.md#validation, both registration forms: [field, value sent (OMIT = field absent), expected message].
const identityCases: Case[] = [
  ['lastname', OMIT, MESSAGES.lastnameRequired],
  ['lastname', '', MESSAGES.lastnameRequired],
  ['lastname', 'A', MESSAGES.lastnameMin],
  ['firstname', OMIT, MESSAGES.firstnameRequired],
  ['firstname', '  ', MESSAGES.firstnameRequired],
  ['firstname', 'J', MESSAGES.firstnameMin],
  ['email', OMIT, MESSAGES.emailRequired],
  ['email', 'julie.example.com', MESSAGES.emailInvalid],
  ['email', 'julie@', MESSAGES.emailInvalid],
  ['password', OMIT, MESSAGES.passwordRequired],
  ['password', 'Ab1', MESSAGES.passwordWeak],
  ['password', 'secret123', MESSAGES.passwordWeak],
  ['password', 'SECRET123', MESSAGES.passwordWeak],
  ['password', 'Secretxyz', MESSAGES.passwordWeak],
  ['password', 'Secret 123', MESSAGES.passwordWeak],
  ['password', 'Secret123!', MESSAGES.passwordWeak],
  ['confirmPassword', OMIT, MESSAGES.confirmPasswordRequired],
  ['confirmPassword', 'Secret124', MESSAGES.confirmPasswordMismatch],
  ['address', OMIT, MESSAGES.addressRequired],
  ['address', '', MESSAGES.addressRequired],
  ['city', OMIT, MESSAGES.cityRequired],
  ['zip_code', OMIT, MESSAGES.zipCodeRequired],
  ['zip_code', '6900', MESSAGES.zipCodeFormat],
  ['zip_code', '690011', MESSAGES.zipCodeFormat],
  ['zip_code', '69OO1', MESSAGES.zipCodeFormat],
  ['phone_number', OMIT, MESSAGES.phoneRequired],
  ['phone_number', '061234567', MESSAGES.phoneFormat],
  ['phone_number', '06123456789', MESSAGES.phoneFormat],
  ['phone_number', '06 12 34 56', MESSAGES.phoneFormat],
  ['phone_number', '+44 20 7946 0958', MESSAGES.phoneFormat],
  ['description', OMIT, MESSAGES.descriptionRequired],
  ['description', '', MESSAGES.descriptionRequired],
];

const associationCases: Case[] = [
  ...identityCases,
  ['name_association', OMIT, MESSAGES.nameAssociationRequired],
  ['name_association', '', MESSAGES.nameAssociationRequired],
  ['RNA_code', OMIT, MESSAGES.rnaRequired],
  ['RNA_code', 'w123456789', MESSAGES.rnaFormat],
  ['RNA_code', 'W12345678', MESSAGES.rnaFormat],
  ['RNA_code', 'W1234567890', MESSAGES.rnaFormat],
  ['RNA_code', 'WW23456789', MESSAGES.rnaFormat],
];

const familyCases: Case[] = [
  ...identityCases,
  ['houseType', OMIT, MESSAGES.houseTypeRequired],
  ['houseType', '', MESSAGES.houseTypeRequired],
  ['owned_animals', OMIT, MESSAGES.ownedAnimalsRequired],
  ['owned_animals', '', MESSAGES.ownedAnimalsRequired],
];

function withCase(payload: Record<string, unknown>, field: string, value: unknown) {
  const body = { ...payload };
  if (value === OMIT) delete body[field];
  else body[field] = value;
  // Keep the confirmation in step so that a password case breaks only the password rule.
  if (field === 'password' && typeof value === 'string') body.confirmPassword = value;
  return body;
}

/** The validation messages (docs/product.md#validation) other than the expected one; an absent password also breaks the confirmation rule. */
function unrelatedMessages(field: string, message: string): string[] {
  const confirmRelated: string[] = [MESSAGES.confirmPasswordMismatch, MESSAGES.confirmPasswordRequired];
  return Object.values(MESSAGES).filter((m) => m !== message && !(field === 'password' && confirmRelated.includes(m)));
}

const label = ([field, value, message]: Case) =>
  `${field} = ${value === OMIT ? '(absent)' : JSON.stringify(value)} -> "${message}"`;

describe('validation of registrations and bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t?.close());

  describe('POST /api/associations: the validation rules (docs/product.md#validation)', () => {
    it.each(associationCases.map((c) => [label(c), c] as const))('%s', async (_name, [field, value, message]) => {
      const body = withCase(associationPayload(), field, value);
      const res = await t.api.anon.post('/api/associations', body);
      expectFrenchError(res, 400);
      expect(messagesOf(res)).toContain(message);
      // The broken field is the only problem, so no other validation message (docs/product.md#validation) may appear.
      const others = unrelatedMessages(field, message);
      expect(messagesOf(res).filter((m) => others.includes(m))).toEqual([]);
    });
  });

  describe('POST /api/families: the validation rules (docs/product.md#validation)', () => {
    it.each(familyCases.map((c) => [label(c), c] as const))('%s', async (_name, [field, value, message]) => {
      const body = withCase(familyPayload(), field, value);
      const res = await t.api.anon.post('/api/families', body);
      expectFrenchError(res, 400);
      expect(messagesOf(res)).toContain(message);
      const others = unrelatedMessages(field, message);
      expect(messagesOf(res).filter((m) => others.includes(m))).toEqual([]);
    });
  });

  it('reports every broken rule of an empty registration at once', async () => {
    const res = await t.api.anon.post('/api/associations', {});
    expectFrenchError(res, 400);
    const messages = messagesOf(res);
    for (const expected of [
      MESSAGES.lastnameRequired,
      MESSAGES.firstnameRequired,
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
      MESSAGES.zipCodeRequired,
      MESSAGES.nameAssociationRequired,
      MESSAGES.rnaRequired,
    ]) {
      expect(messages).toContain(expected);
    }
  });

  describe('unknown and token-decided fields are stripped', () => {
    it('a family registration carrying role, id, status, user_id stays a plain family', async () => {
      const body = familyPayload({
        role: 'association',
        id: 987654,
        user_id: 987654,
        familyId: 987654,
        associationId: 1,
        status: 'Approuvée',
        isAdmin: true,
        name_association: 'Pirate',
        RNA_code: 'W123456789',
      });
      const res = await t.api.anon.post('/api/families', body);
      expectStatus(res, 201);
      const session = await login(t.api, String(body.email), String(body.password));
      expect(session.role).toBe('family');
      expect(session.familyId).toBeDefined();
      expect(session.familyId).not.toBe(987654);
      expect(session.userId).not.toBe(987654);
      expect(session.associationId).toBeUndefined();
      const profile = await t.api.anon.get(`/api/families/${session.familyId}`);
      expectStatus(profile, 200);
      expect(profile.body.id).toBe(session.familyId);
      expect(profile.body).not.toHaveProperty('status');
      expect(profile.body).not.toHaveProperty('isAdmin');
      const associations = await t.api.anon.get('/api/associations');
      expect(JSON.stringify(associations.body)).not.toContain('Pirate');
    });

    it('an association registration carrying role family and an id stays an association', async () => {
      const body = associationPayload({ role: 'family', id: 876543, houseType: '2', familyId: 5 });
      const res = await t.api.anon.post('/api/associations', body);
      expectStatus(res, 201);
      const session = await login(t.api, String(body.email), String(body.password));
      expect(session.role).toBe('association');
      expect(session.associationId).toBeDefined();
      expect(session.associationId).not.toBe(876543);
      expect(session.familyId).toBeUndefined();
    });
  });

  it('a __proto__ key in the JSON body does not smuggle a role', async () => {
    const body = familyPayload();
    const raw = JSON.stringify(body).replace(
      /}$/,
      ',"__proto__":{"role":"association","associationId":1,"isAdmin":true}}',
    );
    const res = await t.api.anon.post('/api/families').set('Content-Type', 'application/json').send(raw);
    expectStatus(res, 201);
    if (res.status === 201) {
      const session = await login(t.api, String(body.email), String(body.password));
      expect(session.role).toBe('family');
      expect(session.associationId).toBeUndefined();
    }
  });

  describe('malformed input is a 400 in French, never a 500', () => {
    it('malformed JSON', async () => {
      const res = await t.api.anon
        .post('/api/families')
        .set('Content-Type', 'application/json')
        .send('{"lastname": "Martin", ');
      expectFrenchError(res, 400);
      expect(messagesOf(res)).toEqual([API_MESSAGES.invalidJson]);
    });

    it('a body that is not JSON at all (text/plain, form data, none)', async () => {
      const text = await t.api.anon.post('/api/families').set('Content-Type', 'text/plain').send('lastname=Martin');
      expectStatus(text, 400);
      const form = await t.api.anon.post('/api/associations').type('form').send({ lastname: 'Martin' });
      expectFrenchError(form, 400);
      expectFrenchError(await t.api.anon.post('/api/families'), 400);
    });

    it('a JSON array or scalar instead of an object', async () => {
      expectFrenchError(
        await t.api.anon.post('/api/associations').set('Content-Type', 'application/json').send('[1,2]'),
        400,
      );
      expectFrenchError(
        await t.api.anon.post('/api/families').set('Content-Type', 'application/json').send('"x"'),
        400,
      );
    });

    it.each([
      ['lastname as a number', { lastname: 12345 }],
      ['email as an object', { email: { $gt: '' } }],
      ['password as an array', { password: ['Secret123'], confirmPassword: ['Secret123'] }],
      ['garden as a string', { garden: 'peut-être' }],
      ['houseType outside 1..4', { houseType: '7' }],
      ['owned_animals outside the options', { owned_animals: '9' }],
      ['url_image as a number', { url_image: 42 }],
      ['description as an object', { description: { text: 'x' } }],
    ])('family registration with %s', async (_name, override) => {
      const res = await t.api.anon.post('/api/families', familyPayload(override));
      expectFrenchError(res, 400);
    });

    it.each([
      ['name_association as a number', { name_association: 42 }],
      ['RNA_code as a boolean', { RNA_code: true }],
      ['zip_code as a number', { zip_code: 69002 }],
    ])('association registration with %s', async (_name, override) => {
      const res = await t.api.anon.post('/api/associations', associationPayload(override));
      expectFrenchError(res, 400);
    });

    it.each([
      ['lastname', MAX_LENGTHS.lastname],
      ['firstname', MAX_LENGTHS.firstname],
      ['address', MAX_LENGTHS.address],
      ['city', MAX_LENGTHS.city],
      ['description', MAX_LENGTHS.description],
    ])('an over-long %s (max %d) on a family registration', async (field, max) => {
      const res = await t.api.anon.post('/api/families', familyPayload({ [field]: 'a'.repeat(max + 1) }));
      const messages = expectFrenchError(res, 400);
      expect(messages.join(' ')).toContain(`${max} caractères`);
    });

    it('an over-long name_association and email on an association registration', async () => {
      const longName = await t.api.anon.post(
        '/api/associations',
        associationPayload({ name_association: 'n'.repeat(MAX_LENGTHS.name_association + 1) }),
      );
      expectFrenchError(longName, 400);
      const longEmail = await t.api.anon.post(
        '/api/associations',
        associationPayload({ email: `${'e'.repeat(MAX_LENGTHS.email)}@example.com` }),
      );
      expectFrenchError(longEmail, 400);
    });

    it('a body over the 15 MB limit is 413', async () => {
      const res = await t.api.anon.post('/api/families', familyPayload({ description: 'x'.repeat(16 * 1024 * 1024) }));
      expectFrenchError(res, 413);
    });
  });

  describe('each message is also given under its field (docs/behaviour.md#the-servers-reasons-on-every-form)', () => {
    it('a registration with several wrong fields: fields maps each one to its message', async () => {
      const res = await t.api.anon.post('/api/families', { ...familyPayload(), zip_code: '6900', phone_number: '12' });
      expectStatus(res, 400);
      expect(res.body.fields).toEqual({ zip_code: MESSAGES.zipCodeFormat, phone_number: MESSAGES.phoneFormat });
      expect(res.body.message).toEqual([MESSAGES.zipCodeFormat, MESSAGES.phoneFormat]);
    });

    it('a file renamed .png is refused under url_image', async () => {
      const fake = `data:image/png;base64,${Buffer.from('<?php echo 1; ?>').toString('base64')}`;
      const res = await t.api.anon.post('/api/families', { ...familyPayload(), url_image: fake });
      expectStatus(res, 400);
      expect(Object.keys(res.body.fields)).toEqual(['url_image']);
      expect(res.body.message).toEqual([res.body.fields.url_image]);
    });
  });

  describe('duplicate email', () => {
    it('a second registration with the same email is 409 with the French message, across both roles', async () => {
      const email = uniqueEmail('dup');
      expectStatus(await t.api.anon.post('/api/families', familyPayload({ email })), 201);
      const again = await t.api.anon.post('/api/families', familyPayload({ email, lastname: 'Autre' }));
      expectStatus(again, 409);
      expect(again.body.message).toBe(API_MESSAGES.emailTaken);
      const asAssociation = await t.api.anon.post('/api/associations', associationPayload({ email }));
      expectStatus(asAssociation, 409);
      expect(asAssociation.body.message).toBe('Un compte existe déjà avec cet email.');
    });

    it('an email differing only in case is the same account (409)', async () => {
      const email = uniqueEmail('Casse');
      expectStatus(await t.api.anon.post('/api/associations', associationPayload({ email })), 201);
      const upper = await t.api.anon.post('/api/families', familyPayload({ email: email.toUpperCase() }));
      expectStatus(upper, 409);
      expect(upper.body.message).toBe(API_MESSAGES.emailTaken);
    });
  });
});
