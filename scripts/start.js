#!/usr/bin/env node
/*
 * `npm start`: the all-in-one process of ARCHITECTURE 4. Builds whatever has not been built yet (so a fresh
 * clone needs only `npm install && npm start`), then runs the API, which also serves the built front ends.
 */
const { spawnSync, spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const builds = [
  { workspace: '@petfoster/contracts', output: 'packages/contracts/dist/index.js' },
  { workspace: 'api', output: 'api/dist/main.js' },
  { workspace: 'shell', output: 'shell/dist/index.html' },
  { workspace: 'mfe-catalog', output: 'mfe-catalog/dist/remoteEntry.js' },
  { workspace: 'mfe-auth', output: 'mfe-auth/dist/remoteEntry.js' },
  { workspace: 'mfe-family', output: 'mfe-family/dist/remoteEntry.js' },
  { workspace: 'mfe-association', output: 'mfe-association/dist/remoteEntry.js' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const { workspace, output } of builds) {
  const pkg = require(path.join(root, workspace.startsWith('@') ? 'packages/contracts' : workspace, 'package.json'));
  if (!pkg.scripts || !pkg.scripts.build || existsSync(path.join(root, output))) continue;
  console.log(`[start] building ${workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] the build of ${workspace} failed; fix it or run \`npm run build\` to see why.`);
    process.exit(result.status || 1);
  }
}

const api = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '8080' },
});
// Forward stop signals so that the API shuts down gracefully, and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
