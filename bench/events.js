#!/usr/bin/env node
'use strict';
/*
 * The event stream's cost (docs/architecture.md#event-stream), two API processes sharing a private Redis:
 *   - delivery: an event published on process A (this process, the built app created in it) reaches an SSE stream
 *     held by process B (node api/dist/main.js) through Redis; p50 / p99 over --events events, one at a time, both
 *     ends timed on this process's clock;
 *   - memory: process B's RSS with --streams open streams, against its RSS before they opened, per stream.
 * Figures only, never a pass or fail: bench/results/events.json, rendered into docs/performance.md by
 * `node bench/report.js`. Needs redis-server and the API built (npm run build -w api).
 *
 *   node bench/events.js [--events 500] [--streams 2000]
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { startApi, freePort, ROOT, BENCH_JWT_SECRET } = require('./lib/process');

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const EVENTS = option('events', 500);
const STREAMS = option('streams', 2000);
const OUTPUT = path.join(ROOT, 'bench/results/events.json');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'PING'], { encoding: 'utf8' }).stdout.trim() === 'PONG') break;
    await sleep(50);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url: `redis://127.0.0.1:${port}`, stop };
}

async function login(url, email) {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234' }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  const { token } = await response.json();
  return { token, userId: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).userId };
}

/** An open stream calling onEvent(id, receivedAt) for each event. */
function openStream(url, token, onEvent = () => undefined) {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const req = http.get(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` }, agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = /^data: (.*)$/m.exec(block);
          if (data) onEvent(JSON.parse(data[1]), at);
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg().map((value) => round(value, 2));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-bench-events-'));
  const databaseUrl = `sqlite:${path.join(work, 'events.sqlite')}`;
  const redis = await startRedis();
  let b;
  let a;
  const streams = [];
  try {
    b = await startApi({
      databaseUrl,
      seedDemo: true,
      uploadDir: path.join(work, 'uploads'),
      extraEnv: { REDIS_URL: redis.url, THROTTLE: 'false', LOG_LEVEL: 'warn' },
    });
    const { createApp } = require(path.join(ROOT, 'api/dist/app.factory'));
    const { LiveEventsBus } = require(path.join(ROOT, 'api/dist/events/live-events.bus'));
    a = await createApp({
      databaseUrl,
      uploadDir: path.join(work, 'uploads'),
      jwtSecret: BENCH_JWT_SECRET,
      seedDemo: false,
      logger: false,
      webRoot: null,
      redisUrl: redis.url,
      throttle: false,
    });
    const bus = a.get(LiveEventsBus);
    await sleep(500); // A's subscriber connects

    // Delivery, A -> Redis -> B -> SSE.
    const family = await login(b.url, 'famille.martin@petfoster.fr');
    const waiting = new Map();
    streams.push(
      await openStream(b.url, family.token, (data, at) => {
        waiting.get(data.up_to)?.(at);
      }),
    );
    await sleep(200);
    const delays = [];
    for (let i = 1; i <= EVENTS; i++) {
      const received = new Promise((resolve) => waiting.set(i, resolve));
      const sent = performance.now();
      await bus.publish([family.userId], 'read', { request_id: 1, up_to: i });
      const at = await Promise.race([received, sleep(5000).then(() => null)]);
      waiting.delete(i);
      if (at === null) throw new Error(`event ${i} never reached process B's stream`);
      delays.push(at - sent);
    }
    delays.sort((x, y) => x - y);

    // Memory: STREAMS open streams on B, spread over the demo accounts.
    await sleep(1000);
    const before = rssKb(b.child.pid);
    const accounts = await Promise.all(
      [
        'famille.martin',
        'famille.bernard',
        'famille.petit',
        'famille.durand',
        'pattes.solidaires',
        'refuge.bocage',
      ].map((name) => login(b.url, `${name}@petfoster.fr`)),
    );
    for (let i = 0; i < STREAMS; i += 50)
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) =>
            openStream(b.url, accounts[(i + j) % accounts.length].token),
          ),
        )),
      );
    await sleep(3000);
    const after = rssKb(b.child.pid);

    const p50 = round(percentile(delays, 50), 2);
    const p99 = round(percentile(delays, 99), 2);
    const report = {
      name: 'events',
      date: new Date().toISOString(),
      machine: {
        cpu_model: os.cpus()[0]?.model,
        cores: os.cpus().length,
        memory_gb: round(os.totalmem() / 1024 ** 3, 1),
        node: process.version,
        os: `${os.type()} ${os.release()} (${os.arch()})`,
        load_average_at_start: loadAtStart,
        load_average_at_end: os.loadavg().map((value) => round(value, 2)),
      },
      results: {
        event_stream: {
          delivery_between_processes: { events: EVENTS, p50_ms: p50, p99_ms: p99, max_ms: round(delays.at(-1), 2) },
          memory: {
            open_streams: STREAMS,
            rss_before_mb: round(before / 1024),
            rss_with_streams_mb: round(after / 1024),
            kb_per_stream: round((after - before) / STREAMS),
          },
        },
      },
      duration_seconds: Math.round((Date.now() - started) / 1000),
      targets: [{ target: 'event delivery between processes: p99 <= 300 ms', value: p99, met: p99 <= 300 }],
    };
    fs.writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report.results));
  } finally {
    for (const stream of streams) stream.close();
    if (a) await a.close();
    if (b) await b.stop();
    await redis.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
