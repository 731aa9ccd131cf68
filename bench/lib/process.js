'use strict';
/* Child processes of the benchmarks: start, wait until they answer, stop (by their own pid, nothing else). */
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}) before ${url} answered:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError && lastError.message}`);
}

/** Spawns node with a script; keeps the last lines of its output for error messages. */
function startNode(script, env, args = []) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...String(chunk).split('\n'));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => lines.join('\n');
  child.stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return child;
}

const BENCH_JWT_SECRET = 'petfoster-benchmark-signing-key-0123456789abcdef';

/** The API alone (node api/dist/main.js), request logging off, on a given database. */
async function startApi({
  databaseUrl,
  sqlCount = false,
  webRoot = null,
  seedDemo = false,
  uploadDir,
  extraEnv = {},
  // Another checkout's build (an earlier release, for a paired comparison); this one by default.
  root = ROOT,
}) {
  const port = await freePort();
  const child = startNode(path.join(root, 'api/dist/main.js'), {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: String(seedDemo),
    LOG_REQUESTS: 'false',
    SQL_COUNT: String(sqlCount),
    JWT_SECRET: BENCH_JWT_SECRET,
    NODE_ENV: 'development',
    UPLOAD_DIR: uploadDir || path.join(ROOT, 'data/bench/uploads'),
    ...(webRoot ? { WEB_ROOT: webRoot } : { WEB_ROOT: path.join(ROOT, 'data/bench/no-web') }),
    ...extraEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, port, child, stop: () => child.stop() };
}

module.exports = { ROOT, freePort, waitFor, startNode, startApi, BENCH_JWT_SECRET };
