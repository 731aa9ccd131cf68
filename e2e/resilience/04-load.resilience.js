'use strict';
/*
 * 200 concurrent connections for 30 s on mixed reads and writes (autocannon): reads of every public list and
 * detail, family-only reads, motivation edits by four families, animal edits by three associations. No error, no
 * non-2xx answer, and the API's resident memory settles where it was after a warm-up of the same load.
 * Writes are edits of existing rows, so the load never meets a legitimate 409 (duplicate request).
 */
const autocannon = require('autocannon');
const { privateApiPerFile } = require('./support/private-api');
const { DEMO_ASSOCIATIONS, DEMO_FAMILIES, call, loginAll, sleep, writeResult } = require('./support/http');

const DATABASE = 'petfoster_load';
const CONNECTIONS = Number(process.env.RESILIENCE_LOAD_CONNECTIONS || 200);
const DURATION_S = Number(process.env.RESILIENCE_LOAD_SECONDS || 30);
const WARMUP_S = 10;
const SETTLE_MS = 10_000;
const REQUESTS_PER_FAMILY = 5;

function fire(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

describe('load: 200 connections for 30 s, mixed reads and writes', () => {
  let db;
  let api;

  privateApiPerFile(DATABASE, (started) => ({ db, api } = started));

  test('no errors, memory settles', async () => {
    const associations = await loginAll(api.url, DEMO_ASSOCIATIONS);
    const families = await loginAll(api.url, DEMO_FAMILIES);
    const list = await call(api.url, 'GET', '/api/animals?limit=100');
    const animals = list.body;
    const free = animals.filter((a) => !a.requests.some((r) => r.status === 'Approuvée'));

    // Each family gets pending requests of its own to edit during the load.
    const familyRequests = new Map();
    for (const family of families) {
      const mine = [];
      for (const animal of free) {
        if (mine.length >= REQUESTS_PER_FAMILY) break;
        if (animal.requests.some((r) => r.family_id === family.familyId)) continue;
        const created = await call(api.url, 'POST', '/api/animals/requests', {
          token: family.token,
          body: {
            association_id: animal.association_id,
            animal_id: animal.id,
            motivation: 'Avant la charge',
            family_id: family.familyId,
          },
        });
        if (created.status !== 201)
          throw new Error(`set-up request: ${created.status} ${JSON.stringify(created.body)}`);
        mine.push(created.body.id);
      }
      familyRequests.set(family.familyId, mine);
    }
    const ownAnimals = new Map(
      associations.map((a) => [
        a.associationId,
        animals
          .filter((x) => x.association_id === a.associationId)
          .slice(0, 3)
          .map((x) => x.id),
      ]),
    );
    const [requestRowsBefore] = await db.query('SELECT COUNT(*) AS n FROM requests', [], DATABASE);

    const json = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
    // One entry per (kind, round): the k-th request of a kind goes to the next family, association, animal and
    // request in turn, so every family and association writes and every row edited is covered.
    const KINDS = 8;
    const catalogue = [];
    for (let round = 0; round < 60; round += 1) {
      const animal = animals[round % animals.length];
      const family = families[round % families.length];
      const association = associations[round % associations.length];
      const familyRequest = familyRequests.get(family.familyId)[
        Math.floor(round / families.length) % REQUESTS_PER_FAMILY
      ];
      const ownAnimal = ownAnimals.get(association.associationId)[Math.floor(round / associations.length) % 3];
      catalogue.push(
        { method: 'GET', path: `/api/animals?limit=20&offset=${round % 4}` },
        { method: 'GET', path: `/api/animals/${animal.id}` },
        {
          method: 'PUT',
          path: '/api/families/requests-mods',
          headers: json(family.token),
          body: JSON.stringify({ id: familyRequest, motivation: `Motivation sous charge ${round}` }),
        },
        { method: 'GET', path: '/api/associations' },
        { method: 'GET', path: `/api/families/${family.familyId}/requests`, headers: json(family.token) },
        {
          method: 'PUT',
          path: `/api/animals/${ownAnimal}`,
          headers: json(association.token),
          body: JSON.stringify({ description: `Description sous charge ${round}` }),
        },
        { method: 'GET', path: `/api/associations/${association.associationId}/animals` },
        {
          method: 'POST',
          path: '/api/animals/check-requests',
          headers: json(family.token),
          body: JSON.stringify({ animal_id: animal.id, family_id: family.familyId }),
        },
      );
    }
    let sent = 0;
    const requests = [
      {
        method: 'GET',
        path: '/api/health',
        setupRequest: (req) => ({ ...req, ...catalogue[sent++ % catalogue.length] }),
      },
    ];
    const writesPerCycle = catalogue.filter((r) => r.method === 'PUT').length;

    const rssAtStart = api.rss();
    const run = (duration) => fire({ url: api.url, connections: CONNECTIONS, duration, timeout: 20, requests });
    const warmup = await run(WARMUP_S);
    await sleep(SETTLE_MS);
    const rssAfterWarmupSettled = api.rss();
    const main = await run(DURATION_S);
    const rssRightAfter = api.rss();
    await sleep(SETTLE_MS);
    const rssSettled = api.rss();
    const health = await call(api.url, 'GET', '/api/health');
    const [requestRowsAfter] = await db.query('SELECT COUNT(*) AS n FROM requests', [], DATABASE);
    const editedIds = [...familyRequests.values()].flat();
    const [editedRequests] = await db.query(
      "SELECT COUNT(*) AS n FROM requests WHERE id IN (?) AND motivation LIKE 'Motivation sous charge %'",
      [editedIds],
      DATABASE,
    );
    const animalIds = [...ownAnimals.values()].flat();
    const [editedAnimals] = await db.query(
      "SELECT COUNT(*) AS n FROM animals WHERE id IN (?) AND description LIKE 'Description sous charge %'",
      [animalIds],
      DATABASE,
    );

    const summary = (result) => ({
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      resets: result.resets,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    });
    const figures = {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      requestMix: `${KINDS} kinds in turn, ${(writesPerCycle / catalogue.length) * 100}% writes (motivation edits by ${families.length} families, animal edits by ${associations.length} associations), the rest reads`,
      warmup: { durationSeconds: WARMUP_S, ...summary(warmup) },
      run: summary(main),
      writes: Math.round((main.requests.total * writesPerCycle) / catalogue.length),
      apiRssMiB: {
        atStart: rssAtStart,
        afterWarmupSettled: rssAfterWarmupSettled,
        rightAfterRun: rssRightAfter,
        afterRunSettled: rssSettled,
      },
      rssGrowthAfterWarmupMiB: Math.round((rssSettled - rssAfterWarmupSettled) * 10) / 10,
      requestRows: { before: requestRowsBefore.n, after: requestRowsAfter.n },
      rowsEdited: {
        requests: `${editedRequests.n}/${editedIds.length}`,
        animals: `${editedAnimals.n}/${animalIds.length}`,
      },
    };
    writeResult('load', figures);

    for (const result of [warmup, main]) {
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
    }
    // Throughput and memory are reported (results/), never asserted: they move with the machine (docs/decisions/validation-schemas.md).
    expect(main.requests.total).toBeGreaterThan(0);
    expect(Object.keys(main.statusCodeStats).every((code) => code === '200')).toBe(true);
    expect(health.status).toBe(200);
    // Edits only: not one row more or less.
    expect(requestRowsAfter.n).toBe(requestRowsBefore.n);
    // ...and the edits did land, on every row the load wrote to.
    expect(editedRequests.n).toBe(editedIds.length);
    expect(editedAnimals.n).toBe(animalIds.length);
    expect(api.running).toBe(true);
  });
});
