#!/usr/bin/env node
'use strict';
/*
 * JavaScript budgets (docs/performance.md), after `npm run build:web`:
 *  - the JavaScript the home page downloads on a cold load, measured in chromium: every script response, its size
 *    on the wire as served (nginx gzip through the gateway; uncompressed from the single process), and what it
 *    weighs gzip -9 and brotli (q11) compressed, which is what a CDN or a precompressing gateway would send;
 *  - exactly one React among those scripts (React's own source marker, as in check-single-react.js);
 *  - each app's own code without shared libraries, from its dist and mf-manifest.json (exposed modules' chunks minus
 *    the shared-module chunks), plus its remoteEntry.js (federation runtime + container) reported apart;
 *  - the same pages built as one bundle without Module Federation (bench/single-bundle), and the ratio.
 *
 *   node bench/bundles.js [--no-single-build]
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawnSync } = require('node:child_process');
const { ROOT } = require('./lib/process');
const { launchBrowser } = require('./lib/browser');
const { startSite, startSingleProcess } = require('./lib/site');

// name -> workspace folder, from the registry of apps (packages/platform/apps.json).
const APPS = Object.fromEntries(
  Object.entries(require('../packages/platform/build/apps').APPS).map(([name, { dir }]) => [name, dir]),
);
const REACT_MARKER = /H:null,A:null,T:null,S:null/;
const REACT_DOM_MARKER = /["']__reactFiber\$["']/;
const SINGLE_DIST = path.join(ROOT, 'data/bench/single-bundle/dist');

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Cold load of a page in a fresh context: every script the page fetched, with its sizes. */
async function pageScripts(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        return {
          url: new URL(response.url()).pathname,
          status: response.status(),
          encoding: response.headers()['content-encoding'] || 'identity',
          wire_bytes: sizes.responseBodySize,
          raw_bytes: body.length,
          gzip9_bytes: gzip(body),
          brotli_bytes: brotli(body),
          react: REACT_MARKER.test(body.toString('latin1')),
          react_dom: REACT_DOM_MARKER.test(body.toString('latin1')),
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lazy chunks requested after the first idle moment (route module, cards) still belong to the cold load.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return {
    scripts: scripts.sort((a, b) => b.raw_bytes - a.raw_bytes),
    count: scripts.length,
    raw_kb: kb(sum('raw_bytes')),
    wire_kb: kb(sum('wire_bytes')),
    gzip9_kb: kb(sum('gzip9_bytes')),
    brotli_kb: kb(sum('brotli_bytes')),
    react_copies: scripts.filter((s) => s.react).length,
    react_dom_copies: scripts.filter((s) => s.react_dom).length,
  };
}

function fileSizes(files) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const buffer = fs.readFileSync(file);
    raw += buffer.length;
    gz += gzip(buffer);
    br += brotli(buffer);
  }
  return { files: files.length, raw_kb: kb(raw), gzip9_kb: kb(gz), brotli_kb: kb(br) };
}

/** Own code of each built app: exposed modules' JS (sync + async) minus chunks that provide shared modules. */
function ownCode() {
  const out = {};
  for (const [name, dir] of Object.entries(APPS)) {
    const dist = path.join(ROOT, dir, 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const shared = new Set(manifest.shared.flatMap((s) => [...(s.assets.js.sync || []), ...(s.assets.js.async || [])]));
    const jsOf = (entry) => [...(entry.assets.js.sync || []), ...(entry.assets.js.async || [])];
    let own;
    if (name === 'shell') {
      // The host exposes nothing: its own code is its entry and the async chunks that are not shared modules.
      own = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'remoteEntry.js' && !shared.has(f));
    } else {
      own = [...new Set(manifest.exposes.flatMap(jsOf))].filter((f) => !shared.has(f));
    }
    const entry = path.join(dist, 'remoteEntry.js');
    out[name] = {
      own_code: fileSizes(own.map((f) => path.join(dist, f))),
      own_files: own,
      remote_entry: name === 'shell' ? null : fileSizes([entry]),
      shared_fallback_chunks: fileSizes([...shared].map((f) => path.join(dist, f)).filter((f) => fs.existsSync(f))),
    };
  }
  return out;
}

function buildSingleBundle() {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '-c',
      path.join(__dirname, 'single-bundle/rspack.config.js'),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`single-bundle build failed:\n${result.stdout}\n${result.stderr}`);
}

async function runBundles({ site: given, buildSingle = true, log = (line) => console.error(line) } = {}) {
  const result = { apps: ownCode() };
  const browser = await launchBrowser();
  try {
    log('[bundles] home page cold load (Module Federation build)');
    const site = given || (await startSite({ log }));
    try {
      result.served_by = site.via;
      result.home = await pageScripts(browser, `${site.url}/`);
    } finally {
      if (!given) await site.stop();
    }

    if (buildSingle || !fs.existsSync(path.join(SINGLE_DIST, 'index.html'))) {
      log('[bundles] building the single bundle (bench/single-bundle)');
      buildSingleBundle();
    }
    // The API serves <webRoot>/shell/dist: a web root whose shell is the single bundle.
    const webRoot = path.join(ROOT, 'data/bench/single-web');
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.mkdirSync(path.join(webRoot, 'shell'), { recursive: true });
    fs.symlinkSync(SINGLE_DIST, path.join(webRoot, 'shell/dist'));
    log('[bundles] home page cold load (single bundle, no federation)');
    const single = await startSingleProcess({ webRoot, via: 'single process, single bundle' });
    try {
      result.single_bundle_home = await pageScripts(browser, `${single.url}/`);
    } finally {
      await single.stop();
    }
  } finally {
    await browser.close();
  }
  result.federation_price = {
    gzip9_ratio: Math.round((result.home.gzip9_kb / result.single_bundle_home.gzip9_kb) * 100) / 100,
    brotli_ratio: Math.round((result.home.brotli_kb / result.single_bundle_home.brotli_kb) * 100) / 100,
  };
  result.targets = {
    home_compressed_kb_max: 130,
    home_compressed_kb: result.home.gzip9_kb,
    home_met: result.home.gzip9_kb <= 130,
    one_react: result.home.react_copies === 1 && result.home.react_dom_copies === 1,
    remote_own_code_kb_max: 40,
    remotes_met: Object.entries(result.apps)
      .filter(([name]) => name !== 'shell')
      .every(([, app]) => app.own_code.gzip9_kb <= 40),
  };
  return result;
}

module.exports = { runBundles, pageScripts };

if (require.main === module) {
  runBundles({ buildSingle: !process.argv.includes('--no-single-build') }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
