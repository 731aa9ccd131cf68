#!/usr/bin/env node
/*
 * `npm start`: the all-in-one process of ARCHITECTURE 4. Builds whatever has not been built yet (so a fresh
 * clone needs only `npm install && npm start`), then runs the API, which also serves the built front ends.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ROOT, ensureBuilt } = require('./lib/builds');

try {
  ensureBuilt('if-missing', (message) => console.log(`[start] ${message}`));
} catch (error) {
  console.error(`[start] ${error.message} Fix it or run \`npm run build\` to see why.`);
  process.exit(1);
}

const api = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '8080' },
});
// Forward stop signals so that the API shuts down gracefully, and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
