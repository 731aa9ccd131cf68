/**
 * Every error answer names its kind in `code` (contracts' API_ERRORS and invalid_field) beside the French message
 * and status it had before: one call per kind of error, as a client meets it.
 */
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  API_ERRORS,
  API_ERROR_CODES,
  API_MESSAGES,
  INVALID_FIELD,
  MESSAGES,
  REQUEST_STATUS,
} from '@petfoster/contracts';
import type { Response } from 'supertest';
import { startApp, TEST_THROTTLE, type TestApp } from './support/app';
import {
  createAnimal,
  createRequest,
  decide,
  familyPayload,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from './support/fixtures';

/** The answer's code, status and message as the table gives them. */
function expectTableError(res: Pick<Response, 'status' | 'body'>, code: keyof typeof API_ERRORS) {
  const { status, message } = API_ERRORS[code];
  expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
  expect(res.body.statusCode).toBe(status);
  expect([res.body.message].flat()).toEqual([message]);
}

/** A raw HTTP exchange (what supertest cannot send: oversized headers, a broken request line). */
function rawExchange(port: number, text: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

describe('error codes', () => {
  let t: TestApp;
  let port: number;
  let shelter: AssociationAccount;
  let family: FamilyAccount;
  let other: FamilyAccount;

  beforeAll(async () => {
    // The login limit per email is low here so that one test can reach it in a few calls.
    t = await startApp({ throttle: { ...TEST_THROTTLE, loginPerEmail: 2 } });
    port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
    shelter = await registerAssociation(t.api);
    family = await registerFamily(t.api);
    other = await registerFamily(t.api);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lists each code once, each with a French message', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(API_ERROR_CODES).toContain(INVALID_FIELD);
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('documents the error body and its codes in the OpenAPI document', async () => {
    const document = (await t.api.anon.get('/api/docs-json')).body;
    expect(document.components.schemas.ApiError.properties.code.enum).toEqual([...API_ERROR_CODES]);
  });

  it('invalid_field for refused input, with the messages per field', async () => {
    const res = await t.api.anon.post('/api/families', familyPayload({ lastname: 'A' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_field', fields: { lastname: MESSAGES.lastnameMin } });
    expect(res.body.message).toEqual([MESSAGES.lastnameMin]);
    const badId = await t.api.anon.get('/api/animals/abc');
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'invalid_field', message: [API_MESSAGES.invalidField('id')] });
  });

  it('invalid_json for a body that does not parse, unsupported_media_type for a body in an unknown encoding', async () => {
    const res = await t.api.anon.post('/api/families').set('Content-Type', 'application/json').send('{"lastname":');
    expectTableError(res, 'invalid_json');
    const encoded = await t.api.anon
      .post('/api/families')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-unknown')
      .send('{}');
    expectTableError(encoded, 'unsupported_media_type');
  });

  it('unauthenticated without a token, invalid_credentials for a wrong password', async () => {
    expectTableError(await t.api.anon.get('/api/account'), 'unauthenticated');
    expectTableError(
      await t.api.anon.post('/login', { email: other.email, password: 'Mauvais1Passe' }),
      'invalid_credentials',
    );
  });

  it('too_many_requests once the login limit of an email is reached', async () => {
    const attempt = () => t.api.anon.post('/login', { email: family.email, password: 'Mauvais1Passe' });
    await attempt();
    await attempt();
    expectTableError(await attempt(), 'too_many_requests');
  });

  it('forbidden for another role, not_found for an unknown id and an unknown route', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Interdit' });
    expectTableError(await t.api.as(family.token).put(`/api/animals/${animal.id}`, { name: 'Autre' }), 'forbidden');
    expectTableError(await t.api.anon.get('/api/animals/999999'), 'not_found');
    expectTableError(await t.api.anon.get('/api/nothing-here'), 'not_found');
  });

  it('request_already_exists, animal_housed and request_already_decided for the conflicts of a request', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Conflit' });
    const first = await createRequest(t.api, family, animal);
    const again = await t.api.as(family.token).post('/api/animals/requests', {
      association_id: animal.association_id,
      animal_id: animal.id,
      motivation: 'Encore',
      family_id: family.familyId,
    });
    expectTableError(again, 'request_already_exists');
    const second = await createRequest(t.api, other, animal);
    expect((await decide(t.api, shelter, first.id, REQUEST_STATUS.approved)).status).toBe(200);
    expectTableError(await decide(t.api, shelter, second.id, REQUEST_STATUS.approved), 'request_already_decided');
    const late = await registerFamily(t.api);
    const housed = await t.api.as(late.token).post('/api/animals/requests', {
      association_id: animal.association_id,
      animal_id: animal.id,
      motivation: '',
      family_id: late.familyId,
    });
    expectTableError(housed, 'animal_housed');
  });

  it('request_not_deletable and request_not_editable for a deletion the request status does not allow', async () => {
    const animal = await createAnimal(t.api, shelter, { name: 'Statut' });
    const pending = await createRequest(t.api, other, animal);
    expectTableError(await t.api.as(shelter.token).delete(`/api/requests/${pending.id}`), 'request_not_deletable');
    expect((await decide(t.api, shelter, pending.id, REQUEST_STATUS.approved)).status).toBe(200);
    expectTableError(await t.api.as(other.token).delete(`/api/requests/${pending.id}`), 'request_not_editable');
  });

  it('email_taken for an address already registered', async () => {
    expectTableError(await t.api.anon.post('/api/families', familyPayload({ email: other.email })), 'email_taken');
  });

  it('idempotency_key_invalid for a malformed Idempotency-Key', async () => {
    const res = await t.api.anon.post('/api/families', familyPayload()).set('Idempotency-Key', 'court');
    expectTableError(res, 'idempotency_key_invalid');
  });

  it('payload_too_large for a body over its route limit', async () => {
    const res = await t.api
      .as(family.token)
      .put('/api/associations/requests-mods', { id: 1, status: REQUEST_STATUS.refused, reason: 'x'.repeat(4096) });
    expectTableError(res, 'payload_too_large');
  });

  it('headers_too_large and malformed_request for what Node refuses before the API reads it', async () => {
    const long = await rawExchange(
      port,
      `GET /api/animals HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectTableError(long, 'headers_too_large');
    expectTableError(await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n'), 'malformed_request');
  });
});
