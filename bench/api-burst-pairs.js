#!/usr/bin/env node
'use strict';
/*
 * Several builds compared round by round on the same machine (bench/README.md): each round runs bench/api-burst.js
 * once per build, in a rotated order, each on a fresh copy of the SQLite bench database (the writes change it), and
 * the medians per build are stored in bench/results/api-burst-pairs.json. Figures are reported, never asserted.
 *
 *   node bench/api-burst-pairs.js --builds before=/path/old,after=/path/new[,...] [--rounds 3] [--requests 5000] [--write 2000]
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { ROOT } = require('./lib/process');

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const builds = option('builds', `current=${ROOT}`)
  .split(',')
  .map((pair) => {
    const [name, root] = pair.split('=');
    return { name, root: path.resolve(root) };
  });
const rounds = Number(option('rounds', '3'));
const source = path.join(ROOT, 'data/bench/bench-10000.sqlite');
const copy = path.join(os.tmpdir(), `petfoster-burst-${process.pid}.sqlite`);
const loadAtStart = os.loadavg().map((v) => Math.round(v * 100) / 100);

const runs = [];
for (let round = 0; round < rounds; round++) {
  // Rotated so that no build always runs first (a warm disk cache or a load spike favours one position).
  const order = builds.map((_, i) => builds[(i + round) % builds.length]);
  for (const build of order) {
    fs.copyFileSync(source, copy);
    const args = ['--root', build.root, '--database', `sqlite:${copy}`];
    for (const name of ['requests', 'write']) if (option(name)) args.push(`--${name}`, option(name));
    const line = execFileSync(process.execPath, [path.join(__dirname, 'api-burst.js'), ...args], { encoding: 'utf8' });
    const run = JSON.parse(line.trim().split('\n').pop());
    runs.push({ round: round + 1, build: build.name, api_cpu_s: run.api_cpu_s, ...run.figures });
    process.stderr.write(`round ${round + 1} ${build.name}: ${JSON.stringify(run.figures)}\n`);
  }
}
fs.rmSync(copy, { force: true });

const medians = {};
for (const build of builds) {
  const own = runs.filter((run) => run.build === build.name);
  const figures = { api_cpu_s: median(own.map((run) => run.api_cpu_s)) };
  for (const endpoint of Object.keys(own[0]).filter((key) => typeof own[0][key] === 'object'))
    for (const measure of ['rps', 'p50_ms'])
      figures[`${endpoint}_${measure}`] = median(own.map((run) => run[endpoint][measure]));
  medians[build.name] = { label: `${build.name} (${commitOf(build.root)})`, ...figures };
}

function commitOf(root) {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const report = {
  name: 'Builds compared round by round (bench/api-burst-pairs.js)',
  date: new Date().toISOString(),
  machine: {
    cpu_model: os.cpus()[0]?.model,
    cores: os.cpus().length,
    node: process.version,
    load_average_at_start: loadAtStart,
    load_average_at_end: os.loadavg().map((v) => Math.round(v * 100) / 100),
  },
  results: {
    settings: {
      database: 'SQLite, 10,000 animals (bench/generate-data.js), a fresh copy per run',
      rounds,
      reads_per_endpoint: Number(option('requests', '3000')),
      writes: Number(option('write', '0')),
      note: 'rps from autocannon bursts of a fixed count, which end on whole seconds: read p50 and CPU seconds first',
    },
    medians,
    runs: runs.map(({ round, build, api_cpu_s, ...figures }) => ({
      label: `round ${round} ${build}`,
      api_cpu_s,
      ...Object.fromEntries(
        Object.entries(figures).flatMap(([endpoint, f]) => [
          [`${endpoint}_rps`, f.rps],
          [`${endpoint}_p50_ms`, f.p50_ms],
        ]),
      ),
    })),
  },
};
fs.writeFileSync(path.join(__dirname, 'results', 'api-burst-pairs.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(medians));
