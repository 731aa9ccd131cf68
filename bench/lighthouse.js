#!/usr/bin/env node
'use strict';
/*
 * Lighthouse 12 (Node API) on Debian's chromium, default mobile configuration (Moto G Power emulation, simulated
 * slow 4G and 4x CPU slowdown), on home, /animals and /animals-details/{id}, through the gateway when available.
 * Reports Performance, Accessibility and Best Practices scores, LCP, TBT, CLS (and FCP, SI), plus the audits that
 * failed, so a regression says where to look, and the JavaScript as served. Each page runs `runs` times in a fresh
 * browser; the median run by performance score is kept (all runs' scores are kept too). With a session
 * (bench/signed-in.js) the page loads signed in: the token is stored in localStorage as the app stores it, and nothing
 * else of the origin is kept (the HTTP cache stays cold).
 *
 *   node bench/lighthouse.js [--runs 3]
 */
const { chromium } = require('playwright-core');
const { CHROMIUM, CHROME_FLAGS } = require('./lib/browser');
const { startSite } = require('./lib/site');
// The front-end routes (compiled @petfoster/contracts: bench/run.js builds it first).
const { paths } = require('@petfoster/contracts');

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Where the app keeps its session (TOKEN_STORAGE_KEY, packages/platform/src/session/session-store.ts). */
const TOKEN_STORAGE_KEY = 'token';
const round = (value, digits = 0) =>
  value === undefined || value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Where the LCP's time went (Lighthouse's phases: TTFB, load delay, load time, render delay, in ms), so that a slow LCP
 * says whether the image came late, took long, or waited for scripts once there.
 */
function lcpPhases(lcpAudit) {
  const table = ((lcpAudit.details || {}).items || []).find((item) =>
    (item.items || []).some((row) => row.phase !== undefined),
  );
  if (!table) return null;
  const key = (phase) => String(phase).toLowerCase().replace(/\s+/g, '_');
  return Object.fromEntries(table.items.map((row) => [key(row.phase), round(row.timing)]));
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id] || {};
  const failed = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || result.score >= 0.9 || ref.weight === 0) continue;
      if (['metrics', 'diagnostics'].includes(ref.group)) continue;
      failed.push({
        category,
        id: ref.id,
        title: result.title,
        score: result.score,
        display: result.displayValue || undefined,
      });
    }
  }
  // JavaScript as served: the bytes on the wire (compressed as sent) of every script the page loaded.
  const requests = (audit('network-requests').details || {}).items || [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  // Images fetched during the load (a gallery's lazy photos compete with its cover when the browser fetches them).
  const images = requests.filter((item) => item.resourceType === 'Image' && !String(item.url).startsWith('data:'));
  return {
    performance: round(lhr.categories.performance.score * 100),
    accessibility: round(lhr.categories.accessibility.score * 100),
    best_practices: round(lhr.categories['best-practices'].score * 100),
    lcp_s: round(audit('largest-contentful-paint').numericValue / 1000, 2),
    tbt_ms: round(audit('total-blocking-time').numericValue),
    cls: round(audit('cumulative-layout-shift').numericValue, 3),
    fcp_s: round(audit('first-contentful-paint').numericValue / 1000, 2),
    speed_index_s: round(audit('speed-index').numericValue / 1000, 2),
    js_scripts: scripts.length,
    js_kb: round(scripts.reduce((sum, item) => sum + (item.transferSize || 0), 0) / 1024, 1),
    images: images.length,
    images_kb: round(images.reduce((sum, item) => sum + (item.transferSize || 0), 0) / 1024, 1),
    lcp_element:
      ((audit('largest-contentful-paint-element').details || {}).items || [])
        .flatMap((item) => (item.items || [item]).map((inner) => inner.node && inner.node.snippet))
        .filter(Boolean)[0] || null,
    lcp_phases_ms: lcpPhases(audit('largest-contentful-paint-element')),
    failed_audits: failed,
  };
}

/**
 * Stores the session token in the fresh browser's localStorage for the page's origin, from a JSON answer of the API
 * (no page of the app, so none of its files enter the cache before the measured load).
 */
async function storeSession(port, url, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token]);
    await page.close();
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function lighthouseOnce(url, { token } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (token) await storeSession(chrome.port, url, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Lighthouse would clear the origin's storage, session included; the profile is fresh and holds nothing else.
      disableStorageReset: Boolean(token),
    });
    if (!result || !result.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/** A run that Lighthouse itself reports as failed (runtimeError, e.g. a lost trace) is made once more. */
async function lighthouseRun(url, log, options) {
  try {
    return await lighthouseOnce(url, options);
  } catch (error) {
    log(`[lighthouse] ${error.message}; running once more`);
    return lighthouseOnce(url, options);
  }
}

/**
 * Each page `runs` times; the median run by performance score is kept, with every run's main figures. `pages`:
 * [name, path, options] (options.token: the session to load the page with).
 */
async function measurePages(site, pages, runs, log) {
  const out = {};
  for (const [name, path, options] of pages) {
    const all = [];
    for (let i = 0; i < runs; i++) {
      log(`[lighthouse] ${path} (run ${i + 1}/${runs})`);
      all.push(await lighthouseRun(`${site.url}${path}`, log, options));
    }
    const sorted = [...all].sort((a, b) => a.performance - b.performance);
    const lcps = all.map((run) => run.lcp_s).sort((a, b) => a - b);
    out[name] = {
      path,
      ...sorted[Math.floor(sorted.length / 2)],
      // The kept run is the median by score; its LCP need not be the median LCP, which a LCP target reads.
      median_lcp_s: lcps[Math.floor(lcps.length / 2)],
      runs: all.map(({ performance, lcp_s, tbt_ms, cls }) => ({ performance, lcp_s, tbt_ms, cls })),
    };
  }
  return out;
}

const CONFIG = 'default (mobile, simulated throttling)';
const lighthouseVersion = () => require('lighthouse/package.json').version;

async function runLighthouse({ site: given, runs = 1, log = (line) => console.error(line) } = {}) {
  const site = given || (await startSite({ log }));
  try {
    const first = await (await fetch(`${site.url}/api/animals?limit=1`)).json();
    const pages = await measurePages(
      site,
      [
        ['home', paths.home],
        ['animals', paths.animals],
        ['detail', paths.animalDetails(first[0].id)],
      ],
      runs,
      log,
    );
    const targets = {};
    for (const [name, page] of Object.entries(pages)) {
      // The first view's targets.
      targets[name] = {
        performance: page.performance >= 98,
        accessibility: page.accessibility >= 95,
        best_practices: page.best_practices >= 95,
        lcp: page.lcp_s <= 1.5,
        fcp: page.fcp_s <= 1.2,
        tbt: page.tbt_ms <= 100,
        cls: page.cls === 0,
      };
    }
    return {
      served_by: site.via,
      lighthouse: lighthouseVersion(),
      config: CONFIG,
      runs_per_page: runs,
      pages,
      targets,
    };
  } finally {
    if (!given) await site.stop();
  }
}

module.exports = { runLighthouse, measurePages, lighthouseVersion, CONFIG };

if (require.main === module) {
  const index = process.argv.indexOf('--runs');
  runLighthouse({ runs: index > 0 ? Number(process.argv[index + 1]) : 1 }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
