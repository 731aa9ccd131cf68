'use strict';
/*
 * What each workspace's build produces, and building what is missing. Shared by `npm start` and the gateway so
 * that both agree on what "built" means.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const { APPS, APP_NAMES, buildOutput } = require('../../packages/platform/build/apps');

const ROOT = path.resolve(__dirname, '..', '..');

/** The front ends (registry: packages/platform/apps.json), shell first. */
const WEB_BUILDS = APP_NAMES.map((name) => ({ workspace: APPS[name].dir, output: buildOutput(name) }));

/** A missing output means "not built yet". Order matters: contracts before the API. */
const BUILDS = [
  { workspace: '@petfoster/contracts', output: 'packages/contracts/dist/index.js' },
  { workspace: 'api', output: 'api/dist/main.js' },
  ...WEB_BUILDS,
];

const missingBuilds = () => BUILDS.filter(({ output }) => !fs.existsSync(path.join(ROOT, output)));

/**
 * Builds every workspace (`mode` true), only the missing ones ('if-missing'), or none (false: throws when some
 * output is missing). Throws an Error naming the workspace whose build failed.
 */
function ensureBuilt(mode = 'if-missing', log = console.log) {
  const missing = missingBuilds();
  if (mode === false) {
    if (missing.length > 0) {
      throw new Error(
        `not built: ${missing.map((b) => b.output).join(', ')}. Run \`npm run build\` (or pass build: 'if-missing').`,
      );
    }
    return;
  }
  for (const { workspace } of mode === true ? BUILDS : missing) {
    log(`building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`the build of ${workspace} failed (npm run build -w ${workspace}).`);
  }
}

/** `npm run build:web`: every front end, in one npm call (node scripts/lib/builds.js --web). */
function buildWeb() {
  const args = ['run', 'build', ...WEB_BUILDS.flatMap(({ workspace }) => ['-w', workspace])];
  return spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

if (require.main === module) {
  if (process.argv[2] !== '--web') {
    console.error('usage: node scripts/lib/builds.js --web');
    process.exit(2);
  }
  process.exit(buildWeb());
}

module.exports = { BUILDS, WEB_BUILDS, ROOT, ensureBuilt, missingBuilds };
