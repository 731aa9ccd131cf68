#!/usr/bin/env node
'use strict';
/**
 * Version skew between front ends that ship separately (docs/operations/releases.md): builds the front ends of the
 * previous release in a temporary git worktree, then serves
 *   1. today's shell with the previous release's remotes, and
 *   2. the previous release's shell with today's remotes,
 * and runs on each the federation smoke test and a few short journeys through the gateway. A change to an exposed
 * module's props that the other side's deployed build cannot handle fails here.
 *
 *   npm run test:skew                              # previous release: newest release-* tag, else deploy/last-release
 *   VERSION_SKEW_BASE=<commit> npm run test:skew   # any other commit
 *   VERSION_SKEW_JOURNEYS=e2e/journeys/03-login npm run test:skew   # other journeys (comma-separated)
 *
 * A mix is laid out as a deployment would: each app's dist/ and dist-server/ in this tree is, for the time of its
 * run, a link to the other version's (the originals are moved aside and always put back, also after a crash).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, spawnSync } = require('node:child_process');
const { APPS, SHELL, REMOTE_NAMES } = require('../packages/platform/build/apps');
const { ROOT, ensureBuilt } = require('./lib/builds');

/** The commit of the last release when the clone has no release-* tag (CI clones often have none). */
const LAST_RELEASE_FILE = path.join(ROOT, 'deploy', 'last-release');
/**
 * Short journeys through the modules that take props: the header's login modal (auth) for each role, and the
 * catalogue's animal page with the family's area. The smoke test covers a plain routed page.
 */
const JOURNEYS = process.env.VERSION_SKEW_JOURNEYS?.split(',') ?? ['e2e/journeys/03-login', 'e2e/journeys/10-arrivals'];
/** What a deployment of one app consists of. */
const OUTPUTS = ['dist', 'dist-server'];
const ASIDE = '.version-skew-today';
/**
 * A release whose remotes use what only its own shell's shared platform has is shipped shell first
 * (docs/operations/releases.md#shell-first): this file names the previous release it applies to, and while that is
 * the release compared with, the previous shell with today's remotes is not a deployment that can happen.
 */
const SHELL_FIRST_FILE = path.join(ROOT, 'deploy', 'shell-first');

function shellFirstSince() {
  if (!fs.existsSync(SHELL_FIRST_FILE)) return null;
  const line = fs
    .readFileSync(SHELL_FIRST_FILE, 'utf8')
    .split('\n')
    .find((text) => /^[0-9a-f]{7,40}\b/.test(text));
  return line ? line.split(/\s/)[0] : null;
}

const log = (message) => console.log(`[skew] ${message}`);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

function run(command, args, cwd = ROOT, env = {}) {
  log(`${path.relative(ROOT, cwd) || '.'}$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** The previous release: VERSION_SKEW_BASE, else the newest release-* tag, else the commit deploy/last-release names. */
function previousRelease() {
  if (process.env.VERSION_SKEW_BASE) return { ref: process.env.VERSION_SKEW_BASE, how: 'VERSION_SKEW_BASE' };
  const tag = git('tag', '--list', 'release-*', '--sort=-creatordate').split('\n').filter(Boolean)[0];
  if (tag) return { ref: tag, how: `tag ${tag}` };
  const line = fs
    .readFileSync(LAST_RELEASE_FILE, 'utf8')
    .split('\n')
    .find((text) => /^[0-9a-f]{7,40}\b/.test(text));
  if (!line) throw new Error(`${path.relative(ROOT, LAST_RELEASE_FILE)} names no commit`);
  return { ref: line.split(/\s/)[0], how: path.relative(ROOT, LAST_RELEASE_FILE) };
}

/**
 * node_modules of the release's worktree: this tree's packages (same lockfile), except the workspace links, which
 * must point at the release's own packages. Another lockfile: npm ci there.
 */
function installDependencies(worktree, commit) {
  const lock = (text) => text.replace(/\s+$/, '');
  const sameLock =
    lock(git('show', `${commit}:package-lock.json`)) ===
    lock(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  if (!sameLock) {
    // Only the front ends are built there: no native addon (SQLite, argon2, sharp) needs compiling.
    if (!run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], worktree))
      throw new Error('npm ci failed in the release');
    return;
  }
  const modules = path.join(worktree, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  const own = path.join(ROOT, 'node_modules');
  for (const entry of fs.readdirSync(own)) {
    const target = path.join(modules, entry);
    if (fs.existsSync(target)) continue;
    if (entry === '@petfoster') {
      fs.mkdirSync(target);
      for (const link of fs.readdirSync(path.join(own, entry))) {
        const packageDir = fs.realpathSync(path.join(own, entry, link));
        fs.symlinkSync(path.join(worktree, path.relative(ROOT, packageDir)), path.join(target, link));
      }
    } else {
      fs.symlinkSync(path.join(own, entry), target);
    }
  }
  // Workspaces' own node_modules (versions that differ from the root's).
  for (const dir of ['api', 'packages/contracts', 'packages/platform', ...Object.values(APPS).map((app) => app.dir)]) {
    const nested = path.join(ROOT, dir, 'node_modules');
    const target = path.join(worktree, dir, 'node_modules');
    if (fs.existsSync(nested) && fs.existsSync(path.dirname(target)) && !fs.existsSync(target))
      fs.symlinkSync(nested, target);
  }
}

/** The release's front ends, built once per commit in a worktree under the system's temporary folder. */
function buildRelease(commit) {
  const worktree = path.join(os.tmpdir(), `petfoster-release-${commit.slice(0, 12)}`);
  const registry = JSON.parse(git('show', `${commit}:packages/platform/apps.json`));
  const built = () =>
    Object.entries(registry).every(([name, app]) =>
      fs.existsSync(path.join(worktree, app.dir, 'dist', name === SHELL ? 'index.html' : 'remoteEntry.js')),
    );
  if (fs.existsSync(worktree) && built()) {
    log(`release front ends already built in ${worktree}`);
    return { worktree, registry };
  }
  if (!fs.existsSync(worktree)) {
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', worktree, commit);
  }
  installDependencies(worktree, commit);
  const workspaces = Object.values(registry).flatMap((app) => ['-w', app.dir]);
  if (!run('npm', ['run', 'build', ...workspaces], worktree)) throw new Error('the release front ends do not build');
  return { worktree, registry };
}

/** Puts back whatever a previous run left aside (this tree's own outputs). */
function restoreAll() {
  for (const app of Object.values(APPS)) {
    for (const output of OUTPUTS) {
      const live = path.join(ROOT, app.dir, output);
      const aside = live + ASIDE;
      if (!fs.existsSync(aside)) continue;
      if (fs.lstatSync(live, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(live);
      if (!fs.existsSync(live)) fs.renameSync(aside, live);
    }
  }
}

/** Serves the release's build of these apps from this tree's paths (links), for the time of `body`. */
async function withReleaseOf(names, release, body) {
  try {
    for (const name of names) {
      const app = release.registry[name];
      if (!app) continue; // a remote the release did not have yet: today's build stays
      for (const output of OUTPUTS) {
        const from = path.join(release.worktree, app.dir, output);
        const live = path.join(ROOT, APPS[name].dir, output);
        if (!fs.existsSync(from)) continue;
        if (fs.existsSync(live)) fs.renameSync(live, live + ASIDE);
        fs.symlinkSync(from, live);
      }
    }
    return await body();
  } finally {
    restoreAll();
  }
}

function checkMix(label) {
  log(`${label}: federation smoke test`);
  const smoke = run(process.execPath, [path.join(ROOT, 'packages/platform/build/federation-smoke.js')]);
  log(`${label}: journeys ${JOURNEYS.map((file) => path.basename(file)).join(', ')}`);
  const journeys = run('npx', ['jest', '-c', 'e2e/jest.config.js', ...JOURNEYS]);
  return { label, ok: smoke && journeys, smoke, journeys };
}

async function main() {
  const started = Date.now();
  restoreAll();
  const { ref, how } = previousRelease();
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  log(`previous release: ${commit} (${how}); today: ${git('rev-parse', 'HEAD')}`);
  const release = buildRelease(commit);
  ensureBuilt('if-missing', log);

  const results = [await withReleaseOf(REMOTE_NAMES, release, () => checkMix("today's shell + the release's remotes"))];
  const since = shellFirstSince();
  if (since && git('rev-parse', '--verify', `${since}^{commit}`) === commit)
    log(
      `skipped: the release's shell + today's remotes (${path.relative(ROOT, SHELL_FIRST_FILE)}: this release ships its shell first)`,
    );
  else results.push(await withReleaseOf([SHELL], release, () => checkMix("the release's shell + today's remotes")));
  for (const { label, ok, smoke, journeys } of results)
    log(`${ok ? 'ok  ' : 'FAIL'} ${label} (smoke ${smoke ? 'ok' : 'failed'}, journeys ${journeys ? 'ok' : 'failed'})`);
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (results.some(({ ok }) => !ok)) {
    console.error(
      "[skew] a front end of the previous release does not work with today's: see docs/operations/releases.md#breaking-props-change",
    );
    process.exit(1);
  }
}

process.on('SIGINT', () => {
  restoreAll();
  process.exit(130);
});
main().catch((error) => {
  restoreAll();
  console.error(`[skew] ${error.message}`);
  process.exit(1);
});
