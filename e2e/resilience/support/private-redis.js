'use strict';
/*
 * A private Debian redis-server on a free port, keeping nothing on disk, for the tests that stop it (docs/decisions/stateless-api.md).
 * Stopped by its pid, never by name: the machine's own Redis is not ours.
 */
const { spawn } = require('node:child_process');
const net = require('node:net');
const { freePort } = require('../../../scripts/lib/processes');

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = new net.Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function startPrivateRedis() {
  const port = await freePort();
  let child = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, restart: async () => (await stop(), start()) };
}

module.exports = { startPrivateRedis };
