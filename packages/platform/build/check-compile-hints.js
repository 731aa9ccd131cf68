#!/usr/bin/env node
'use strict';
/**
 * V8's compile hint on the right scripts (docs/decisions/first-view.md, startup-chunks.js), checked on the built dists:
 *  1. every script the shell's index.html loads or preloads, each remote's remoteEntry.js and the files of its
 *     exposed modules (mf-manifest.json) start with `//# allFunctionsCalledOnLoad` (compiled while they stream in, off the main thread);
 *  2. no other script does (lazy chunks: static pages, toasts, the common-password list, shared fallbacks), and the
 *     compressed copies the servers send are those of the hinted files.
 *
 * Usage: node packages/platform/build/check-compile-hints.js   (after `npm run build:web`)
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { APPS, REMOTE_ENTRY, SHELL } = require('./apps');
const { COMPILE_HINT } = require('./startup-chunks');

const repoRoot = path.resolve(__dirname, '../../..');
const problems = [];
let hinted = 0;
let lazy = 0;

for (const [name, { dir }] of Object.entries(APPS)) {
  const dist = path.join(repoRoot, dir, 'dist');
  if (!fs.existsSync(dist)) {
    problems.push(`${dir}: not built (npm run build:web)`);
    continue;
  }
  const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
  let loadTime;
  if (name === SHELL) {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    loadTime = new Set(
      [
        ...html.matchAll(/<script [^>]*src="\/([^"/]+\.js)"|<link rel="preload" as="script" href="\/([^"/]+\.js)"/g),
      ].map((match) => match[1] || match[2]),
    );
  } else {
    // What the federation runtime fetches with each exposed module (its manifest's sync assets) and the entry.
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    loadTime = new Set([REMOTE_ENTRY, ...manifest.exposes.flatMap((expose) => expose.assets.js.sync)]);
  }
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    const expected = loadTime.has(file);
    if (text.startsWith(COMPILE_HINT) !== expected)
      problems.push(`${dir}/dist/${file}: ${expected ? 'lacks' : 'must not have'} the compile hint`);
    const br = path.join(dist, `${file}.br`);
    if (fs.existsSync(br) && zlib.brotliDecompressSync(fs.readFileSync(br)).toString('utf8') !== text)
      problems.push(`${dir}/dist/${file}.br is not the copy of ${file}`);
    if (expected) hinted += 1;
    else lazy += 1;
  }
}

if (hinted === 0 || lazy === 0) problems.push(`expected hinted and lazy scripts, found ${hinted} and ${lazy}`);
if (problems.length) {
  console.error(`Compile hints: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Compile hints: ${hinted} load-time scripts carry it, ${lazy} lazy scripts do not.`);
