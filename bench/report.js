#!/usr/bin/env node
'use strict';
/**
 * Renders docs/performance.md from the bench's committed result files (bench/results/*.json), so that the figures a
 * reader sees are always the stored ones: nothing in that page is typed by hand. Generic over the result entries: a
 * new entry (signed-in pages, a click-to-update timing...) appears as soon as the bench stores it, as tables for its
 * collections and a list for its single values.
 *   node bench/report.js           writes docs/performance.md
 *   node bench/report.js --check   exits 1 when docs/performance.md differs from what the results give
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const RESULTS = path.join(__dirname, 'results');
const OUTPUT = path.join(ROOT, 'docs', 'performance.md');
const LONG_TEXT = 60;

/** The stored runs: `latest` first (the default full run), then the others by name. */
function readResults(dir = RESULTS) {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => (a === 'latest.json' ? -1 : b === 'latest.json' ? 1 : a.localeCompare(b)))
    .map((file) => ({
      file: `bench/results/${file}`,
      report: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
    }));
}

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function words(key) {
  return String(key).replace(/_kb$/, ' (KB)').replace(/_ms$/, ' (ms)').replace(/_s$/, ' (s)').replace(/_/g, ' ');
}

function cell(value, key, long = false) {
  if (value === undefined || value === null) return '';
  if (key === 'met' && typeof value === 'boolean') return value ? 'met' : '**not met**';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.every(isScalar) ? value.map((v) => cell(v)).join(', ') : `${value.length} items`;
  if (isObject(value)) return '';
  let text = typeof value === 'number' ? value.toLocaleString('en', { maximumFractionDigits: 3 }) : String(value);
  if (!long && text.length > LONG_TEXT) text = `${text.slice(0, LONG_TEXT)}…`;
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\n/g, ' ');
}

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Values that are rows: an array of objects, or an object whose every value is an object. */
function rowsOf(value) {
  if (Array.isArray(value) && value.length && value.every(isObject))
    return value.map((item, i) => [String(i + 1), item]);
  if (isObject(value) && Object.keys(value).length && Object.values(value).every(isObject))
    return Object.entries(value);
  return null;
}

/** A row's cells: its single values, and those of its objects one level down ("own code gzip9 (KB)"). */
function flatten(item) {
  const flat = {};
  for (const [key, value] of Object.entries(item)) {
    if (isScalar(value) || (Array.isArray(value) && value.every(isScalar))) flat[key] = value;
    else if (isObject(value) && !rowsOf(value))
      for (const [inner, v] of Object.entries(value)) if (isScalar(v)) flat[`${key} ${inner}`] = v;
  }
  return flat;
}

/** What names a row: its label, target, path or url, else its database and size, else its key. */
function label(name, item) {
  const named = ['label', 'target', 'path', 'url', 'name'].find((key) => typeof item[key] === 'string');
  if (named) return { text: item[named], keys: [named] };
  const keys = ['db', 'animals', 'size'].filter((key) => isScalar(item[key]) && item[key] !== null);
  return keys.length ? { text: keys.map((key) => cell(item[key])).join(' '), keys } : { text: name, keys: [] };
}

function renderTable(rows) {
  const flats = rows.map(([name, item]) => {
    const flat = flatten(item);
    const { text, keys } = label(name, item);
    for (const key of keys) delete flat[key];
    return { text, flat };
  });
  const columns = [...new Set(flats.flatMap(({ flat }) => Object.keys(flat)))];
  return table(
    ['', ...columns.map(words)],
    flats.map(({ text, flat }) => [cell(text), ...columns.map((c) => cell(flat[c], c.split(' ').pop()))]),
  );
}

/** One value of a result file: single values as a list, collections as tables, the rest one heading down. */
function renderValue(value, title, level) {
  const out = [`${'#'.repeat(Math.min(level, 6))} ${title}`, ''];
  const rows = rowsOf(value);
  if (rows) {
    out.push(renderTable(rows), '');
    // What a table cannot hold (a run's endpoints, a page's runs): under the row it belongs to.
    for (const [name, item] of rows)
      for (const [key, inner] of Object.entries(item))
        if (rowsOf(inner)) out.push(...renderValue(inner, `${label(name, item).text}: ${words(key)}`, level + 1));
    return out;
  }
  if (Array.isArray(value)) return [...out, cell(value), ''];
  const singles = Object.entries(value).filter(([, v]) => isScalar(v) || (Array.isArray(v) && v.every(isScalar)));
  if (singles.length) out.push(...singles.map(([k, v]) => `- ${words(k)}: ${cell(v, k, true)}`), '');
  for (const [key, inner] of Object.entries(value))
    if (!singles.some(([k]) => k === key) && (isObject(inner) || Array.isArray(inner)))
      out.push(...renderValue(inner, words(key), level + 1));
  return out;
}

function renderReport({ file, report }) {
  const m = report.machine || {};
  const out = [
    `## ${report.name || path.basename(file, '.json')}: ${String(report.date || '')
      .slice(0, 16)
      .replace('T', ' ')} UTC${report.quick ? ', quick run' : ''}`,
    '',
    `From \`${file}\`, written by \`npm run bench\`${report.duration_seconds ? ` in ${report.duration_seconds} s` : ''}. Machine: ${[
      m.cpu_model,
      m.cores && `${m.cores} cores`,
      m.memory_gb && `${m.memory_gb} GB`,
      m.node && `Node ${m.node}`,
      m.os,
    ]
      .filter(Boolean)
      .join(
        ', ',
      )}${m.load_average_at_start ? `; load average ${m.load_average_at_start.join(' ')} at start, ${(m.load_average_at_end || []).join(' ')} at end` : ''}.`,
    '',
  ];
  if (Array.isArray(report.targets) && report.targets.length) {
    const missed = report.targets.filter((t) => t.met === false).length;
    out.push(
      '### Targets',
      '',
      `${report.targets.length - missed} of ${report.targets.length} met.`,
      '',
      table(
        ['target', 'measured', ''],
        report.targets.map((t) => [cell(t.target), cell(t.value), cell(t.met, 'met')]),
      ),
      '',
    );
  }
  for (const [key, value] of Object.entries(report.results || {})) out.push(...renderValue(value, words(key), 3));
  const errors = Object.entries(report.errors || {});
  if (errors.length) out.push('### Could not run', '', ...errors.map(([k, v]) => `- ${k}: ${cell(v)}`), '');
  return out;
}

function render(results = readResults()) {
  const out = [
    '# Performance',
    '',
    '<!-- Generated by `node bench/report.js` from bench/results/*.json: edit the bench, never this file. -->',
    '',
    'What the bench measured on its last stored runs. `npm run bench` (about 21 minutes; `npm run bench:quick` about 5)',
    'measures pages, bundles, images, the API, the event stream between API processes and the conversation list, stores',
    'the figures in `bench/results/`, and this page is rendered from',
    'them; figures are reported, never asserted, and move with the machine’s load. How each figure is measured:',
    '[bench/README.md](../bench/README.md). Why the site is built the way these figures reflect:',
    '[decisions/first-view.md](decisions/first-view.md), [decisions/micro-frontends.md](decisions/micro-frontends.md),',
    '[decisions/express-not-fastify.md](decisions/express-not-fastify.md).',
    '',
  ];
  for (const result of results) out.push(...renderReport(result));
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

if (require.main === module) {
  const text = render();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error('docs/performance.md differs from bench/results: run `node bench/report.js`.');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(OUTPUT, text);
    console.log(`wrote ${path.relative(ROOT, OUTPUT)}`);
  }
}

module.exports = { render, readResults, OUTPUT };
