/*
 * Starts what the journeys run against. Two topologies behind one switch (E2E_TARGET):
 * - gateway (default): scripts/lib/gateway.js, i.e. several API processes on MariaDB behind Debian's nginx,
 *   which is how operators run the product (ARCHITECTURE 4);
 * - node: the `npm start` topology, one Node process serving web and API, for machines without nginx.
 * E2E_BASE_URL skips both and targets a server that is already running (its data must hold the demo seed).
 */
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const { freePort } = require('../../scripts/lib/processes');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');

const ROOT = path.resolve(__dirname, '..', '..');
const GATEWAY_MODULE = path.join(ROOT, 'scripts', 'lib', 'gateway.js');
const { startPrivateRedis } = require('../../scripts/lib/redis');
const MARIADB_SERVER_URL = (process.env.E2E_MARIADB_URL || 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');
const DATABASE_NAME = process.env.E2E_DATABASE || 'petfoster_e2e';
/*
 * The journeys register a few dozen accounts from one address within a minute; the per-address registration
 * budget (api/src/auth/throttling.ts) is raised so that set-up never meets a 429. Login throttling is untouched.
 */
const API_ENV = { THROTTLE_REGISTRATION_PER_IP: '1000' };
const BUILD_OUTPUTS = require('../../scripts/lib/builds').BUILDS.map(({ output }) => output);

function missingBuilds() {
  return BUILD_OUTPUTS.filter((file) => !existsSync(path.join(ROOT, file)));
}

function buildIfMissing() {
  const missing = missingBuilds();
  if (missing.length === 0) return;
  console.log(`[e2e] building (missing: ${missing.join(', ')})`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('[e2e] `npm run build` failed');
}

async function recreateDatabase() {
  const { createConnection } = require('mysql2/promise');
  const admin = await createConnection(MARIADB_SERVER_URL);
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE_NAME}\``);
    await admin.query(`CREATE DATABASE \`${DATABASE_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
}

async function waitForHealth(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`[e2e] the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
      lastError = new Error(`health answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`[e2e] ${url} never became healthy: ${lastError && lastError.message}`);
}

async function startNodeTopology({ databaseUrl, uploadDir, jwtSecret, apiEnv }) {
  buildIfMissing();
  await recreateDatabase();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      SEED_DEMO: 'true',
      JWT_SECRET: jwtSecret,
      ...API_ENV,
      // Links in mails lead to this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...apiEnv,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function startGatewayTopology({ databaseUrl, uploadDir, jwtSecret, apiEnv }) {
  if (!existsSync(GATEWAY_MODULE)) {
    throw new Error(`[e2e] ${path.relative(ROOT, GATEWAY_MODULE)} is missing: run with E2E_TARGET=node meanwhile`);
  }
  const { startGateway } = require(GATEWAY_MODULE);
  // As in production (docker-compose.yml), the instances share Redis: a message posted through one reaches the event
  // stream another holds (docs/architecture.md#event-stream), and the limits count once for all.
  const redis = await startPrivateRedis();
  let gateway;
  try {
    gateway = await startGateway({
      port: 0,
      apiInstances: Number(process.env.E2E_API_INSTANCES || 2),
      databaseUrl,
      fresh: true,
      seedDemo: true,
      uploadDir,
      jwtSecret,
      build: 'if-missing',
      apiEnv: { ...API_ENV, REDIS_URL: redis.url, ...apiEnv },
    });
    await waitForHealth(gateway.url.replace(/\/$/, ''), null);
  } catch (error) {
    await gateway?.stop();
    await redis.stop();
    throw error;
  }
  return {
    url: gateway.url.replace(/\/$/, ''),
    async stop() {
      try {
        await gateway.stop();
      } finally {
        await redis.stop();
      }
    },
  };
}

/**
 * Starts the selected topology on a fresh, seeded database; resolves to { url, target, stop() }. `apiEnv` adds
 * variables to every API process (the test SMTP server's SMTP_URL).
 */
async function startTopology(apiEnv = {}) {
  if (process.env.E2E_BASE_URL) {
    return { url: process.env.E2E_BASE_URL.replace(/\/$/, ''), target: 'external', stop: async () => undefined };
  }
  const target = (process.env.E2E_TARGET || 'gateway').toLowerCase();
  if (target !== 'gateway' && target !== 'node') throw new Error(`E2E_TARGET must be gateway or node, got "${target}"`);
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'petfoster-e2e-uploads-'));
  const options = {
    databaseUrl: `${MARIADB_SERVER_URL}/${DATABASE_NAME}`,
    uploadDir,
    jwtSecret: randomBytes(48).toString('base64url'),
    apiEnv,
  };
  const started = target === 'gateway' ? await startGatewayTopology(options) : await startNodeTopology(options);
  return {
    url: started.url,
    target,
    databaseUrl: options.databaseUrl,
    async stop() {
      try {
        await started.stop();
      } finally {
        rmSync(uploadDir, { recursive: true, force: true });
      }
    },
  };
}

module.exports = { startTopology, ROOT };
