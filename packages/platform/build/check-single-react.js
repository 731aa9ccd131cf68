#!/usr/bin/env node
'use strict';
/**
 * One React per page (ARCHITECTURE 2). Checks:
 *  1. package-lock.json installs react and react-dom exactly once each (one path, one version);
 *  2. every built app (dist/mf-manifest.json present) declares react, react-dom and the other shared packages as
 *     singletons;
 *  3. React's and react-dom's own source appears only in the chunks the manifest lists for those shared modules
 *     (the fallbacks the federation runtime loads only when no other app provided them), never inlined into
 *     remoteEntry.js, main.*.js or an exposed module's chunk.
 *
 * Usage: node packages/platform/build/check-single-react.js [--require-builds] [--root <repo dir>]
 *   --require-builds  fail when an app has no dist (CI after `npm run build`); otherwise unbuilt apps are skipped.
 */
const fs = require('node:fs');
const path = require('node:path');
const { APPS, SHARED_PACKAGES } = require('./apps');

const rootFlag = process.argv.indexOf('--root');
const repoRoot = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : path.resolve(__dirname, '../../..');
const requireBuilds = process.argv.includes('--require-builds');

/** Text that only the package's own production source contains, and that minifiers keep. */
const MARKERS = {
  // ReactSharedInternals = { H: null, A: null, T: null, S: null } in react.production.js
  react: { pattern: /H:null,A:null,T:null,S:null/, owners: ['react'] },
  // internal instance key prefix, defined in react-dom-client only
  'react-dom': { pattern: /["']__reactFiber\$["']/, owners: ['react-dom', 'react-dom/client'] },
};

const problems = [];
const notes = [];

function checkLockfile() {
  const lockPath = path.join(repoRoot, 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  for (const name of ['react', 'react-dom']) {
    const entries = Object.entries(lock.packages || {}).filter(
      ([location, meta]) => location.endsWith(`node_modules/${name}`) && !meta.link,
    );
    const versions = [...new Set(entries.map(([, meta]) => meta.version))];
    if (entries.length !== 1 || versions.length !== 1) {
      problems.push(
        `lockfile: ${name} is installed ${entries.length} time(s) with version(s) ${versions.join(', ') || 'none'}: ` +
          entries.map(([location]) => location).join(', '),
      );
    } else {
      notes.push(`lockfile: ${name}@${versions[0]} once (${entries[0][0]})`);
    }
  }
}

function sharedAssets(entry) {
  const js = (entry.assets && entry.assets.js) || {};
  return [...(js.sync || []), ...(js.async || [])].map((file) => path.basename(file));
}

function checkApp(name, dir) {
  const dist = path.join(repoRoot, dir, 'dist');
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    (requireBuilds ? problems : notes).push(`${dir}: no dist/mf-manifest.json (not built)`);
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const shared = new Map((manifest.shared || []).map((entry) => [entry.name, entry]));

  for (const key of SHARED_PACKAGES) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const entry = shared.get(pkg);
    // A package an app never imports is not in its manifest; react and react-dom are imported by every app.
    if (!entry) {
      if (pkg === 'react' || pkg === 'react-dom') problems.push(`${dir}: ${pkg} is not declared as shared`);
      continue;
    }
    if (entry.singleton !== true) problems.push(`${dir}: shared ${pkg} is not a singleton`);
  }
  if (name !== 'shell' && !fs.existsSync(path.join(dist, 'remoteEntry.js'))) problems.push(`${dir}: no remoteEntry.js`);

  const jsFiles = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
  for (const [label, { pattern, owners }] of Object.entries(MARKERS)) {
    const allowed = new Set(owners.flatMap((owner) => (shared.has(owner) ? sharedAssets(shared.get(owner)) : [])));
    const holders = jsFiles.filter((file) => pattern.test(fs.readFileSync(path.join(dist, file), 'utf8')));
    const strays = holders.filter((file) => !allowed.has(file));
    if (strays.length) {
      problems.push(`${dir}: ${label} source found outside its shared chunk(s) in ${strays.join(', ')}`);
    } else if (holders.length > 1) {
      problems.push(`${dir}: ${label} source found in ${holders.length} chunks (${holders.join(', ')})`);
    } else {
      notes.push(`${dir}: ${label} only in its shared fallback chunk ${holders[0] || '(not bundled)'}`);
    }
  }
}

checkLockfile();
for (const [name, { dir }] of Object.entries(APPS)) checkApp(name, dir);

for (const note of notes) console.log(`ok   ${note}`);
for (const problem of problems) console.error(`FAIL ${problem}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s): more than one React could end up on a page.`);
  process.exit(1);
}
console.log('\nOne React and one react-dom per page.');
