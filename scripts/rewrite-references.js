#!/usr/bin/env node
'use strict';
/**
 * Rewrites every citation of a product-specification section number or of a past issue number in the tracked files
 * into a pointer to docs/ (scripts/references/map.json says where each now lives). Idempotent: a second run changes
 * nothing, so it can be run again after a merge. `--check` only lists what it would change.
 *   node scripts/rewrite-references.js [--check] [file ...]
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, trackedTextFiles, rewrite } = require('./references/references');

const args = process.argv.slice(2);
const check = args.includes('--check');
const own = new Set(['scripts/references/map.json']);
const files = (
  args.filter((a) => !a.startsWith('--')).length ? args.filter((a) => !a.startsWith('--')) : trackedTextFiles()
)
  .map((file) => path.relative(ROOT, path.resolve(file)).split(path.sep).join('/'))
  .filter((file) => !own.has(file));

let changed = 0;
for (const file of files) {
  const before = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const after = rewrite(before, file);
  if (after === before) continue;
  changed += 1;
  if (check) console.log(file);
  else fs.writeFileSync(path.join(ROOT, file), after);
}
console.log(`${changed} file(s) ${check ? 'would change' : 'rewritten'}`);
