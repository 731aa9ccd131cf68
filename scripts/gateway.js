#!/usr/bin/env node
/*
 * `npm run gateway`: the production topology (nginx gateway in front of several API instances on MySQL/MariaDB,
 * each front end served from its own build) on this machine, without Docker. See scripts/lib/gateway.js.
 *
 *   GATEWAY_PORT    8088                                             port of the gateway
 *   API_INSTANCES   2                                                API processes behind it
 *   DATABASE_URL    mysql://root@127.0.0.1:3306/petfoster_gateway    created when missing
 *   GATEWAY_FRESH   false                                            true: drop and recreate the database first
 *   SEED_DEMO       true                                             demo data on an empty database
 *   UPLOAD_DIR      .gateway/uploads                                 images, shared by the instances
 *   JWT_SECRET      kept in .gateway/jwt-secret                      so sessions survive a restart
 * Logs: .gateway/logs (api-<n>.log, nginx-error.log, nginx-access.log).
 */
const fs = require('node:fs');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { startGateway, GatewayError, ROOT, DEFAULT_DATABASE_URL } = require('./lib/gateway');

function flag(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new GatewayError(`${name} must be true or false (got "${raw}")`);
}

function integer(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new GatewayError(`${name} must be a whole number (got "${raw}")`);
  return Number(raw);
}

function persistentSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(ROOT, '.gateway', 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(36).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const uploadDir = path.resolve(process.env.UPLOAD_DIR || path.join(ROOT, '.gateway', 'uploads'));
  fs.mkdirSync(uploadDir, { recursive: true });
  const gateway = await startGateway({
    port: integer('GATEWAY_PORT', 8088),
    apiInstances: integer('API_INSTANCES', 2),
    databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
    fresh: flag('GATEWAY_FRESH', false),
    seedDemo: flag('SEED_DEMO', true),
    uploadDir,
    jwtSecret: persistentSecret(),
    build: 'if-missing',
    logDir: path.join(ROOT, '.gateway', 'logs'),
  });
  console.log(`\nPetFoster through nginx: ${gateway.url}/  (API instances on ports ${gateway.apiPorts.join(', ')})`);
  console.log(`Logs: ${path.relative(process.cwd(), gateway.logDir)}. Stop with Ctrl+C.\n`);

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[gateway] ${signal}: stopping nginx and the API instances…`);
    await gateway.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // An instance that dies on its own is reported; the gateway keeps serving with the others.
  for (const [index, api] of gateway.apis.entries()) {
    const check = setInterval(() => {
      if (!api.running && !stopping) {
        console.error(`[gateway] API instance ${index + 1} (port ${api.port}) stopped; see ${api.logFile}`);
        clearInterval(check);
      }
    }, 2000);
    check.unref();
  }
  // Keeps the process alive until a signal arrives.
  setInterval(() => undefined, 1 << 30);
}

main().catch((error) => {
  console.error(`[gateway] ${error instanceof GatewayError ? error.message : error.stack || error}`);
  process.exit(1);
});
