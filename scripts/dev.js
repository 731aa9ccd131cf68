#!/usr/bin/env node
/*
 * `npm run dev`: the API with reload on :8080 and every front end's rspack dev server (shell on :3000, which
 * proxies /api, /login, /uploads to the API and /mfe/<name>/ to each remote's dev server). Open http://localhost:3000.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const concurrently = require('concurrently');
const { APP_DIRS } = require('../packages/platform/build/apps');

const root = path.resolve(__dirname, '..');
// The API reads the compiled contracts; build them once before watching.
spawnSync('npm', ['run', 'build', '-w', '@petfoster/contracts'], { cwd: root, stdio: 'inherit' });

// Every front end of the registry (packages/platform/apps.json), each on its own dev port.
const apps = APP_DIRS;
const { result } = concurrently(
  [
    { name: 'api', command: 'npm run start:dev -w api' },
    ...apps.map((app) => ({ name: app, command: `npm run dev -w ${app}` })),
  ],
  { cwd: root, prefixColors: ['blue', 'green', 'magenta', 'cyan', 'yellow', 'red'], killOthersOn: ['failure'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
