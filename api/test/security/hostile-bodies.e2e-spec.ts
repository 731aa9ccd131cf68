/**
 * The second security pass (docs/security.md#second-pass): one request cannot stall everyone. Bodies are limited per route (a few KB where no image travels)
 * and JSON deeper than 8 levels is refused before parsing. While hostile 10 MB bodies arrive, /api/health keeps
 * answering; its latency is measured and reported (results/hostile-bodies.<db>.md), not asserted.
 */
import { API_MESSAGES } from '@petfoster/contracts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApp, type TestApp } from '../support/app';
import {
  createAnimal,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { median, writeReport } from './support/report';

const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const MB = 1024 * 1024;

/** A raw POST with a declared length; resolves with the status and when it came. */
function rawPost(port: number, path: string, body: string, token?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    // The server may answer and close before the whole body is written: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    req.end(body);
  });
}

describe('hostile bodies', () => {
  let t: TestApp;
  let port: number;
  let association: AssociationAccount;
  let family: FamilyAccount;
  const figures: string[] = [];

  beforeAll(async () => {
    t = await startApp({ throttle: false });
    port = ((t.app.getHttpServer() as http.Server).address() as AddressInfo).port;
    association = await registerAssociation(t.api);
    family = await registerFamily(t.api);
  });
  afterAll(async () => {
    writeReport('hostile-bodies', 'Hostile bodies', figures);
    await t?.close();
  });

  it('a 10 MB nested body on POST /login is refused with 413 before it is read', async () => {
    const { status, ms } = await rawPost(port, '/login', nested(10 * MB));
    expect(status).toBe(413);
    figures.push(`- 10 MB nested JSON on POST /login: 413 in ${ms.toFixed(1)} ms`);
  });

  it.each([
    ['/login', 4 * 1024 + 1],
    ['/api/animals/requests', 32 * 1024 + 1],
  ])('%s refuses a body of %d bytes (its limit + 1) with 413 and the French message', async (path, size) => {
    const res = await t.api
      .as(family.token)
      .post(path)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ motivation: 'x'.repeat(size) }));
    expectStatus(res, 413);
    expect(res.body.message).toBe(API_MESSAGES.payloadTooLarge);
  });

  it('a decision body over 1 KB is refused with 413', async () => {
    const res = await t.api
      .as(association.token)
      .put('/api/associations/requests-mods')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ id: 1, status: 'x'.repeat(1100) }));
    expectStatus(res, 413);
  });

  it('where an image travels, JSON nested deeper than 8 levels is refused (400) before it is parsed', async () => {
    const animal = await createAnimal(t.api, association);
    const deep = JSON.stringify({ name: 'Profond', extra: JSON.parse('['.repeat(9) + ']'.repeat(9)) });
    const res = await t.api
      .as(association.token)
      .put(`/api/animals/${animal.id}`)
      .set('Content-Type', 'application/json')
      .send(deep);
    expectStatus(res, 400);
    expect(res.body.message).toEqual([API_MESSAGES.invalidJson]);
  });

  it('8 levels are still accepted there (the limit is not lower than the bodies the API takes)', async () => {
    const animal = await createAnimal(t.api, association);
    const eight = JSON.stringify({ name: 'Moins profond', extra: JSON.parse('['.repeat(7) + ']'.repeat(7)) });
    const res = await t.api
      .as(association.token)
      .put(`/api/animals/${animal.id}`)
      .set('Content-Type', 'application/json')
      .send(eight);
    expectStatus(res, 200);
  });

  it('while hostile bodies arrive (10 MB on login, 14 MB nested on an image route), health keeps answering', async () => {
    const latencies: number[] = [];
    let hostileDone = false;
    const hostile = Promise.all([
      ...Array.from({ length: 4 }, () => rawPost(port, '/login', nested(10 * MB))),
      rawPost(port, '/api/animals', nested(14 * MB), association.token),
    ]).finally(() => {
      hostileDone = true;
    });
    const probes: number[] = [];
    while (!hostileDone || latencies.length < 20) {
      const started = performance.now();
      const res = await t.api.anon.get('/api/health');
      probes.push(res.status);
      latencies.push(performance.now() - started);
      if (latencies.length > 500) break;
    }
    const statuses = (await hostile).map((r) => r.status);
    expect(statuses).toEqual([413, 413, 413, 413, 400]);
    expect(new Set(probes)).toEqual(new Set([200]));
    figures.push(
      `- /api/health during 4 x 10 MB nested bodies on /login and one 14 MB nested body on POST /api/animals: ${latencies.length} answers, ` +
        `median ${median(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
  }, 60_000);
});
