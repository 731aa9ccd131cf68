'use strict';
/*
 * One built API process (node api/dist/main.js), as production runs it, on a database of our choosing. Fault
 * tests signal it, read its memory from /proc and wait for its exit code.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { exited, freePort, tail, terminate, waitForHttp } = require('../../../scripts/lib/processes');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const READY_TIMEOUT_MS = 120_000;

/** Resident memory of a process in MiB (VmRSS of /proc/<pid>/status), or null when it is gone. */
function rssMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round((kib / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ databaseUrl: string, seedDemo?: boolean, env?: Record<string, string>, nodeOptions?: string[] }} options
 */
async function startApi({ databaseUrl, seedDemo = true, env = {}, nodeOptions = [] }) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build -w api\` first.`);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'petfoster-resilience-api-'));
  const uploadDir = path.join(home, 'uploads');
  const webRoot = path.join(home, 'no-web-root');
  fs.mkdirSync(uploadDir);
  fs.mkdirSync(webRoot);
  const logFile = path.join(home, 'api.log');
  const port = await freePort();
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeOptions, MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      UPLOAD_DIR: uploadDir,
      WEB_ROOT: webRoot,
      SEED_DEMO: seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const killOnExit = () => {
    if (!exited(child)) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const api = {
    url,
    port,
    pid: child.pid,
    logFile,
    exit,
    get running() {
      return !exited(child);
    },
    rss: () => rssMiB(child.pid),
    signal(name) {
      if (!exited(child)) child.kill(name);
    },
    logTail: (lines) => tail(logFile, lines),
    async stop() {
      await terminate(child, 'SIGTERM', 15_000);
      process.removeListener('exit', killOnExit);
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
  try {
    await waitForHttp(`${url}/api/health`, { child, logFile, timeoutMs: READY_TIMEOUT_MS, what: 'the API' });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}

module.exports = { startApi, rssMiB, ROOT };
