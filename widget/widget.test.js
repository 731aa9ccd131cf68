/* The widget's budget (docs/public-api.md#widget): at most 15 KB once brotli-compressed, as the servers send it. */
const assert = require('node:assert/strict');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const zlib = require('node:zlib');
const { buildWidget } = require('./build');

const BUDGET_BYTES = 15 * 1024;

test('widget.js weighs at most 15 KB brotli and needs no other file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'widget-'));
  try {
    const built = buildWidget(dir);
    const brotli = readFileSync(`${built.file}.br`);
    assert.ok(brotli.length <= BUDGET_BYTES, `${brotli.length} B brotli > ${BUDGET_BYTES} B`);
    const script = readFileSync(built.file, 'utf8');
    // The .br copy is the very script, and the script loads nothing else (no import, no other chunk).
    assert.equal(zlib.brotliDecompressSync(brotli).toString('utf8'), script);
    assert.doesNotMatch(script, /\bimport\s*\(|\brequire\s*\(|^\s*import\s/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
