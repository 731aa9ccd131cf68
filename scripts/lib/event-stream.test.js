'use strict';
/*
 * The event stream through the gateway (docs/architecture.md#event-stream): GET /api/events held open through real
 * nginx (deploy/nginx/api-locations.conf, shared by the local and the production gateway) in front of an API
 * instance with a private Redis. An event published after the connection and the heartbeats reach the client
 * while the response is still open: nginx passes them on instead of buffering them.
 *
 *   node --test scripts/lib/event-stream.test.js
 *
 * Needs nginx, redis-server and MariaDB/MySQL on 127.0.0.1:3306 (root, no password), or GATEWAY_TEST_DATABASE_URL
 * (another database of that server is used); builds what is missing.
 */
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { after, before, describe, test } = require('node:test');
const { startGateway, ROOT } = require('./gateway');
const { sleep } = require('./processes');
const { startPrivateRedis: startRedis } = require('./redis');

const DATABASE_URL = (
  process.env.GATEWAY_TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306/petfoster_gateway_test'
).replace(/\/[^/]*$/, '/petfoster_gateway_events_test');
/** What the API's bus publishes on (api/src/events/live-events.bus.ts): `<id> <json>`. */
const CHANNEL = 'petfoster:events';

function post(baseUrl, pathname, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(pathname, baseUrl),
      { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** Opens the stream and records each chunk as it arrives, and whether the response had ended by then. */
function openStream(baseUrl, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL('/api/events', baseUrl),
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' }, agent: false },
      (res) => {
        const stream = { res, text: '', ended: false, close: () => req.destroy() };
        res.setEncoding('utf8');
        res.on('data', (chunk) => (stream.text += chunk));
        res.on('end', () => (stream.ended = true));
        res.on('close', () => (stream.ended = true));
        resolve(stream);
      },
    );
    req.on('error', reject);
  });
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('the event stream through the gateway (nginx + Redis + MariaDB)', { timeout: 600_000 }, () => {
  let redis;
  let gateway;

  before(async () => {
    redis = await startRedis();
    gateway = await startGateway({
      port: 0,
      apiInstances: 1,
      databaseUrl: DATABASE_URL,
      fresh: true,
      seedDemo: true,
      build: 'if-missing',
      dropDatabaseOnStop: true,
      apiEnv: { THROTTLE: 'false', REDIS_URL: redis.url, EVENTS_HEARTBEAT_SECONDS: '1' },
    });
  });

  after(async () => {
    if (gateway) await gateway.stop();
    if (redis) await redis.stop();
  });

  test('the stream location passes bytes at once and keeps the connection for hours', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/api-locations.conf'), 'utf8');
    const location = /location = \/api\/events \{([^}]*)\}/.exec(conf)?.[1];
    assert.ok(location, 'api-locations.conf has a location for /api/events');
    for (const directive of ['proxy_buffering off;', 'proxy_cache off;', 'gzip off;', 'proxy_read_timeout 24h;'])
      assert.ok(location.includes(directive), directive);
    // HTTP/1.1 and no "Connection: close" towards the instance come with the shared upstream directives.
    assert.match(location, /include petfoster\/api-upstream\.conf;/);
    const upstream = fs.readFileSync(path.join(ROOT, 'deploy/nginx/api-upstream.conf'), 'utf8');
    assert.match(upstream, /^proxy_http_version 1\.1;$/m);
    assert.match(upstream, /^proxy_set_header Connection "";$/m);
  });

  test('an event published after the connection and the heartbeats arrive while the stream is open', async () => {
    const login = await post(gateway.url, '/login', { email: 'famille.martin@petfoster.fr', password: 'Demo1234' });
    assert.equal(login.status, 200);
    const { token } = JSON.parse(login.text);
    const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).userId;

    const stream = await openStream(gateway.url, token);
    try {
      assert.equal(stream.res.statusCode, 200);
      assert.equal(stream.res.headers['content-type'], 'text/event-stream; charset=utf-8');
      assert.equal(stream.res.headers['content-encoding'], undefined, 'not compressed');
      assert.match(stream.res.headers['cache-control'], /no-cache/);
      // The first bytes (the retry line) are there before anything else is sent: nothing waits in a buffer.
      await until(() => stream.text.includes('retry:'), 10_000, 'the first bytes');

      const id = `${Date.now()}-0`;
      const data = { request_id: 1, up_to: 42 };
      const published = spawnSync(
        'redis-cli',
        ['-p', String(redis.port), 'PUBLISH', CHANNEL, `${id} ${JSON.stringify({ u: userId, t: 'read', d: data })}`],
        { encoding: 'utf8' },
      );
      assert.equal(published.stdout.trim(), '1', 'the API instance is subscribed');
      await until(() => stream.text.includes(`id: ${id}\n`), 10_000, 'the event');
      assert.ok(stream.text.includes(`id: ${id}\nevent: read\ndata: ${JSON.stringify(data)}\n\n`));
      await until(() => stream.text.includes(': heartbeat\n\n'), 10_000, 'a heartbeat');
      assert.equal(stream.ended, false, 'the response is still open: the bytes came through unbuffered');
    } finally {
      stream.close();
    }
  });
});
