'use strict';
/*
 * Child-process and port helpers shared by the local topologies (gateway.js, compose-emulation.js) and the test
 * support that starts real servers (e2e/support, e2e/resilience/support).
 */
const fs = require('node:fs');
const net = require('node:net');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it); a small race remains until the caller binds it. */
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

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The last lines of a log file, for error messages; empty when it cannot be read. */
function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child) {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Signals, then SIGKILL after the grace period; resolves once the process is gone. */
async function terminate(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (!child || exited(child)) return;
  const gone = waitForExit(child);
  child.kill(signal);
  const timer = setTimeout(() => {
    if (!exited(child)) child.kill('SIGKILL');
  }, graceMs);
  await gone;
  clearTimeout(timer);
}

const hookedSets = new WeakSet();
/** Children of `children` still running when this process exits get `signal`: a crashed run leaves no orphan. */
function endOnExit(children, signal) {
  if (hookedSets.has(children)) return;
  hookedSets.add(children);
  process.on('exit', () => {
    for (const child of children) {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  });
}

/**
 * Polls `url` until it answers 2xx. Fails as soon as `child` (when given) exits, quoting the end of `logFile`;
 * `makeError` lets a caller throw its own error class.
 */
async function waitForHttp(url, { child, logFile, timeoutMs, what, makeError = (message) => new Error(message) }) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child && exited(child)) {
      throw makeError(
        `${what} exited (code ${child.exitCode ?? child.signalCode}) before answering.\n${logFile ? `--- ${logFile}\n${tail(logFile)}` : ''}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error.cause?.code || error.message;
    }
    await sleep(200);
  }
  throw makeError(
    `${what} did not answer ${url} within ${timeoutMs / 1000}s (${lastProblem}).${logFile ? `\n--- ${logFile}\n${tail(logFile)}` : ''}`,
  );
}

module.exports = { sleep, freePort, portIsFree, tail, exited, waitForExit, terminate, endOnExit, waitForHttp };
