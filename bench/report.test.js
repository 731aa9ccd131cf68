'use strict';
/** docs/performance.md is what bench/report.js renders from the committed results, never a hand-edited copy. */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { render, OUTPUT } = require('./report');

test('docs/performance.md is rendered from bench/results (run `node bench/report.js` after the bench)', () => {
  assert.equal(fs.readFileSync(OUTPUT, 'utf8'), render());
});

test('a new result entry appears without a change to the renderer', () => {
  const report = {
    name: 'signed-in',
    date: '2026-11-27T10:00:00.000Z',
    machine: {},
    results: { signed_in_pages: { pages: { dashboard: { path: '/families/dashboard', lcp_s: 1.2, tbt_ms: 30 } } } },
    targets: [{ target: 'dashboard: LCP <= 1.5 s', value: 1.2, met: true }],
  };
  const text = render([{ file: 'bench/results/signed-in.json', report }]);
  assert.match(text, /\| \/families\/dashboard \| 1\.2 \| 30 \|/);
  assert.match(text, /\| dashboard: LCP &lt;= 1\.5 s \| 1\.2 \| met \|/);
});

test('a target that is not met says so from the figures', () => {
  const report = {
    name: 'x',
    date: '',
    results: {},
    targets: [{ target: 'home: LCP <= 1.8 s', value: 2.4, met: false }],
  };
  assert.match(
    render([{ file: 'bench/results/x.json', report }]),
    /\| home: LCP &lt;= 1\.8 s \| 2\.4 \| \*\*not met\*\* \|/,
  );
});
