#!/usr/bin/env node
'use strict';
/**
 * Lint: no tracked file cites a section number of the product specification or a past issue number. Comments, test
 * names and docs point to a section of docs/ or say the reason in words (scripts/rewrite-references.js does it).
 */
const { findReferences } = require('./references/references');

const found = findReferences();
for (const { file, line, text } of found) console.error(`${file}:${line}: ${text.slice(0, 160)}`);
if (found.length) {
  console.error(
    `\n${found.length} line(s) cite a specification section or an issue number: point to docs/ instead ` +
      '(node scripts/rewrite-references.js rewrites them from scripts/references/map.json).',
  );
  process.exit(1);
}
