/**
 * Issue 17: several API processes, as on several hosts (each its own upload directory), sharing MariaDB, Redis, an
 * S3-compatible store and the JWT secret. Limits and list totals are shared through a private redis-server (started
 * here on a free port and stopped by its pid); images through s3rver (in-process); with Redis gone both keep
 * answering, and share again once it is back; three processes starting together on an empty database migrate it
 * once. MariaDB only: SQLite is one process's embedded file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/database/data-source-options';
import { startApp, type TestApp } from '../support/app';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/database';
import { expectStatus } from '../support/http';
import { animalPayload, createAnimal, registerAssociation, registerFamily, uniqueEmail } from '../support/fixtures';
import { imageDataUrl } from '../support/images';
import { startPrivateRedis, type PrivateRedis } from './support/redis-server';
import { startS3, type TestS3 } from './support/s3-server';

const describeOnMariaDb = testDbKind() === 'mariadb' ? describe : describe.skip;
/** The per-e-mail login limit the tests keep real (TEST_THROTTLE leaves it at its default). */
const LOGIN_PER_EMAIL = 10;

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeOnMariaDb('two hosts sharing Redis and S3', () => {
  let redis: PrivateRedis;
  let s3: TestS3;
  let hostA: TestApp;
  let hostB: TestApp;
  let otherDisk: string;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    s3 = await startS3();
    hostA = await startApp({ redisUrl: redis.url, storage: s3.storage });
    // Host B: the same database, its own disk.
    otherDisk = await mkdtemp(join(tmpdir(), 'petfoster-host-b-'));
    hostB = await startApp({
      redisUrl: redis.url,
      storage: s3.storage,
      reuseDatabaseOf: { ...hostA, uploadDir: otherDisk },
    });
  });
  afterAll(async () => {
    await hostB?.close();
    await hostA?.close();
    await redis?.stop();
    await s3?.stop();
    if (otherDisk) await rm(otherDisk, { recursive: true, force: true });
  });

  const redisState = async (host: TestApp) => (await host.api.anon.get('/api/health/ready')).body?.redis;
  const failedLogin = (host: TestApp, email: string) =>
    host.api.anon.post('/login', { email, password: 'Mauvais7Essai' });

  /** LOGIN_PER_EMAIL failed logins alternating between the hosts, then the next one on each. */
  async function guessOnBothHosts(email: string): Promise<{ statuses: number[]; nextA: number; nextB: number }> {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_EMAIL; i++) statuses.push((await failedLogin(i % 2 ? hostB : hostA, email)).status);
    return {
      statuses,
      nextA: (await failedLogin(hostA, email)).status,
      nextB: (await failedLogin(hostB, email)).status,
    };
  }

  it('reports Redis in /api/health/ready on both hosts, and /api/health/live answers', async () => {
    expect(await redisState(hostA)).toBe('ready');
    expect(await redisState(hostB)).toBe('ready');
    expectStatus(await hostB.api.anon.get('/api/health/live'), 200);
  });

  it('counts failed logins on both hosts against one limit: then 429 from both', async () => {
    const family = await registerFamily(hostA.api);
    const { statuses, nextA, nextB } = await guessOnBothHosts(family.email);
    expect(statuses).toEqual(Array(LOGIN_PER_EMAIL).fill(401));
    expect(nextA).toBe(429);
    expect(nextB).toBe(429);
  });

  it('gives a successful login its slot back, on whichever host', async () => {
    const family = await registerFamily(hostA.api);
    for (let i = 0; i < LOGIN_PER_EMAIL + 5; i++) {
      const res = await (i % 2 ? hostB : hostA).api.anon.post('/login', {
        email: family.email,
        password: family.password,
      });
      expectStatus(res, 200);
    }
  });

  it("counts an animal created through one host in the other's X-Total-Count at once", async () => {
    const association = await registerAssociation(hostA.api);
    const before = Number((await hostB.api.anon.get('/api/animals?limit=1')).headers['x-total-count']);
    // Read twice on B, so that its total is cached before the write.
    expect(Number((await hostB.api.anon.get('/api/animals?limit=1')).headers['x-total-count'])).toBe(before);
    await createAnimal(hostA.api, association);
    const after = await hostB.api.anon.get('/api/animals?limit=1');
    expectStatus(after, 200);
    expect(Number(after.headers['x-total-count'])).toBe(before + 1);
  });

  it('serves an image uploaded through one host from the other, every size made at upload, gone from both after deletion', async () => {
    const association = await registerAssociation(hostA.api);
    const created = await hostA.api
      .as(association.token)
      .post('/api/animals', animalPayload(association, { url_image: await imageDataUrl('png', 900) }));
    expectStatus(created, 201);
    const { id, url_image: image, url_thumbnail: thumbnail } = created.body as Record<string, string>;
    const medium = image.replace(/\.png$/, '-800.webp');
    const names = [image, thumbnail, medium].map((url) => url.slice('/uploads/'.length));
    // Every variant is in the bucket before anyone asked for it.
    expect(await s3.existing(names)).toEqual(names);

    for (const [url, type] of [
      [image, 'image/png'],
      [thumbnail, 'image/webp'],
      [medium, 'image/webp'],
    ]) {
      const served = await hostB.api.anon.get(url);
      expectStatus(served, 200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    expectStatus(await hostA.api.as(association.token).delete(`/api/animals/${id}`), 204);
    expect(await s3.existing(names)).toEqual([]);
    for (const host of [hostA, hostB])
      for (const url of [image, thumbnail, medium]) expectStatus(await host.api.anon.get(url), 404);
  });

  it('keeps answering without Redis (no 500), and shares the limits again once it is back', async () => {
    const family = await registerFamily(hostA.api);
    await redis.stop();
    await waitUntil(async () => (await redisState(hostA)) === 'unreachable', 'host A to see Redis gone');
    for (const host of [hostA, hostB]) {
      expectStatus(await failedLogin(host, family.email), 401);
      expectStatus(await host.api.anon.post('/login', { email: family.email, password: family.password }), 200);
      expectStatus(await host.api.anon.get('/api/animals?limit=2'), 200);
      expect(await redisState(host)).toBe('unreachable');
    }

    await redis.restart();
    await waitUntil(async () => (await redisState(hostA)) === 'ready', 'host A to reconnect');
    await waitUntil(async () => (await redisState(hostB)) === 'ready', 'host B to reconnect');
    const other = await registerFamily(hostB.api, { email: uniqueEmail('retour') });
    const { statuses, nextA, nextB } = await guessOnBothHosts(other.email);
    expect(statuses).toEqual(Array(LOGIN_PER_EMAIL).fill(401));
    expect(nextA).toBe(429);
    expect(nextB).toBe(429);
  });
});

describeOnMariaDb('three processes starting together on an empty database', () => {
  let workDir: string;
  let database: TestDatabase;
  const started: TestApp[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'petfoster-migrate-'));
    database = await createTestDatabase(workDir);
  });
  afterAll(async () => {
    for (const app of started) await app.close();
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('migrate it once: every migration recorded once, all three ready', async () => {
    const empty = { databaseUrl: database.url, dbKind: database.kind, uploadDir: workDir } as TestApp;
    const results = await Promise.allSettled([1, 2, 3].map(() => startApp({ reuseDatabaseOf: empty })));
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    const rows: { name: string; times: number | string }[] = await started[0].app
      .get(DataSource)
      .query('SELECT name, COUNT(*) AS times FROM migrations GROUP BY name');
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.every((row) => Number(row.times) === 1)).toBe(true);
    for (const app of started) {
      const ready = await app.api.anon.get('/api/health/ready');
      expectStatus(ready, 200);
      expect(ready.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', redis: 'disabled' });
    }
  });
});
