#!/usr/bin/env node
'use strict';
/*
 * Lighthouse 12 (Node API) on Debian's chromium, default mobile configuration (Moto G Power emulation, simulated
 * slow 4G and 4x CPU slowdown), on home, /animals and /animals-details/{id}, through the gateway when available.
 * Reports Performance, Accessibility and Best Practices scores, LCP, TBT, CLS (and FCP, SI), plus the audits that
 * failed, so a regression says where to look. Each page runs `runs` times in a fresh browser; the median run by
 * performance score is kept (all runs' scores are kept too).
 *
 *   node bench/lighthouse.js [--runs 3]
 */
const { CHROMIUM, CHROME_FLAGS } = require('./lib/browser');
const { startSite } = require('./lib/site');
// The front-end routes (compiled @petfoster/contracts: bench/run.js builds it first).
const { paths } = require('@petfoster/contracts');

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const round = (value, digits = 0) =>
  value === undefined || value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

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
  return {
    performance: round(lhr.categories.performance.score * 100),
    accessibility: round(lhr.categories.accessibility.score * 100),
    best_practices: round(lhr.categories['best-practices'].score * 100),
    lcp_s: round(audit('largest-contentful-paint').numericValue / 1000, 2),
    tbt_ms: round(audit('total-blocking-time').numericValue),
    cls: round(audit('cumulative-layout-shift').numericValue, 3),
    fcp_s: round(audit('first-contentful-paint').numericValue / 1000, 2),
    speed_index_s: round(audit('speed-index').numericValue / 1000, 2),
    lcp_element:
      ((audit('largest-contentful-paint-element').details || {}).items || [])
        .flatMap((item) => (item.items || [item]).map((inner) => inner.node && inner.node.snippet))
        .filter(Boolean)[0] || null,
    failed_audits: failed,
  };
}

async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result || !result.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/** A run that Lighthouse itself reports as failed (runtimeError, e.g. a lost trace) is made once more. */
async function lighthouseRun(url, log) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    log(`[lighthouse] ${error.message}; running once more`);
    return lighthouseOnce(url);
  }
}

async function runLighthouse({ site: given, runs = 1, log = (line) => console.error(line) } = {}) {
  const site = given || (await startSite({ log }));
  try {
    const first = await (await fetch(`${site.url}/api/animals?limit=1`)).json();
    const pages = {};
    for (const [name, path] of [
      ['home', paths.home],
      ['animals', paths.animals],
      ['detail', paths.animalDetails(first[0].id)],
    ]) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        log(`[lighthouse] ${path} (run ${i + 1}/${runs})`);
        all.push(await lighthouseRun(`${site.url}${path}`, log));
      }
      const sorted = [...all].sort((a, b) => a.performance - b.performance);
      pages[name] = {
        path,
        ...sorted[Math.floor(sorted.length / 2)],
        runs: all.map(({ performance, lcp_s, tbt_ms, cls }) => ({ performance, lcp_s, tbt_ms, cls })),
      };
    }
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
    const { default: lighthousePackage } = { default: require('lighthouse/package.json') };
    return {
      served_by: site.via,
      lighthouse: lighthousePackage.version,
      config: 'default (mobile, simulated throttling)',
      runs_per_page: runs,
      pages,
      targets,
    };
  } finally {
    if (!given) await site.stop();
  }
}

module.exports = { runLighthouse };

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
