#!/usr/bin/env node
'use strict';
/*
 * API load benchmark (docs/performance.md). For each database (SQLite, MariaDB) and catalogue size (1k, 10k, 100k animals):
 * loads the dataset (bench/generate-data.js), starts node api/dist/main.js (request logging off) and runs
 * autocannon on five endpoints, then reports requests/s, p50 and p99 latency, status codes, and the SQL statements
 * each request ran (X-Sql-Count, from a second start with SQL_COUNT=true so that counting never slows the load run).
 * On MariaDB it also runs the ceiling (bench/ceiling-server.js) on the same list query and reports the ratio.
 *
 *   node bench/api.js [--duration 10] [--connections 10] [--sizes 1000,10000,100000] [--dbs sqlite,mariadb]
 *                     [--flat-rounds 7] [--only-flat] [--scenarios family_search,family_search_wide]
 * --scenarios runs only the named scenarios (and no ceiling unless `list` is one of them).
 * then the flat-cost check of matching (docs/matching.md) (runFlatCost: every size at once, interleaved rounds, paired ratios).
 */
const { randomUUID } = require('node:crypto');
const path = require('node:path');
const autocannon = require('autocannon');
const { generate, FAMILIES, FAMILIES_WITH_REQUESTS, isHoused } = require('./generate-data');
const { startApi, startNode, freePort, waitFor } = require('./lib/process');
const { familyToken, associationToken } = require('./lib/tokens');

/** Association 1 is the bench owner: 50 animals and 100 requests at every catalogue size. */
const OWNER_TOKEN = associationToken(1);

/**
 * The scenarios. POST /api/animals/requests: each request uses a family without any request yet (10001..20000)
 * and an animal that is not housed, in an order that never repeats a (family, animal) pair within a run, so the
 * expected answer is 201; 409 and 429 are counted and reported separately. It carries its own Idempotency-Key, as
 * the front ends' client sends one with every write: its statements include the key's.
 */
function scenarios(size, { firstPost = 0 } = {}) {
  const freeFamilies = FAMILIES - FAMILIES_WITH_REQUESTS;
  const openAnimals = [];
  for (let a = 1; a <= size && openAnimals.length < 5000; a++) if (!isHoused(a)) openAnimals.push(a);
  const tokens = Array.from({ length: freeFamilies }, (_, i) => familyToken(FAMILIES_WITH_REQUESTS + 1 + i));
  // A later run on the same database starts further on (bench/api-burst.js --write-offset), so its pairs are new too.
  let posted = firstPost;
  let detail = 0;
  // A fixed stride walks the whole catalogue, so detail reads are not all served from the same pages.
  const detailId = () => 1 + ((detail++ * 7919) % size);
  return [
    { name: 'list', label: 'GET /api/animals?limit=24', path: '/api/animals?limit=24' },
    {
      name: 'list_species',
      label: 'GET /api/animals?species=Chat&limit=24',
      path: '/api/animals?species=Chat&limit=24',
    },
    {
      // Matching (docs/matching.md): the combined catalogue filters.
      name: 'list_combined',
      label: 'GET /api/animals?species=Chat&age=adult&good_with=children&near=69001&radius_km=50&limit=24',
      path: '/api/animals?species=Chat&age=adult&good_with=children&near=69001&radius_km=50&limit=24',
    },
    {
      name: 'family_search',
      label: 'GET /api/families/search?species=Chien&near=69001&radius_km=50 (association token, 20,000 families)',
      path: '/api/families/search?species=Chien&near=69001&radius_km=50',
      headers: { authorization: `Bearer ${OWNER_TOKEN}` },
    },
    {
      // The widest radius the API allows: most of France, thousands of families in range.
      name: 'family_search_wide',
      label: 'GET /api/families/search?species=Chien&near=69001&radius_km=500 (association token, 20,000 families)',
      path: '/api/families/search?species=Chien&near=69001&radius_km=500',
      headers: { authorization: `Bearer ${OWNER_TOKEN}` },
    },
    {
      name: 'detail',
      label: 'GET /api/animals/{id}',
      path: '/api/animals/1',
      setupRequest: (request) => ({ ...request, path: `/api/animals/${detailId()}` }),
    },
    {
      name: 'association_requests',
      label: 'GET /api/associations/1/requests (owner token, 100 requests)',
      path: '/api/associations/1/requests',
      headers: { authorization: `Bearer ${OWNER_TOKEN}` },
    },
    {
      name: 'create_request',
      label: 'POST /api/animals/requests (distinct family and Idempotency-Key per request)',
      path: '/api/animals/requests',
      method: 'POST',
      // A write with its key, its mail and its answer: the target for it is 11 (10 for the reads).
      maxStatements: 11,
      setupRequest: (request) => {
        const i = posted++;
        // Spread over animals; the family shifts by one each time the animal list wraps, so no pair repeats.
        const animal = openAnimals[i % openAnimals.length];
        const familyIndex = (i + Math.floor(i / openAnimals.length)) % freeFamilies;
        return {
          ...request,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[familyIndex]}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            animal_id: animal,
            family_id: FAMILIES_WITH_REQUESTS + 1 + familyIndex,
            motivation: 'Nous avons un jardin clos.',
          }),
        };
      },
    },
  ];
}

function summarize(result) {
  const statuses = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats || {})) statuses[code] = count;
  return {
    requests_per_second: Math.round(result.requests.average * 10) / 10,
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function load(url, scenario, { duration, connections }) {
  const request = { method: scenario.method || 'GET', path: scenario.path, headers: scenario.headers };
  if (scenario.setupRequest) request.setupRequest = scenario.setupRequest;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(summarize(result)),
    );
  });
}

/** Statements per request, read from X-Sql-Count (a few requests each, the maximum is kept). */
async function sqlCounts(url, size, only) {
  const counts = {};
  const list = scenarios(size).filter((scenario) => !only || only.includes(scenario.name));
  for (const scenario of list) {
    let max = 0;
    let status;
    for (let i = 0; i < 3; i++) {
      const request = scenario.setupRequest
        ? scenario.setupRequest({
            path: scenario.path,
            method: scenario.method || 'GET',
            headers: scenario.headers || {},
          })
        : { path: scenario.path, method: 'GET', headers: scenario.headers || {} };
      const response = await fetch(url + request.path, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      status = response.status;
      await response.arrayBuffer();
      max = Math.max(max, Number(response.headers.get('x-sql-count') || NaN));
    }
    counts[scenario.name] = { statements: max, status, target: scenario.maxStatements ?? 10 };
  }
  return counts;
}

async function startCeiling(databaseUrl) {
  const port = await freePort();
  const child = startNode(path.join(__dirname, 'ceiling-server.js'), { PORT: String(port), DATABASE_URL: databaseUrl });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/animals?limit=1`, { child });
  return { url, stop: () => child.stop() };
}

async function runApiBench({
  dbs = ['sqlite', 'mariadb'],
  sizes = [1000, 10000, 100000],
  duration = 10,
  connections = 10,
  flatRounds = 7,
  onlyFlat = false,
  only = null,
  log = (line) => console.error(line),
} = {}) {
  const runs = [];
  for (const db of onlyFlat ? [] : dbs) {
    for (const size of sizes) {
      log(`[api] ${db} ${size} animals: loading data…`);
      const data = await generate({ db, animals: size });
      const run = {
        db,
        animals: size,
        dataset: data.counts,
        load_seconds: data.seconds,
        endpoints: {},
        sql_statements: {},
      };

      const counting = await startApi({ databaseUrl: data.databaseUrl, sqlCount: true });
      try {
        run.sql_statements = await sqlCounts(counting.url, size, only);
      } finally {
        await counting.stop();
      }
      // The counting pass inserted a few requests: reload so every load run starts from the same rows.
      await generate({ db, animals: size });

      const api = await startApi({ databaseUrl: data.databaseUrl });
      const ceiling =
        db === 'mariadb' && (!only || only.includes('list')) ? await startCeiling(data.databaseUrl) : null;
      try {
        const list = scenarios(size).filter((scenario) => !only || only.includes(scenario.name));
        // Warm-up: JIT, connection pools, database caches.
        await load(api.url, list[0], { duration: Math.min(3, duration), connections });
        if (ceiling) await load(ceiling.url, list[0], { duration: Math.min(3, duration), connections });
        for (const scenario of list) {
          log(`[api] ${db} ${size}: ${scenario.label}`);
          run.endpoints[scenario.name] = {
            label: scenario.label,
            ...(await load(api.url, scenario, { duration, connections })),
          };
          if (ceiling && scenario.name === 'list') {
            // Right after the API's own list run, on the same rows (POSTs come last), so both see the same machine.
            log(`[api] ${db} ${size}: ceiling (node:http + mysql2) GET /api/animals?limit=24`);
            const result = await load(ceiling.url, scenario, { duration, connections });
            run.ceiling = { label: 'node:http + mysql2, GET /api/animals?limit=24', ...result };
            run.ceiling_ratio =
              Math.round((run.endpoints.list.requests_per_second / result.requests_per_second) * 100) / 100;
          }
        }
      } finally {
        await api.stop();
        if (ceiling) await ceiling.stop();
      }
      runs.push(run);
    }
  }
  const flat_cost = [];
  if (flatRounds > 0 && sizes.length > 1)
    for (const db of dbs)
      flat_cost.push(await runFlatCost({ db, sizes, rounds: flatRounds, seconds: 2, connections, log }));
  return { duration_seconds: duration, connections, runs, growth: growth(runs), flat_cost };
}

/** Scenarios of the flat-cost check (docs/matching.md): the unchanged list is the reference for the machine's own noise. */
const FLAT_SCENARIOS = ['list', 'list_combined', 'family_search'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The flat-cost check measured so that the machine's load cannot decide it: one API per catalogue size runs at the
 * same time, and each round loads every size back to back (short bursts, the order rotating), so a busy moment
 * hits all sizes alike. Per round, p50 at the largest size / p50 at the smallest is a paired ratio; the check is
 * the median of those ratios. Sequential runs of minutes apart moved the unchanged list by up to 1.86x.
 */
async function runFlatCost({ db, sizes, rounds, seconds, connections, log }) {
  const apis = [];
  try {
    for (const size of sizes) {
      const data = await generate({ db, animals: size });
      apis.push({ size, ...(await startApi({ databaseUrl: data.databaseUrl })) });
    }
    const byScenario = {};
    for (const name of FLAT_SCENARIOS) {
      const p50 = Object.fromEntries(sizes.map((size) => [size, []]));
      for (const api of apis) {
        const scenario = scenarios(api.size).find((s) => s.name === name);
        await load(api.url, scenario, { duration: 1, connections }); // warm-up
      }
      for (let round = 0; round < rounds; round++) {
        const order = apis.map((_, i) => apis[(i + round) % apis.length]);
        for (const api of order) {
          const scenario = scenarios(api.size).find((s) => s.name === name);
          p50[api.size].push((await load(api.url, scenario, { duration: seconds, connections })).latency_p50_ms);
        }
      }
      const [small, large] = [sizes[0], sizes[sizes.length - 1]];
      const ratios = p50[large].map((value, i) => (p50[small][i] ? value / p50[small][i] : NaN));
      byScenario[name] = {
        p50_ms_by_round: p50,
        p50_median_ms: Object.fromEntries(sizes.map((size) => [size, median(p50[size])])),
        paired_ratio_median: Math.round(median(ratios) * 100) / 100,
        paired_ratios: ratios.map((r) => Math.round(r * 100) / 100),
      };
      log(`[api] flat ${db} ${name}: median paired p50 ratio ${byScenario[name].paired_ratio_median}`);
    }
    return { db, sizes, rounds, seconds_per_burst: seconds, connections, scenarios: byScenario };
  } finally {
    for (const api of apis) await api.stop();
  }
}

/** p50 at the largest size divided by p50 at the smallest, per database and endpoint (1.0 = flat). */
function growth(runs) {
  const out = {};
  for (const db of new Set(runs.map((r) => r.db))) {
    const own = runs.filter((r) => r.db === db).sort((a, b) => a.animals - b.animals);
    if (own.length < 2) continue;
    const [small, large] = [own[0], own[own.length - 1]];
    out[db] = { from: small.animals, to: large.animals, p50_ratio: {}, rps_ratio: {} };
    for (const name of Object.keys(large.endpoints)) {
      const a = small.endpoints[name];
      const b = large.endpoints[name];
      if (!a || !b) continue;
      out[db].p50_ratio[name] = a.latency_p50_ms ? Math.round((b.latency_p50_ms / a.latency_p50_ms) * 100) / 100 : null;
      out[db].rps_ratio[name] = a.requests_per_second
        ? Math.round((b.requests_per_second / a.requests_per_second) * 100) / 100
        : null;
    }
  }
  return out;
}

module.exports = { runApiBench, scenarios };

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  runApiBench({
    duration: Number(option('duration', '10')),
    connections: Number(option('connections', '10')),
    sizes: option('sizes', '1000,10000,100000').split(',').map(Number),
    dbs: option('dbs', 'sqlite,mariadb').split(','),
    flatRounds: Number(option('flat-rounds', '7')),
    onlyFlat: args.includes('--only-flat'),
    only: option('scenarios', null)?.split(',') ?? null,
  }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
