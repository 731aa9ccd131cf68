#!/usr/bin/env node
'use strict';
/*
 * Saved searches' matching (docs/product.md#saved-searches) at 100,000 saved searches: the time to find the searches
 * one new animal matches, as the API does it when an animal is posted (api/src/saved-searches/saved-search-matcher.ts,
 * from api/dist: the animal's read, then one statement on IDX_saved_searches_match, then the exact distance of the
 * candidates with a radius), on SQLite and on MariaDB. For --animals (200) animals of the catalogue one after the
 * other after 20 warm-up matchings: p50, p99, mean, max, the searches matched (median and most), the statements and
 * the database's plan of the matching statement. Target: p50 under 50 ms on each database; reported, never asserted.
 *
 *   node bench/saved-searches.js [--searches 100000] [--animals 200] [--dbs sqlite,mariadb]
 *
 * The data: bench/generate-data.js at 1,000 animals (1,000 associations over France, 20,000 families; it replaces
 * petfoster_bench_1000 and data/bench/bench-1000.sqlite as bench/run.js does), then --searches saved searches, 10 per
 * family account (the API's ceiling), their filters drawn with a fixed seed: a species for 80 %, a sex for 30 %, a
 * size and an age group for 40 % each, near a postal code (10 to 100 km) for 50 % and a département for 25 %, each
 * good_with for 15 %; alerts instant 45 %, daily 45 %, off 10 %. Written to bench/results/saved-searches.json, which
 * bench/report.js renders in docs/performance.md.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { generate, ASSOCIATIONS, sqliteFile } = require('./generate-data');

const ROOT = path.resolve(__dirname, '..');
const ANIMALS_IN_CATALOGUE = 1000;
const GEO = require(path.join(ROOT, 'api/geo/communes-fr.json'));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const SEARCHES = Number(option('searches', '100000'));
const SAMPLES = Number(option('animals', '200'));
const WARM_UP = 20;
const DBS = option('dbs', 'sqlite,mariadb').split(',');
const PER_ACCOUNT = 10;

/** A fixed sequence (mulberry32): the same searches on both databases and on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function searchRows() {
  const { boundingBox } = require(path.join(ROOT, 'api/dist/geo/normalize'));
  const next = random(42);
  const pick = (values) => values[Math.floor(next() * values.length)];
  const zips = Object.keys(GEO.codes);
  const departments = [...new Set(zips.map((zip) => GEO.codes[zip][0][1]))];
  const rows = [];
  for (let i = 0; i < SEARCHES; i++) {
    const userId = ASSOCIATIONS + 1 + Math.floor(i / PER_ACCOUNT);
    const species = next() < 0.8 ? pick([1, 2, 3]) : 0;
    const gender = next() < 0.3 ? pick(['mâle', 'femelle']) : '';
    const size = next() < 0.4 ? pick(['petit', 'moyen', 'grand']) : '';
    const age = next() < 0.4 ? pick(['young', 'adult', 'senior']) : '';
    const place = next();
    let department = '';
    let latitude = null;
    let longitude = null;
    let radius = null;
    let box = { minLat: -90, maxLat: 90, minLon: -360, maxLon: 360 };
    if (place < 0.5) {
      const [, , lat, lon] = GEO.codes[pick(zips)][0];
      [latitude, longitude, radius] = [lat, lon, 10 + Math.floor(next() * 91)];
      box = boundingBox(lat, lon, radius);
    } else if (place < 0.75) department = pick(departments);
    const frequency = next() < 0.1 ? 'off' : next() < 0.5 ? 'instant' : 'daily';
    const needs = [next() < 0.15, next() < 0.15, next() < 0.15].map(Number);
    rows.push([
      userId,
      `Recherche ${i}`,
      frequency,
      '',
      species,
      gender,
      size,
      age,
      department,
      ...needs,
      latitude,
      longitude,
      radius,
      box.minLat,
      box.maxLat,
      box.minLon,
      box.maxLon,
      '2026-11-01 10:00:00',
    ]);
  }
  return rows;
}
const COLUMNS = [
  'user_id',
  'name',
  'frequency',
  'query',
  'species_id',
  'gender',
  'size',
  'age_group',
  'department',
  'needs_children',
  'needs_cats',
  'needs_dogs',
  'latitude',
  'longitude',
  'radius_km',
  'min_lat',
  'max_lat',
  'min_lon',
  'max_lon',
  'created_at',
];

/** The manager's one method the matcher calls, on each driver: `query(sql, params)` answering rows. */
async function openSqlite() {
  const Database = require('better-sqlite3');
  const db = new Database(sqliteFile(ANIMALS_IN_CATALOGUE));
  db.pragma('journal_mode = WAL');
  db.exec('DELETE FROM saved_search_matches; DELETE FROM saved_searches');
  const rows = searchRows();
  db.transaction(() => {
    const tuple = `(${COLUMNS.map(() => '?').join(', ')})`;
    for (let i = 0; i < rows.length; i += 500) {
      const slice = rows.slice(i, i + 500);
      db.prepare(
        `INSERT INTO saved_searches (${COLUMNS.join(', ')}) VALUES ${Array(slice.length).fill(tuple).join(', ')}`,
      ).run(slice.flat());
    }
  })();
  db.exec('ANALYZE');
  // Prepared once per text, as TypeORM's better-sqlite3 driver keeps its statements (statementCacheSize).
  const statements = new Map();
  const prepared = (sql) => {
    if (!statements.has(sql)) statements.set(sql, db.prepare(sql));
    return statements.get(sql);
  };
  return {
    query: async (sql, params) => prepared(sql).all(params),
    plan: (sql, params) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(params)
        .map((row) => row.detail)
        .join('; '),
    close: async () => db.close(),
  };
}

async function openMariadb(databaseUrl) {
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({ uri: databaseUrl, charset: 'utf8mb4_unicode_ci', timezone: 'Z' });
  await connection.query('DELETE FROM saved_search_matches');
  await connection.query('DELETE FROM saved_searches');
  const rows = searchRows();
  await connection.beginTransaction();
  for (let i = 0; i < rows.length; i += 2000)
    await connection.query(`INSERT INTO saved_searches (${COLUMNS.join(', ')}) VALUES ?`, [rows.slice(i, i + 2000)]);
  await connection.commit();
  await connection.query('ANALYZE TABLE saved_searches');
  return {
    query: async (sql, params) => (await connection.query(sql, params))[0],
    plan: async (sql, params) =>
      (await connection.query(`EXPLAIN ${sql}`, params))[0]
        .map((row) => `${row.type} on ${row.key} (${row.key_len}), rows ${row.rows}, ${row.Extra}`)
        .join('; '),
    close: () => connection.end(),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 100) / 100;

async function benchDb(db) {
  const { matchingSearches, matchStatement, ANIMAL_TO_MATCH_SQL } = require(
    path.join(ROOT, 'api/dist/saved-searches/saved-search-matcher'),
  );
  const { databaseUrl } = await generate({ db, animals: ANIMALS_IN_CATALOGUE });
  const manager = db === 'sqlite' ? await openSqlite() : await openMariadb(databaseUrl);
  try {
    const today = new Date();
    const ids = Array.from({ length: SAMPLES + WARM_UP }, (_, i) => 1 + ((i * 37) % ANIMALS_IN_CATALOGUE));
    const times = [];
    const cpuTimes = [];
    const matched = [];
    for (const [index, id] of ids.entries()) {
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const found = await matchingSearches(manager, id, today);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const used = process.cpuUsage(cpu);
      if (index < WARM_UP) continue;
      times.push(ms);
      cpuTimes.push((used.user + used.system) / 1000);
      matched.push(found.length);
    }
    const [animal] = await manager.query(ANIMAL_TO_MATCH_SQL, [ids[WARM_UP]]);
    const statement = matchStatement(animal, today);
    const sorted = [...times].sort((a, b) => a - b);
    const counts = [...matched].sort((a, b) => a - b);
    return {
      database: db,
      saved_searches: SEARCHES,
      animals_matched: SAMPLES,
      p50_ms: round(percentile(sorted, 50)),
      p99_ms: round(percentile(sorted, 99)),
      mean_ms: round(times.reduce((sum, ms) => sum + ms, 0) / times.length),
      max_ms: round(sorted[sorted.length - 1]),
      // This process's CPU time per matching: on SQLite the whole statement (in process), on MariaDB the driver's
      // part only. Apart from the wall time, which the machine's other work stretches.
      process_cpu_p50_ms: round(
        percentile(
          [...cpuTimes].sort((a, b) => a - b),
          50,
        ),
      ),
      searches_matched_median: percentile(counts, 50),
      searches_matched_most: counts[counts.length - 1],
      plan: await manager.plan(statement.sql, statement.params),
    };
  } finally {
    await manager.close();
  }
}

(async () => {
  if (!fs.existsSync(path.join(ROOT, 'api/dist/saved-searches/saved-search-matcher.js'))) {
    console.log('[bench] building the API…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build of api failed');
  }
  const started = new Date();
  const loadStart = os.loadavg().map((value) => round(value));
  const runs = [];
  for (const db of DBS) {
    console.log(`[bench] ${db}: ${SEARCHES} saved searches…`);
    runs.push(await benchDb(db));
  }
  const { matchStatement, ANIMAL_TO_MATCH_SQL } = require(
    path.join(ROOT, 'api/dist/saved-searches/saved-search-matcher'),
  );
  const example = matchStatement(
    {
      species_id: 2,
      gender: 'femelle',
      size: 'petit',
      date_of_birth: '2024-03-01',
      good_with_children: true,
      good_with_cats: null,
      good_with_dogs: false,
      department: '14',
      latitude: 49.18,
      longitude: -0.37,
    },
    started,
  );
  const cpus = os.cpus();
  const report = {
    name: 'saved-searches',
    date: started.toISOString(),
    machine: {
      cpu_model: cpus[0] ? cpus[0].model.trim() : 'unknown',
      cores: cpus.length,
      memory_gb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      load_average_at_start: loadStart,
      load_average_at_end: os.loadavg().map((value) => round(value)),
    },
    results: {
      saved_search_matching: {
        what: 'the saved searches one new animal matches, as POST /api/animals finds them (bench/saved-searches.js)',
        load: `load average ${loadStart.join(' ')} at start on ${os.cpus().length} cores: other sessions' builds and tests ran at the same time`,
        sql_animal: ANIMAL_TO_MATCH_SQL.replace(/\s+/g, ' '),
        sql_matching: example.sql,
        ...Object.fromEntries(runs.map((run) => [`plan_${run.database}`, run.plan])),
        runs: runs.map(({ plan: _plan, ...run }) => run),
      },
    },
    targets: runs.map((run) => ({
      target: `${run.database}: p50 < 50 ms, one animal at ${SEARCHES.toLocaleString('en')} searches`,
      value: run.p50_ms,
      met: run.p50_ms < 50,
    })),
  };
  const file = path.join(__dirname, 'results', 'saved-searches.json');
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report.targets, null, 2));
  console.log(`wrote ${path.relative(ROOT, file)}`);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
