#!/usr/bin/env node
'use strict';
/*
 * One fixed burst against one API build, for comparing two builds pair by pair on the same machine
 * (bench/README.md): starts node <root>/api/dist/main.js on a bench database
 * (bench/generate-data.js), sends --requests requests to each public read below with autocannon (10 connections),
 * prints one JSON line of requests/s and p50 per endpoint and the API process's CPU seconds, and exits. The anonymous
 * reads, so that two releases with different token claims are measured alike; with --write N, also N foster request
 * creations (bench/api.js's create_request: a free family, an open animal and an Idempotency-Key each), whose tokens
 * carry the claims both releases read (role, userId, familyId). A write changes the database: give each run its own
 * copy (SQLite) or its own --write-offset (the pairs already posted answer 409).
 *
 *   node bench/api-burst.js --root /path/to/other/checkout --database mysql://root@127.0.0.1:3306/petfoster_bench_10000
 *                           [--requests 3000] [--write 500 --write-offset 0 --size 10000]
 */
const path = require('node:path');
const autocannon = require('autocannon');
const fs = require('node:fs');
const { startApi, ROOT } = require('./lib/process');
const { scenarios } = require('./api');

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};

const ENDPOINTS = [
  { name: 'list', path: '/api/animals?limit=24' },
  { name: 'list_species', path: '/api/animals?species=Chat&limit=24' },
  { name: 'detail', path: '/api/animals/4242' },
];

async function main() {
  const root = path.resolve(option('root', ROOT));
  const databaseUrl = option('database', `sqlite:${path.join(ROOT, 'data/bench/bench-10000.sqlite')}`);
  const amount = Number(option('requests', '3000'));
  const writes = Number(option('write', '0'));
  const api = await startApi({ databaseUrl, root });
  const figures = {};
  let cpuSeconds;
  try {
    const burst = async (name, request, count) => {
      const started = process.hrtime.bigint();
      const result = await autocannon({ url: api.url, connections: 10, amount: count, requests: [request] });
      // autocannon's own duration is whole seconds, too coarse for bursts of a few seconds.
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const non2xx = result.non2xx + result.errors;
      if (non2xx) throw new Error(`${name}: ${non2xx} answers were not 2xx`);
      figures[name] = { rps: Math.round(result.requests.total / seconds), p50_ms: result.latency.p50 };
    };
    for (const endpoint of ENDPOINTS) await burst(endpoint.name, { method: 'GET', path: endpoint.path }, amount);
    if (writes > 0) {
      const size = Number(option('size', '10000'));
      const firstPost = Number(option('write-offset', '0'));
      const create = scenarios(size, { firstPost }).find((scenario) => scenario.name === 'create_request');
      await burst('create_request', { method: 'POST', path: create.path, setupRequest: create.setupRequest }, writes);
    }
    cpuSeconds = processCpuSeconds(api.child.pid);
  } finally {
    await api.stop();
  }
  const shown = databaseUrl.replace(/\/\/[^@]*@/, '//');
  console.log(JSON.stringify({ root, databaseUrl: shown, amount, writes, api_cpu_s: cpuSeconds, figures }));
}

/** User + system CPU time of a process so far, from /proc (Linux), in seconds; null elsewhere. */
function processCpuSeconds(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks, 100/s).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Math.round(Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
