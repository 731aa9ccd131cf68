#!/usr/bin/env node
'use strict';
/*
 * The event stream's cost (docs/architecture.md#event-stream), two API processes (node api/dist/main.js) sharing a
 * private redis-server (REDIS_URL) and one MariaDB database (bench/generate-data.js, 1,000 animals, with its
 * conversations):
 *   - delivery: a family's message sent with POST /api/requests/{id}/messages to process A reaches the association's
 *     SSE stream (GET /api/events, Bearer header) held by process B; from the moment the POST leaves this process to
 *     the moment the `message` event's bytes arrive from B, both read on this process's clock. One message at a time;
 *     p50 / p99 over --messages messages. The senders are the families of association 1's open requests, each
 *     under the limit of 30 messages a minute per account (CONVERSATION_LIMITS.sendsPerMinute, never lifted here);
 *   - memory: process B's RSS with --streams open streams (one per family account), against its RSS before they
 *     opened, per stream.
 * Figures only, never a pass or fail. `node bench/run.js --only events` stores them (bench/results/<name>.json) and
 * `node bench/report.js` renders docs/performance.md. Needs redis-server, MariaDB on 127.0.0.1:3306 and the API built.
 *
 *   node bench/events.js [--messages 200] [--streams 2000]
 */
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { startApi } = require('./lib/process');
const { familyToken, associationToken } = require('./lib/tokens');
const { summarize, round, keepAlive, call } = require('./lib/timing');
const {
  generate,
  dropData,
  requestFamily,
  isHoused,
  REQUESTS_PER_ANIMAL,
  OWNER_ANIMALS,
  FAMILIES_WITH_REQUESTS,
} = require('./generate-data');
const { startPrivateRedis } = require('../scripts/lib/redis');

const ANIMALS = 1000;
const DATABASE = 'petfoster_bench_events';
/** Messages sent before the measured ones (JIT, pools, the subscriber's first deliveries). */
const WARM_UP = 10;
/** The API's limit per account and minute (CONVERSATION_LIMITS.sendsPerMinute): the bench stays under it. */
const SENDS_PER_MINUTE = 30;
const EVENT_TIMEOUT_MS = 5000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Association 1's requests that can still be written to (a refused request's conversation is read-only). */
function openRequests() {
  const out = [];
  for (let animal = 1; animal <= OWNER_ANIMALS; animal++)
    for (let k = 0; k < REQUESTS_PER_ANIMAL; k++) {
      const refused = isHoused(animal) && k === 1;
      if (!refused)
        out.push({ requestId: (animal - 1) * REQUESTS_PER_ANIMAL + k + 1, familyId: requestFamily(animal, k) });
    }
  return out;
}

/** An open stream calling onEvent(type, data, receivedAt) for each event; receivedAt is the chunk's arrival. */
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
          const type = /^event: (.*)$/m.exec(block);
          if (data) onEvent(type ? type[1] : 'message', JSON.parse(data[1]), at);
        }
      });
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function runEvents({ messages = 200, streams = 2000, log = (line) => console.error(line) } = {}) {
  const senders = openRequests();
  const perAccount = Math.ceil((WARM_UP + messages) / senders.length);
  if (perAccount >= SENDS_PER_MINUTE)
    throw new Error(
      `${messages} messages from ${senders.length} accounts would pass the API's ${SENDS_PER_MINUTE} a minute each`,
    );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-bench-events-'));
  log(`[events] MariaDB ${DATABASE}: ${ANIMALS} animals with their conversations…`);
  const data = await generate({ db: 'mariadb', animals: ANIMALS, name: DATABASE });
  const redis = await startPrivateRedis();
  const apis = [];
  const open = [];
  try {
    // One after the other: the second start finds the schema migrated.
    for (let i = 0; i < 2; i++)
      apis.push(
        await startApi({
          databaseUrl: data.databaseUrl,
          uploadDir: path.join(work, 'uploads'),
          extraEnv: { REDIS_URL: redis.url, LOG_LEVEL: 'warn' },
        }),
      );
    const [a, b] = apis;

    // Delivery: family -> POST on A -> Redis -> B -> the association's stream.
    const waiting = new Map();
    open.push(
      await openStream(b.url, associationToken(1), (type, event, at) => {
        if (type === 'message') waiting.get(event.message?.body)?.(at);
      }),
    );
    await sleep(500);
    const agent = keepAlive();
    const delays = [];
    const answers = [];
    const tokens = new Map(senders.map(({ familyId }) => [familyId, familyToken(familyId)]));
    log(`[events] ${WARM_UP} + ${messages} messages from ${senders.length} families, POST on A, stream on B…`);
    for (let i = 0; i < WARM_UP + messages; i++) {
      const { requestId, familyId } = senders[i % senders.length];
      const body = `Message de mesure ${i + 1} (${process.pid})`;
      const arrived = new Promise((resolve) => waiting.set(body, resolve));
      let sent = 0;
      const answer = await call(`${a.url}/api/requests/${requestId}/messages`, {
        method: 'POST',
        agent,
        // With its Idempotency-Key, as the front ends' client sends every write.
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens.get(familyId)}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ body }),
        onSent: (at) => {
          sent = at;
        },
      });
      if (answer.status !== 201)
        throw new Error(`POST /api/requests/${requestId}/messages: ${answer.status} ${answer.body.toString()}`);
      const at = await Promise.race([arrived, sleep(EVENT_TIMEOUT_MS).then(() => null)]);
      waiting.delete(body);
      if (at === null) throw new Error(`message ${i + 1} never reached process B's stream`);
      if (i < WARM_UP) continue;
      delays.push(at - sent);
      answers.push(answer.ms);
    }
    agent.destroy();
    const delivery = summarize(delays);

    // Memory: `streams` open streams on B, one per family account.
    await sleep(1000);
    const before = rssKb(b.child.pid);
    log(`[events] ${streams} open streams on B…`);
    for (let i = 0; i < streams; i += 50)
      open.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, streams - i) }, (_, j) =>
            openStream(b.url, familyToken(FAMILIES_WITH_REQUESTS + 1 + ((i + j) % FAMILIES_WITH_REQUESTS))),
          ),
        )),
      );
    await sleep(3000);
    const after = rssKb(b.child.pid);

    return {
      setup: `two API processes (node api/dist/main.js) on one MariaDB database (${ANIMALS.toLocaleString('en')} animals, ${data.counts.conversations_with_messages.toLocaleString('en')} conversations with ${data.counts.messages.toLocaleString('en')} messages) and one private redis-server (REDIS_URL)`,
      delivery_between_processes: {
        what: "a family's POST /api/requests/{id}/messages sent to process A, to the 'message' event's arrival on the association's stream held by process B (GET /api/events); one message at a time",
        messages,
        senders: `${senders.length} families (association 1's open requests), at most ${perAccount} messages each, under the ${SENDS_PER_MINUTE} a minute per account`,
        p50_ms: delivery.p50_ms,
        p99_ms: delivery.p99_ms,
        mean_ms: delivery.mean_ms,
        max_ms: delivery.max_ms,
        post_answer_p50_ms: summarize(answers).p50_ms,
        post_answer_p99_ms: summarize(answers).p99_ms,
      },
      memory: {
        open_streams: streams,
        accounts: `${streams} family accounts, one stream each, on process B`,
        rss_before_mb: round(before / 1024),
        rss_with_streams_mb: round(after / 1024),
        kb_per_stream: round((after - before) / streams),
      },
    };
  } finally {
    for (const stream of open) stream.close();
    for (const api of apis) await api.stop();
    await redis.stop();
    await dropData({ db: 'mariadb', animals: ANIMALS, name: DATABASE });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

module.exports = { runEvents, openStream };

if (require.main === module) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  runEvents({ messages: option('messages', 200), streams: option('streams', 2000) }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
