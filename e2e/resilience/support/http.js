'use strict';
/* Small HTTP client for the fault tests: every call resolves (never throws) with what the client saw. */
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const DEMO_PASSWORD = 'Demo1234';
const DEMO_ASSOCIATIONS = [
  'pattes.solidaires@petfoster.fr',
  'refuge.bocage@petfoster.fr',
  'lapins.compagnie@petfoster.fr',
];
const DEMO_FAMILIES = [
  'famille.martin@petfoster.fr',
  'famille.bernard@petfoster.fr',
  'famille.petit@petfoster.fr',
  'famille.durand@petfoster.fr',
];
const RESULTS_DIR = path.join(__dirname, '..', 'results');

/** Connections are not reused unless the caller passes an agent: a killed server then shows up on the request it hit. */
const freshAgent = new http.Agent({ keepAlive: false });

/**
 * onSent: called once the whole request is written to the connected socket (sentAt in the result: when).
 * @returns {Promise<{ status: number, body: any, ms: number, error?: string, headers?: http.IncomingHttpHeaders }>}
 *   status 0 with error set when no HTTP answer came (refused, reset, timeout).
 */
function call(
  base,
  method,
  route,
  { token, body, timeoutMs = 30_000, agent = freshAgent, onSent, headers: extraHeaders = {} } = {},
) {
  const started = Date.now();
  const url = new URL(route, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers = { Accept: 'application/json' };
  if (payload) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(payload.length);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, extraHeaders);
  return new Promise((resolve) => {
    let settled = false;
    let sentAt;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: Date.now() - started, sentAt });
    };
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => done({ status: 0, error: error.code || error.message }));
      response.on('aborted', () => done({ status: 0, error: 'aborted' }));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: kept as text */
        }
        done({ status: response.statusCode, body: parsed, headers: response.headers });
      });
    });
    const timer = setTimeout(() => {
      request.destroy(new Error('client timeout'));
      done({ status: 0, error: 'timeout' });
    }, timeoutMs);
    request.on('error', (error) => done({ status: 0, error: error.code || error.message }));
    // 'finish': the whole request has been handed to the connected socket.
    request.once('finish', () => {
      sentAt = Date.now();
      onSent?.();
    });
    request.end(payload);
  });
}

/**
 * A write as the platform client sends it (docs/decisions/idempotency.md): with a fresh Idempotency-Key, and sent once more with the same
 * key when no answer came or the gateway answered 502/503/504. `attempts` says how many were needed.
 */
async function write(base, method, route, options = {}) {
  const headers = { 'Idempotency-Key': randomUUID() };
  const first = await call(base, method, route, { ...options, headers });
  if (first.status !== 0 && ![502, 503, 504].includes(first.status)) return { ...first, attempts: 1 };
  await sleep(300);
  const second = await call(base, method, route, { ...options, headers });
  return { ...second, attempts: 2, firstAttempt: first.status || first.error };
}

async function login(base, email) {
  const result = await call(base, 'POST', '/login', { body: { email, password: DEMO_PASSWORD } });
  if (result.status !== 200 || !result.body?.token)
    throw new Error(`login ${email}: ${result.status} ${JSON.stringify(result.body)}`);
  const payload = JSON.parse(Buffer.from(result.body.token.split('.')[1], 'base64url').toString('utf8'));
  return { email, token: result.body.token, ...payload };
}

const loginAll = (base, emails) => Promise.all(emails.map((email) => login(base, email)));

function animalBody(association, name) {
  return {
    name,
    breed: 'Croisé',
    gender: 'femelle',
    date_of_birth: '2022-03-04',
    description: 'Créé par le test de résilience.',
    url_image: null,
    species_id: 1,
    association_id: association.associationId,
  };
}

/** Counts statuses ("200": 12, "503": 3, "ECONNREFUSED": 2) for reports. */
function tally(results) {
  const counts = {};
  for (const result of results) {
    const key = result.status ? String(result.status) : result.error || 'no-answer';
    counts[key] = (counts[key] || 0) + 1;
  }
  return counts;
}

const is2xx = (result) => result.status >= 200 && result.status < 300;

function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function writeResult(name, figures) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const record = { test: name, measuredAt: new Date().toISOString(), node: process.version, ...figures };
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`[resilience] ${name}\n${JSON.stringify(figures, null, 2)}`);
  return record;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the promise's value, or with `fallback` after ms; the timer never outlives the race. */
function within(promise, ms, fallback = null) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

module.exports = {
  write,
  DEMO_ASSOCIATIONS,
  DEMO_FAMILIES,
  animalBody,
  call,
  freshAgent,
  is2xx,
  login,
  loginAll,
  percentile,
  sleep,
  tally,
  within,
  writeResult,
};
