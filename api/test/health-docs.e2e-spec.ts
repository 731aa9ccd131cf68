import { statSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startApp, type TestApp } from './support/app';
import { testDbKind } from './support/database';
import { expectStatus, safetyStats } from './support/http';

describe('health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t?.close());

  it('GET /api/health answers 200 when the database answers', async () => {
    const res = await t.api.anon.get('/api/health');
    expectStatus(res, 200);
  });

  it('GET /api/health/live answers while the process runs; /api/health/ready reports the database, migrations and Redis', async () => {
    expect((await t.api.anon.get('/api/health/live')).body).toEqual({ status: 'ok' });
    const ready = await t.api.anon.get('/api/health/ready');
    expectStatus(ready, 200);
    expect(ready.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', redis: 'disabled' });
  });

  it('GET /api/health/ready answers 503 in French while a migration is pending', async () => {
    const db = t.app.get(DataSource);
    const [last] = await db.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1');
    await db.query('DELETE FROM migrations WHERE id = ?', [last.id]);
    try {
      // Plain supertest: the suite's client refuses every 5xx, and this one is the answer under test.
      const ready = await request(t.app.getHttpServer()).get('/api/health/ready');
      expectStatus(ready, 503);
      expect(ready.body.message).toBe('Des migrations de la base de données sont en attente.');
      expectStatus(await t.api.anon.get('/api/health/live'), 200);
    } finally {
      await db.query('INSERT INTO migrations (id, timestamp, name) VALUES (?, ?, ?)', [
        last.id,
        last.timestamp,
        last.name,
      ]);
    }
    expectStatus(await t.api.anon.get('/api/health/ready'), 200);
  });

  it('GET /api/docs serves the OpenAPI description page', async () => {
    const res = await t.api.anon.get('/api/docs').redirects(2);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text.toLowerCase()).toContain('swagger');
  });

  it('the OpenAPI document describes each body and query from the schemas the API validates with', async () => {
    const res = await t.api.anon.get('/api/docs-json');
    expectStatus(res, 200);
    const doc = res.body as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: Schema }> };
            parameters?: Array<{ name: string; schema: Schema }>;
          }
        >
      >;
    };
    type Schema = {
      required?: string[];
      properties?: Record<string, { maxLength?: number; enum?: unknown[]; pattern?: string }>;
    };
    const family = doc.paths['/api/families'].post.requestBody!.content['application/json'].schema;
    expect(family.required).toEqual(
      expect.arrayContaining(['lastname', 'email', 'password', 'houseType', 'owned_animals']),
    );
    expect(family.properties?.zip_code).toMatchObject({ maxLength: 5, pattern: '^\\d{5}$' });
    expect(family.properties?.houseType?.enum).toEqual([1, 2, 3, 4]);
    const decision = doc.paths['/api/associations/requests-mods'].put.requestBody!.content['application/json'].schema;
    expect(decision.properties?.status?.enum).toEqual(['Approuvée', 'Refusée']);
    const listParameters = doc.paths['/api/animals'].get.parameters!.map((parameter) => parameter.name);
    expect(listParameters).toEqual(expect.arrayContaining(['species', 'limit', 'offset']));
  });

  it('an unknown API path is 404 with a JSON error, not the web app', async () => {
    const res = await t.api.anon.get('/api/does-not-exist');
    expectStatus(res, 404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('the app really runs on the database TEST_DB names, with its schema migrated', async () => {
    expect(t.dbKind).toBe(testDbKind());
    if (t.dbKind === 'sqlite') {
      const file = t.databaseUrl.replace(/^sqlite:/, '');
      expect(statSync(file).size).toBeGreaterThan(0);
      return;
    }
    const url = new URL(t.databaseUrl);
    const conn = await createConnection(t.databaseUrl);
    try {
      const [rows] = await conn.query('SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ?', [
        url.pathname.slice(1),
      ]);
      expect(Number((rows as { n: number }[])[0].n)).toBeGreaterThanOrEqual(5);
    } finally {
      await conn.end();
    }
  });

  it('every response of this file went through the safety check', () => {
    expect(safetyStats.checked).toBeGreaterThanOrEqual(3);
  });
});
