/*
 * Direct HTTP calls to the API, for the set-up steps of a journey that are not what the journey is about
 * (creating accounts, animals, requests). Everything goes through the same origin as the browser.
 */
let sequence = 0;

function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through e2e/jest.config.js');
  return url.replace(/\/$/, '');
}

/** Unique per run and call, so journeys never collide (also when re-run against a kept database). */
function uniqueSuffix() {
  sequence += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

const PASSWORD = 'Tortue42Zebre';

async function call(method, path, { token, body, expected } = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (expected !== undefined && response.status !== expected) {
    throw new Error(`${method} ${path}: expected ${expected}, got ${response.status} ${text.slice(0, 300)}`);
  }
  return { status: response.status, body: json, text };
}

function decodeToken(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

async function login(email, password = PASSWORD) {
  const { body } = await call('POST', '/login', { body: { email, password }, expected: 200 });
  const payload = decodeToken(body.token);
  return { token: body.token, email, password, ...payload };
}

function familyPayload(overrides = {}) {
  return {
    role: 'family',
    lastname: 'Lefebvre',
    firstname: 'Claire',
    email: `famille.${uniqueSuffix()}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    address: '8 rue des Tilleuls',
    city: 'Rennes',
    zip_code: '35000',
    phone_number: '0612345678',
    houseType: '1',
    garden: true,
    owned_animals: '1',
    description: 'Une famille calme avec un grand jardin.',
    url_image: null,
    ...overrides,
  };
}

function associationPayload(overrides = {}) {
  return {
    role: 'association',
    lastname: 'Moreau',
    firstname: 'Hugo',
    email: `asso.${uniqueSuffix()}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    address: '2 quai de la Fosse',
    city: 'Nantes',
    zip_code: '44000',
    phone_number: '0240000000',
    name_association: `Refuge ${uniqueSuffix()}`,
    RNA_code: 'W441234567',
    description: 'Refuge associatif nantais.',
    url_image: null,
    ...overrides,
  };
}

async function registerFamily(overrides) {
  const payload = familyPayload(overrides);
  await call('POST', '/api/families', { body: payload, expected: 201 });
  return { ...(await login(payload.email, payload.password)), payload };
}

/**
 * An association that may propose animals and send urgent appeals: verified, as the platform administrators'
 * approval leaves it (docs/product.md#verified-associations), written straight into the journeys' database, which
 * is set-up and not what these journeys are about. Against an external server (E2E_BASE_URL) it stays unverified.
 */
async function markVerified(associationId) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return;
  const { createConnection } = require('mysql2/promise');
  const connection = await createConnection(url);
  try {
    await connection.query('UPDATE associations SET verified_at = UTC_TIMESTAMP() WHERE id = ?', [associationId]);
  } finally {
    await connection.end();
  }
}

/**
 * A platform administrator, made as an operator makes one: the API's own command `admin:create` against the
 * journeys' database (docs/administration.md#creating-an-administrator). Its first sign-in sets up two-factor.
 */
function createAdmin() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('createAdmin needs the journeys database (E2E_DATABASE_URL)');
  const { execFileSync } = require('node:child_process');
  const path = require('node:path');
  const email = `admin-${uniqueSuffix()}@petfoster.test`;
  execFileSync(process.execPath, [path.join(__dirname, '../../api/dist/admin/create-admin.js'), '--email', email], {
    env: { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD },
    stdio: 'pipe',
  });
  return { email, password: PASSWORD };
}

/**
 * A signed-in platform administrator for journeys that are not about signing in: the account made by createAdmin,
 * its compulsory two-factor set up through the API with a code computed from the secret (as an app would).
 */
async function adminSession() {
  const { TOTP, Secret } = require('otpauth');
  const admin = createAdmin();
  const { body: started } = await call('POST', '/login', { body: admin, expected: 200 });
  const { body: setup } = await call('POST', '/api/account/2fa', { token: started.mfa_token, expected: 200 });
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 }).generate();
  const { body: confirmed } = await call('POST', '/api/account/2fa/confirm', {
    token: started.mfa_token,
    body: { code },
    expected: 200,
  });
  return { ...admin, secret: setup.secret, token: confirmed.token, ...decodeToken(confirmed.token) };
}

async function registerAssociation(overrides, { verified = true } = {}) {
  const payload = associationPayload(overrides);
  await call('POST', '/api/associations', { body: payload, expected: 201 });
  const session = await login(payload.email, payload.password);
  if (verified) await markVerified(session.associationId);
  return { ...session, payload };
}

async function createAnimal(association, overrides = {}) {
  const { body } = await call('POST', '/api/animals', {
    token: association.token,
    expected: 201,
    body: {
      name: `Animal${uniqueSuffix()}`,
      breed: 'Européen',
      date_of_birth: '2022-03-14',
      description: 'Un animal sociable.',
      gender: 'femelle',
      url_image: null,
      species_id: 2,
      association_id: association.associationId,
      ...overrides,
    },
  });
  return body;
}

async function createRequest(family, animal, motivation = 'Nous avons de la place.') {
  const { body } = await call('POST', '/api/animals/requests', {
    token: family.token,
    expected: 201,
    body: { association_id: animal.association_id, animal_id: animal.id, motivation, family_id: family.familyId },
  });
  return body;
}

async function decideRequest(association, requestId, status) {
  await call('PUT', '/api/associations/requests-mods', {
    token: association.token,
    expected: 200,
    body: { id: requestId, status },
  });
}

/** A day in Europe/Paris, YYYY-MM-DD, `offset` days from today: the API's 'today', which its date rules count from. */
function parisDay(offset = 0) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * A placement 'En cours' for `family`'s request of `animal`, through the API: the association accepts the request,
 * sets the terms (starting `startDate`), both sign with their own names, and the association starts it that day.
 */
async function activePlacement(association, family, animal, startDate) {
  const request = await createRequest(family, animal);
  await decideRequest(association, request.id, 'Approuvée');
  const { body: list } = await call('GET', '/api/placements', { token: family.token, expected: 200 });
  const summary = list.find((one) => one.request_id === request.id);
  if (!summary) throw new Error(`no placement for request ${request.id}`);
  await call('PUT', `/api/placements/${summary.id}/terms`, {
    token: association.token,
    expected: 200,
    body: {
      start_date: startDate,
      end_date: null,
      notice_days: 15,
      costs: { veterinary: 'association', food: 'family', supplies: 'family' },
      special_conditions: null,
    },
  });
  for (const party of [family, association]) {
    await call('POST', `/api/placements/${summary.id}/signatures`, {
      token: party.token,
      expected: 200,
      body: { full_name: `${party.payload.firstname} ${party.payload.lastname}`, accept: true },
    });
  }
  const { body: placement } = await call('POST', `/api/placements/${summary.id}/start`, {
    token: association.token,
    expected: 200,
    body: { date: startDate },
  });
  return placement;
}

module.exports = {
  PASSWORD,
  baseUrl,
  uniqueSuffix,
  call,
  login,
  familyPayload,
  associationPayload,
  registerFamily,
  registerAssociation,
  createAdmin,
  adminSession,
  createAnimal,
  createRequest,
  decideRequest,
  parisDay,
  activePlacement,
};

/** The animals a family keeps (docs/product.md#favourites), last kept first. */
async function listFavourites(family) {
  const { body } = await call('GET', '/api/me/favourites', { token: family.token, expected: 200 });
  return body;
}

module.exports.listFavourites = listFavourites;

/** Adds photos (data URLs) to an animal after its cover, as the association's form does one by one. */
async function addAnimalPhotos(association, animal, dataUrls) {
  for (const url_image of dataUrls)
    await call('POST', `/api/animals/${animal.id}/photos`, {
      token: association.token,
      expected: 201,
      body: { url_image },
    });
}

module.exports.addAnimalPhotos = addAnimalPhotos;
