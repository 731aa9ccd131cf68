'use strict';
/*
 * The production topology of ARCHITECTURE 4 on this machine, without Docker: N API processes on MySQL/MariaDB
 * behind Debian's nginx, which serves each built front end from its own dist folder with the project's shared
 * nginx directives (deploy/nginx). Used by `npm run gateway` (scripts/gateway.js), the e2e journeys and the
 * gateway checks (scripts/lib/gateway.test.js).
 *
 *   const gateway = await startGateway({ port: 8088, apiInstances: 2 });
 *   await gateway.apis[1].kill();   // fault tests: one instance down, the gateway keeps answering
 *   await gateway.apis[1].start();
 *   await gateway.stop();
 */
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { endOnExit, exited, freePort, portIsFree, terminate, waitForHttp: waitForProcessHttp } = require('./processes');

const { BUILDS, ROOT, ensureBuilt: ensureWorkspacesBuilt } = require('./builds');
const { APPS, REMOTE_NAMES } = require('../../packages/platform/build/apps');
const { brotliStaticAvailable, brotliStaticDirectives, INSTALL_HINT } = require('./nginx-brotli');
const DEPLOY_NGINX = path.join(ROOT, 'deploy', 'nginx');
const TEMPLATE = path.join(DEPLOY_NGINX, 'gateway.local.conf.template');
const DEFAULT_DATABASE_URL = 'mysql://root@127.0.0.1:3306/petfoster_gateway';
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const MIME_TYPES_CANDIDATES = [
  '/etc/nginx/mime.types',
  '/usr/local/nginx/conf/mime.types',
  '/usr/local/etc/nginx/mime.types',
];
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;

class GatewayError extends Error {}

function log(message) {
  if (process.env.GATEWAY_QUIET !== 'true') console.log(`[gateway] ${message}`);
}

function findExecutable(candidates, envName) {
  const fromEnv = process.env[envName];
  if (fromEnv) {
    if (!fs.existsSync(fromEnv))
      throw new GatewayError(`${envName}=${fromEnv} does not exist (apt-get install -y nginx, or fix ${envName}).`);
    return fromEnv;
  }
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return null;
}

function findNginx() {
  const nginx = findExecutable(NGINX_CANDIDATES, 'NGINX_BIN');
  if (!nginx) {
    throw new GatewayError('nginx is not installed. Install it with: apt-get install -y nginx (or set NGINX_BIN).');
  }
  const mimeTypes = process.env.NGINX_MIME_TYPES || MIME_TYPES_CANDIDATES.find((file) => fs.existsSync(file));
  if (!mimeTypes || !fs.existsSync(mimeTypes)) {
    throw new GatewayError(
      'nginx mime.types not found (expected /etc/nginx/mime.types): apt-get install -y nginx, or set NGINX_MIME_TYPES.',
    );
  }
  return { nginx, mimeTypes };
}

/** build: 'if-missing' builds what has no output yet; true rebuilds everything; false only checks. */
function ensureBuilt(build) {
  try {
    ensureWorkspacesBuilt(build, log);
  } catch (error) {
    throw new GatewayError(error.message);
  }
}

function parseMysqlUrl(databaseUrl) {
  let url;
  try {
    url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  } catch {
    throw new GatewayError(`DATABASE_URL is not a URL: ${databaseUrl}`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  // The name goes into DROP/CREATE DATABASE: letters, digits and underscores only.
  if (!/^[A-Za-z0-9_]{1,64}$/.test(database)) {
    throw new GatewayError(`DATABASE_URL must name a database made of letters, digits and _ (got "${database}").`);
  }
  url.pathname = '/';
  return { serverUrl: url.toString().replace(/\/$/, ''), database, host: `${url.hostname}:${url.port || 3306}` };
}

async function withMysqlServer(databaseUrl, fn) {
  const { createConnection } = require('mysql2/promise');
  const { serverUrl, database, host } = parseMysqlUrl(databaseUrl);
  let connection;
  try {
    connection = await createConnection(serverUrl);
  } catch (error) {
    throw new GatewayError(
      `MySQL/MariaDB does not answer at ${host} (${error.code || error.message}). Start it, or set DATABASE_URL.`,
    );
  }
  try {
    return await fn(connection, database);
  } finally {
    await connection.end();
  }
}

/** Several instances share one database: only MySQL/MariaDB makes sense (SQLite is one process's file). */
async function prepareDatabase(databaseUrl, fresh) {
  if (/^sqlite:/.test(databaseUrl)) {
    throw new GatewayError(
      'the gateway topology needs MySQL/MariaDB (DATABASE_URL=mysql://user:pass@host:3306/db); SQLite is for `npm start`.',
    );
  }
  if (!/^(mysql|mariadb):\/\//.test(databaseUrl)) throw new GatewayError(`unsupported DATABASE_URL: ${databaseUrl}`);
  await withMysqlServer(databaseUrl, async (connection, database) => {
    if (fresh) await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  });
}

async function dropDatabase(databaseUrl) {
  await withMysqlServer(databaseUrl, (connection, database) =>
    connection.query(`DROP DATABASE IF EXISTS \`${database}\``),
  );
}

const waitForHttp = (url, { timeoutMs = HEALTH_TIMEOUT_MS, ...options }) =>
  waitForProcessHttp(url, { ...options, timeoutMs, makeError: (message) => new GatewayError(message) });

/** One API process on a fixed port; kill() and start() let fault tests take it down and bring it back. */
function createApiInstance({ index, port, env, logDir, children }) {
  const logFile = path.join(logDir, `api-${index + 1}.log`);
  let child = null;
  let restarts = 0;
  const instance = {
    port,
    pid: undefined,
    logFile,
    get running() {
      return Boolean(child && !exited(child));
    },
    async start() {
      if (instance.running) return;
      // A new run starts a new log; a restart (fault tests) appends to it.
      const out = fs.openSync(logFile, restarts++ === 0 ? 'w' : 'a');
      child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
        cwd: ROOT,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      children.add(child);
      child.once('exit', () => children.delete(child));
      instance.pid = child.pid;
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
        child,
        logFile,
        what: `API instance ${index + 1} (port ${port})`,
      });
    },
    /** SIGKILL by default: a crash, no graceful close (SIGTERM lets in-flight requests finish). */
    async kill(signal = 'SIGKILL') {
      if (!child) return;
      await terminate(child, signal, STOP_GRACE_MS);
    },
  };
  return instance;
}

function renderConfig({ listen, apiPorts, prefix, logDir, mimeTypes }) {
  const brotli = brotliStaticDirectives();
  const values = {
    BROTLI_MODULE: brotli.loadModule,
    BROTLI_STATIC: brotli.include,
    PREFIX: prefix,
    LOG_DIR: logDir,
    ROOT,
    LISTEN: listen,
    MIME_TYPES: mimeTypes,
    // max_fails=1: an instance that failed is left alone for fail_timeout, then tried again (it may be back).
    API_SERVERS: apiPorts.map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'),
    // One location per remote of the registry (packages/platform/apps.json), served from its dist folder.
    REMOTE_LOCATIONS: REMOTE_NAMES.map((name) =>
      [
        `        location ^~ /mfe/${name}/ {`,
        `            alias ${ROOT}/${APPS[name].dir}/dist/;`,
        '            include petfoster/static-files.conf;',
        '            try_files $uri =404;',
        '        }',
      ].join('\n'),
    ).join('\n\n'),
  };
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new GatewayError(`unknown placeholder ${match} in ${TEMPLATE}`);
    return values[key];
  });
  return rendered;
}

/** Writes the nginx prefix (config, link to the shared directives, temp and log folders); returns the config path. */
function preparePrefix({ prefix, logDir, ...renderOptions }) {
  fs.mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  // Workers run as an unprivileged user when nginx starts as root: they must be able to enter the prefix.
  fs.chmodSync(prefix, 0o755);
  fs.symlinkSync(DEPLOY_NGINX, path.join(prefix, 'petfoster'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, renderConfig({ prefix, logDir, ...renderOptions }));
  return conf;
}

async function startNginx({ nginx, prefix, conf, logDir, children }) {
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new GatewayError(`nginx refused the rendered configuration ${conf}:\n${check.stderr}`);
  // What nginx prints before its own error_log (nginx-error.log) is open.
  const errorLog = path.join(logDir, 'nginx-stderr.log');
  const out = fs.openSync(errorLog, 'w');
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, errorLog };
}

/** Children still running when this process exits are ended with it, so a crashed test leaves no orphan. */
const liveChildren = new Set();
// nginx's master ends its workers on SIGTERM; a SIGKILLed master would leave them listening.
const installExitHook = () => endOnExit(liveChildren, 'SIGTERM');

/**
 * @param {{ port?: number, apiInstances?: number, databaseUrl?: string, fresh?: boolean, seedDemo?: boolean,
 *           uploadDir?: string, jwtSecret?: string, build?: boolean | 'if-missing', logDir?: string,
 *           dropDatabaseOnStop?: boolean, apiEnv?: Record<string, string> }} [options]
 */
async function startGateway(options = {}) {
  const {
    port = 8088,
    apiInstances = 1,
    databaseUrl = DEFAULT_DATABASE_URL,
    fresh = true,
    seedDemo = true,
    jwtSecret = randomBytes(36).toString('base64url'),
    build = 'if-missing',
    dropDatabaseOnStop = false,
    apiEnv = {},
  } = options;
  if (!Number.isInteger(apiInstances) || apiInstances < 1)
    throw new GatewayError(`apiInstances must be a positive integer (got ${apiInstances}).`);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new GatewayError(`invalid gateway port: ${port}`);
  installExitHook();

  const { nginx, mimeTypes } = findNginx();
  const listenPort = port === 0 ? await freePort() : port;
  if (!(await portIsFree(listenPort)))
    throw new GatewayError(`port ${listenPort} is already in use (set GATEWAY_PORT to another port).`);
  ensureBuilt(build);
  await prepareDatabase(databaseUrl, fresh);

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-gateway-'));
  // Logs live in the temporary prefix (gone with stop()) unless the caller keeps them somewhere; a failed start
  // quotes their last lines in its error.
  const logDir = path.resolve(options.logDir || path.join(prefix, 'logs'));
  fs.mkdirSync(logDir, { recursive: true });
  const ownsUploadDir = !options.uploadDir;
  const uploadDir = path.resolve(
    options.uploadDir || fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-gateway-uploads-')),
  );
  // The API serves the built front ends when it finds them under WEB_ROOT; here nginx does, so point it at nothing.
  const emptyWebRoot = path.join(prefix, 'no-web-root');
  fs.mkdirSync(emptyWebRoot);

  const children = liveChildren;
  const apis = [];
  let nginxChild = null;
  let stopped = false;

  const stop = async ({ dropDatabase: drop = dropDatabaseOnStop } = {}) => {
    if (stopped) return;
    stopped = true;
    // The gateway first (no new requests), then the instances gracefully. SIGTERM is nginx's fast shutdown,
    // which also ends its workers (a SIGKILLed master would leave them listening).
    await terminate(nginxChild, 'SIGTERM', 5000);
    await Promise.all(apis.map((api) => api.kill('SIGTERM')));
    if (drop) await dropDatabase(databaseUrl).catch((error) => log(`could not drop the database: ${error.message}`));
    fs.rmSync(prefix, { recursive: true, force: true });
    if (ownsUploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
  };

  try {
    const baseEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      UPLOAD_DIR: uploadDir,
      WEB_ROOT: emptyWebRoot,
      // The instances render the public pages' first view (docs/decisions/first-view.md) with the builds nginx serves, read from disk.
      FIRST_VIEW_ROOT: ROOT,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // nginx runs on this host: its X-Forwarded-For gives the client address (the API trusts no proxy by default).
      TRUST_PROXY: 'loopback',
      // Links in mails lead to the gateway, where users are, not to one instance's own port.
      PUBLIC_URL: process.env.PUBLIC_URL || `http://127.0.0.1:${listenPort}`,
      ...apiEnv,
    };
    for (let index = 0; index < apiInstances; index += 1) {
      // Only the first instance seeds: two instances seeding one empty database at once would both insert.
      const env = { ...baseEnv, SEED_DEMO: index === 0 && seedDemo ? 'true' : 'false' };
      apis.push(createApiInstance({ index, port: await freePort(), env, logDir, children }));
    }
    // The first instance runs the migrations (and the seed) alone; the others then find the schema ready.
    log(`starting ${apiInstances} API instance(s) on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}…`);
    await apis[0].start();
    await Promise.all(apis.slice(1).map((api) => api.start()));

    const conf = preparePrefix({
      prefix,
      logDir,
      listen: `127.0.0.1:${listenPort}`,
      apiPorts: apis.map((api) => api.port),
      mimeTypes,
    });
    const started = await startNginx({ nginx, prefix, conf, logDir, children });
    nginxChild = started.child;
    const url = `http://127.0.0.1:${listenPort}`;
    await waitForHttp(`${url}/api/health`, {
      child: nginxChild,
      logFile: started.errorLog,
      what: 'nginx',
      timeoutMs: 15_000,
    });
    await waitForHttp(`${url}/`, { child: nginxChild, logFile: started.errorLog, what: 'nginx', timeoutMs: 5_000 });
    log(`ready on ${url} (API ports ${apis.map((api) => api.port).join(', ')})`);
    if (!brotliStaticAvailable()) log(`no brotli_static module for nginx (${INSTALL_HINT}): gzip only`);

    return {
      url,
      port: listenPort,
      apiPorts: apis.map((api) => api.port),
      apis,
      nginxPid: nginxChild.pid,
      databaseUrl,
      uploadDir,
      jwtSecret,
      logDir,
      configFile: conf,
      stop,
    };
  } catch (error) {
    await stop({ dropDatabase: false }).catch(() => undefined);
    throw error;
  }
}

module.exports = { startGateway, renderConfig, GatewayError, BUILDS, ROOT, DEFAULT_DATABASE_URL };
