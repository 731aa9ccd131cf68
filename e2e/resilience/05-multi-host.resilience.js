'use strict';
/*
 * Several API processes (docs/decisions/stateless-api.md): API processes as on several hosts, each with its own upload directory (a host's disk), sharing a
 * private MariaDB, a private redis-server (stopped by its pid), an S3-compatible store (s3rver, in-process) and the
 * JWT secret. Three processes start together on an empty database and migrate it once; failed logins counted on two
 * hosts meet one limit; an image uploaded through one host is served by the others and gone from all after
 * deletion; a new animal counts in another host's X-Total-Count at once; with Redis stopped every host keeps
 * answering (no 500), and the limits are shared again once it is back.
 */
const { randomBytes } = require('node:crypto');
const sharp = require('sharp');
const { associationPayload, familyPayload } = require('../support/api');
const { startApi } = require('./support/api-process');
const { call, sleep, writeResult } = require('./support/http');
const { createPrivateMariadb } = require('./support/private-mariadb');
const { startPrivateRedis } = require('./support/private-redis');
const { startPrivateS3 } = require('./support/private-s3');

const DATABASE = 'petfoster_multi_host';
/** The API's default per-e-mail limit of failed logins (THROTTLE_LOGIN_PER_EMAIL), kept real here. */
const LOGIN_PER_EMAIL = 10;

describe('three API processes, as on three hosts', () => {
  let db;
  let redis;
  let s3;
  let hosts = [];
  const started = { ms: 0 };

  beforeAll(async () => {
    db = await createPrivateMariadb();
    await db.createDatabase(DATABASE);
    redis = await startPrivateRedis();
    s3 = await startPrivateS3();
    const env = {
      JWT_SECRET: randomBytes(36).toString('base64url'),
      REDIS_URL: redis.url,
      ...s3.env,
      // Every call comes from 127.0.0.1 here: only the per-e-mail login limit under test stays at its default.
      THROTTLE_REGISTRATION_PER_IP: '1000',
      THROTTLE_LOGIN_PER_IP: '1000',
    };
    const begin = Date.now();
    // Together, on the empty database: each would run every migration without the lock.
    hosts = await Promise.all([1, 2, 3].map(() => startApi({ databaseUrl: db.url(DATABASE), seedDemo: false, env })));
    started.ms = Date.now() - begin;
  });
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop()));
    await redis?.stop();
    await s3?.stop();
    await db?.destroy();
  });

  const [A, B, C] = [0, 1, 2];
  const host = (index) => hosts[index].url;
  const ready = async (index) => (await call(host(index), 'GET', '/api/health/ready')).body;
  const failedLogin = (index, email) =>
    call(host(index), 'POST', '/login', { body: { email, password: 'Mauvais7Essai' } });

  async function register(kind, index) {
    const payload = kind === 'family' ? familyPayload() : associationPayload();
    const created = await call(host(index), 'POST', kind === 'family' ? '/api/families' : '/api/associations', {
      body: payload,
    });
    expect(created.status).toBe(201);
    const login = await call(host(index), 'POST', '/login', {
      body: { email: payload.email, password: payload.password },
    });
    expect(login.status).toBe(200);
    const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1], 'base64url').toString('utf8'));
    return { ...payload, token: login.body.token, ...claims };
  }

  /** LOGIN_PER_EMAIL failed logins alternating between hosts A and B, then one more on each host. */
  async function guessOnTwoHosts(email) {
    const statuses = [];
    for (let i = 0; i < LOGIN_PER_EMAIL; i++) statuses.push((await failedLogin(i % 2 ? B : A, email)).status);
    const next = [];
    for (const index of [A, B, C]) next.push((await failedLogin(index, email)).status);
    return { statuses, next };
  }

  test('starting together on an empty database, they migrate it once and are all ready', async () => {
    const rows = await db.query('SELECT name, COUNT(*) AS times FROM migrations GROUP BY name', [], DATABASE);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => Number(row.times) !== 1)).toEqual([]);
    for (const index of [A, B, C])
      expect(await ready(index)).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', redis: 'ready' });
    writeResult('multi-host-start', { processes: 3, readyAfterMs: started.ms, migrations: rows.length });
  });

  test('failed logins on two hosts count against one limit: then 429 from every host', async () => {
    const family = await register('family', C);
    const { statuses, next } = await guessOnTwoHosts(family.email);
    expect(statuses).toEqual(Array(LOGIN_PER_EMAIL).fill(401));
    expect(next).toEqual([429, 429, 429]);
  });

  test('an image uploaded through one host is served by the others, and gone from all after deletion', async () => {
    const association = await register('association', A);
    const png = await sharp({
      create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const created = await call(host(A), 'POST', '/api/animals', {
      token: association.token,
      body: {
        name: 'Voyageur',
        breed: 'Croisé',
        gender: 'mâle',
        date_of_birth: '2021-05-01',
        description: 'Photographié sur un hôte, vu sur les autres.',
        species_id: 1,
        association_id: association.associationId,
        url_image: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const { id, url_image: image, url_thumbnail: thumbnail } = created.body;
    const medium = image.replace(/\.png$/, '-800.webp');
    const names = [image, thumbnail, medium].map((url) => url.slice('/uploads/'.length));
    // Every size is in the bucket before anyone asked for it.
    expect(await s3.existing(names)).toEqual(names);
    for (const index of [B, C])
      for (const url of [image, thumbnail, medium]) {
        const served = await fetch(`${host(index)}${url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(url.endsWith('.png') ? 'image/png' : 'image/webp');
      }

    expect((await call(host(B), 'DELETE', `/api/animals/${id}`, { token: association.token })).status).toBe(204);
    expect(await s3.existing(names)).toEqual([]);
    for (const index of [A, B, C])
      for (const url of [image, thumbnail, medium]) expect((await fetch(`${host(index)}${url}`)).status).toBe(404);
  });

  test("an animal created through one host counts in another host's X-Total-Count at once", async () => {
    const association = await register('association', A);
    const total = async (index) =>
      Number((await call(host(index), 'GET', '/api/animals?limit=1')).headers['x-total-count']);
    const before = await total(B);
    expect(await total(B)).toBe(before); // cached on B now
    const created = await call(host(A), 'POST', '/api/animals', {
      token: association.token,
      body: {
        name: 'Compté',
        breed: 'Croisé',
        gender: 'femelle',
        date_of_birth: '2020-01-01',
        description: 'Compté partout.',
        species_id: 2,
        association_id: association.associationId,
        url_image: null,
      },
    });
    expect(created.status).toBe(201);
    expect(await total(B)).toBe(before + 1);
    expect(await total(C)).toBe(before + 1);
  });

  test('without Redis every host keeps answering, and the limits are shared again once it is back', async () => {
    const family = await register('family', A);
    await redis.stop();
    const deadline = Date.now() + 15_000;
    while ((await ready(A)).redis !== 'unreachable' && Date.now() < deadline) await sleep(100);
    const statuses = [];
    for (const index of [A, B, C]) {
      statuses.push((await failedLogin(index, family.email)).status);
      const good = await call(host(index), 'POST', '/login', {
        body: { email: family.email, password: family.password },
      });
      statuses.push(good.status);
      statuses.push((await call(host(index), 'GET', '/api/animals?limit=3')).status);
      expect((await ready(index)).redis).toBe('unreachable');
    }
    expect(statuses).toEqual([401, 200, 200, 401, 200, 200, 401, 200, 200]);

    await redis.restart();
    for (const index of [A, B, C]) {
      const until = Date.now() + 15_000;
      while ((await ready(index)).redis !== 'ready' && Date.now() < until) await sleep(100);
      expect((await ready(index)).redis).toBe('ready');
    }
    const other = await register('family', B);
    const { statuses: guesses, next } = await guessOnTwoHosts(other.email);
    expect(guesses).toEqual(Array(LOGIN_PER_EMAIL).fill(401));
    expect(next).toEqual([429, 429, 429]);
  });
});
