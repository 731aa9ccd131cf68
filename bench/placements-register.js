#!/usr/bin/env node
'use strict';
/*
 * The placements register's export (docs/product.md#placements-register) with 10,000 placements: the time from the
 * request to the last byte of GET /api/associations/1/placements-register as CSV and as PDF, through the running
 * API (node api/dist/main.js), on SQLite and on MariaDB. One warm-up, then --runs runs (5 by default) per format;
 * prints the median, the fastest and the slowest, the size, and the CSV's line count (10,000 lines and the header).
 * The target is under 2 s for 10,000 placements; the figures are reported, never asserted.
 *
 *   node bench/placements-register.js [--runs 5] [--dbs sqlite,mariadb]
 *
 * The data: bench/generate-data.js at 1,000 animals (its users, associations, families and requests; it replaces
 * petfoster_bench_1000 and data/bench/bench-1000.sqlite as bench/run.js does), then 10,000 approved requests of
 * association 1 (the bench owner, an admin's account) and their placements, with the register's copy of the animal and
 * the family filled in, over 2025 and 2026; the period asked covers them all.
 */
const { createHmac } = require('node:crypto');
const path = require('node:path');
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');
const { generate, FAMILIES, sqliteFile } = require('./generate-data');
const { ROOT, startApi, BENCH_JWT_SECRET } = require('./lib/process');

const PLACEMENTS = 10000;
const ANIMALS = 1000;
const FIRST_REQUEST_ID = 1_000_000;
const PERIOD = { from: '2025-01-01', to: '2026-12-31' };
const OUTCOMES = ['retour_association', 'adopte_ailleurs', 'transfere', 'adopte_par_la_famille'];
const NAMES = ['Moustache', 'Filou', 'Caramel', 'Noisette', 'Rex', 'Plume', 'Pistache', 'Oscar', 'Luna', 'Simba'];
const STREETS = ['rue des Lilas', 'allée des Châtaigniers', 'place de l’Église', 'boulevard Gambetta'];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('runs', '5'));
const DBS = option('dbs', 'sqlite,mariadb').split(',');

const base64url = (value) => Buffer.from(value).toString('base64url');
function signToken(payload) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ ...payload, iat: now, exp: now + 3600 }))}`;
  return `${head}.${createHmac('sha256', BENCH_JWT_SECRET).update(head).digest('base64url')}`;
}
/** Association 1's account is its admin (bench/generate-data.js). */
const OWNER_TOKEN = signToken({ role: 'association', userId: 1, associationId: 1 });

const pad = (n) => String(n).padStart(2, '0');
/** A day of 2025 or 2026 for the i-th placement. */
const dayOf = (i) => `${2025 + (i % 2)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;
const stamp = (i) => `${dayOf(i)} ${pad(i % 24)}:${pad(i % 60)}:00`;

const requestColumns = [
  'id',
  'animal_id',
  'animal_name',
  'family_id',
  'association_id',
  'motivation',
  'status',
  'created_at',
];
const placementColumns = [
  'request_id',
  'association_id',
  'family_id',
  'animal_id',
  'status',
  'contract_version',
  'start_date',
  'end_date',
  'notice_days',
  'cost_veterinary',
  'cost_food',
  'cost_supplies',
  'started_on',
  'ended_on',
  'outcome',
  'animal_name',
  'species_id',
  'identification',
  'family_lastname',
  'family_firstname',
  'family_address',
  'family_zip_code',
  'family_city',
  'created_at',
  'updated_at',
];

/** The 10,000 requests and placements, as rows in the order of the columns above. */
function placementRows() {
  const requests = [];
  const placements = [];
  for (let i = 0; i < PLACEMENTS; i++) {
    const requestId = FIRST_REQUEST_ID + i;
    const familyId = 1 + (i % FAMILIES);
    const name = `${NAMES[i % NAMES.length]} ${i}`;
    const ended = i % 2 === 0;
    const start = dayOf(i);
    const end = ended ? `${start.slice(0, 8)}28` : null;
    requests.push([requestId, null, name, familyId, 1, null, 'Approuvée', stamp(i)]);
    placements.push([
      requestId,
      1,
      familyId,
      null,
      ended ? 'ended' : 'active',
      1,
      start,
      end,
      15,
      'association',
      'family',
      'association',
      start,
      end,
      ended ? OUTCOMES[i % OUTCOMES.length] : null,
      name,
      1 + (i % 3),
      i % 3 ? `Puce électronique 250 268 ${String(100000000 + i).replace(/(\d{3})(?=\d)/g, '$1 ')}` : 'Tatouage ABC123',
      `Famille ${i}`,
      i % 5 ? 'Léa' : 'Éloïse',
      `${1 + (i % 120)} ${STREETS[i % STREETS.length]}`,
      `${69001 + (i % 9)}`,
      'Lyon',
      stamp(i),
      stamp(i),
    ]);
  }
  return [
    ['requests', requestColumns, requests],
    ['placements', placementColumns, placements],
  ];
}

async function addPlacementsMariadb(databaseUrl) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({ uri: databaseUrl, charset: 'utf8mb4_unicode_ci' });
  await connection.beginTransaction();
  for (const [table, columns, values] of placementRows())
    for (let i = 0; i < values.length; i += 2000)
      await connection.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [
        values.slice(i, i + 2000),
      ]);
  await connection.commit();
  await connection.query('ANALYZE TABLE requests, placements');
  await connection.end();
}

function addPlacementsSqlite() {
  const Database = require('better-sqlite3');
  const db = new Database(sqliteFile(ANIMALS));
  db.pragma('journal_mode = WAL');
  db.transaction(() => {
    for (const [table, columns, values] of placementRows())
      for (let i = 0; i < values.length; i += 500) {
        const slice = values.slice(i, i + 500);
        const tuple = `(${columns.map(() => '?').join(', ')})`;
        db.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(slice.length).fill(tuple).join(', ')}`,
        ).run(slice.flat());
      }
  })();
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** One export: milliseconds from the request to the last byte, and the body. */
async function timeExport(url, format) {
  const started = process.hrtime.bigint();
  const response = await fetch(
    `${url}/api/associations/1/placements-register?from=${PERIOD.from}&to=${PERIOD.to}&format=${format}`,
    {
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'accept-encoding': 'identity' },
    },
  );
  const body = Buffer.from(await response.arrayBuffer());
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status !== 200) throw new Error(`${format}: ${response.status} ${body.toString('utf8').slice(0, 300)}`);
  return { ms, body };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function benchDb(db) {
  const { databaseUrl } = await generate({ db, animals: ANIMALS });
  if (db === 'sqlite') addPlacementsSqlite();
  else await addPlacementsMariadb(databaseUrl);
  const api = await startApi({ databaseUrl });
  const results = [];
  try {
    for (const format of ['csv', 'pdf']) {
      const warm = await timeExport(api.url, format);
      const times = [];
      for (let run = 0; run < RUNS; run++) times.push((await timeExport(api.url, format)).ms);
      const lines = format === 'csv' ? warm.body.toString('utf8').split('\r\n').filter(Boolean).length : null;
      results.push({
        db,
        format,
        median: median(times),
        min: Math.min(...times),
        max: Math.max(...times),
        bytes: warm.body.length,
        lines,
      });
    }
  } finally {
    await api.stop();
  }
  return results;
}

(async () => {
  if (!fs.existsSync(path.join(ROOT, 'api/dist/main.js'))) {
    console.log('[bench] building the API…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build of api failed');
  }
  const results = [];
  for (const db of DBS) {
    console.log(`[bench] ${db}: loading ${PLACEMENTS} placements…`);
    results.push(...(await benchDb(db)));
  }
  console.log(
    `\nPlacements register, ${PLACEMENTS} placements, ${RUNS} runs after a warm-up (target: under 2,000 ms)\n`,
  );
  console.log('| database | format | median (ms) | fastest (ms) | slowest (ms) | size (bytes) | CSV lines |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.db} | ${r.format} | ${r.median.toFixed(0)} | ${r.min.toFixed(0)} | ${r.max.toFixed(0)} | ${r.bytes} | ${r.lines ?? ''} |`,
    );
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
