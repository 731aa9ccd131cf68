#!/usr/bin/env node
'use strict';
/*
 * One fixed burst against one API build, for comparing two builds pair by pair on the same machine
 * (bench/README.md): starts node <root>/api/dist/main.js on a bench database
 * (bench/generate-data.js), sends --requests requests to each public read below with autocannon (10 connections),
 * prints one JSON line of requests/s and p50 per endpoint, and exits. The anonymous reads only, so that two releases
 * with different token claims are measured alike.
 *
 *   node bench/api-burst.js --root /path/to/other/checkout --database mysql://root@127.0.0.1:3306/petfoster_bench_10000
 */
const path = require('node:path');
const autocannon = require('autocannon');
const { startApi, ROOT } = require('./lib/process');

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
  const api = await startApi({ databaseUrl, root });
  const figures = {};
  try {
    for (const endpoint of ENDPOINTS) {
      const result = await autocannon({ url: `${api.url}${endpoint.path}`, connections: 10, amount });
      const non2xx = result.non2xx + result.errors;
      if (non2xx) throw new Error(`${endpoint.path}: ${non2xx} answers were not 2xx`);
      figures[endpoint.name] = {
        // autocannon's duration is in seconds.
        rps: Math.round(result.requests.total / result.duration),
        p50_ms: result.latency.p50,
      };
    }
  } finally {
    await api.stop();
  }
  console.log(JSON.stringify({ root, databaseUrl: databaseUrl.replace(/\/\/[^@]*@/, '//'), amount, figures }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
