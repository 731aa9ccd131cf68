'use strict';
/*
 * A private Debian redis-server on a free port of 127.0.0.1, keeping nothing on disk, for what needs several API
 * processes to share state (REDIS_URL: limits, the live event stream). Stopped by its own pid, never by name.
 */
const { spawn, spawnSync } = require('node:child_process');
const { freePort, sleep, terminate } = require('./processes');

async function startPrivateRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const answers = () =>
    spawnSync('redis-cli', ['-p', String(port), 'PING'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
  for (let attempt = 0; !answers(); attempt++) {
    if (attempt >= 200 || child.exitCode !== null) {
      await terminate(child, 'SIGKILL', 2000);
      throw new Error(`redis-server did not answer on port ${port}`);
    }
    await sleep(50);
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop: () => terminate(child, 'SIGTERM', 5000) };
}

module.exports = { startPrivateRedis };
