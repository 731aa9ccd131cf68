#!/usr/bin/env node
'use strict';
/*
 * `npm run bench`: every benchmark of the performance budgets (docs/performance.md), one after the other, then bench/results/<name>.json (date, machine,
 * all figures) and bench/results/SUMMARY.md (the tables the README shows; SUMMARY-<name>.md for another --name). Figures are reported, never asserted:
 * the targets are listed as met or not, and the run exits 0 either way (1 only when a benchmark could not run).
 *
 *   node bench/run.js [--quick] [--only api,events,conversations,bundles,images,lighthouse,gallery,signed_in]
 *                     [--name latest] [--duration 10] [--connections 10] [--sizes 1000,10000,100000]
 *                     [--lighthouse-runs 3] [--messages 200] [--streams 2000] [--calls 200]
 *
 * --quick: 3 s load runs, 1k and 10k animals only, one Lighthouse run per page, 3 decisions timed instead of 5, 50
 * messages, 500 open streams and 50 conversation list calls (to try the suite, not to quote).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { ROOT } = require('./lib/process');
const { startSite, startSingleProcess } = require('./lib/site');
const { launchBrowser } = require('./lib/browser');
const { pageScripts } = require('./bundles');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const quick = args.includes('--quick');
const only = new Set(option('only', 'api,events,conversations,bundles,images,lighthouse,gallery,signed_in').split(','));
/** The groups measured on the site (pages in chromium). */
const PAGE_GROUPS = ['bundles', 'images', 'lighthouse', 'gallery', 'signed_in'];
const name = option('name', quick ? 'quick' : 'latest');
const RESULTS = path.join(__dirname, 'results');
const log = (line) => console.error(line);

function ensureBuilt() {
  const needed = require('../scripts/lib/builds').BUILDS.map(({ workspace, output }) => [workspace, output]);
  for (const [workspace, output] of needed) {
    if (fs.existsSync(path.join(ROOT, output))) continue;
    log(`[bench] building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu_model: cpus[0] ? cpus[0].model.trim() : 'unknown',
    cores: cpus.length,
    memory_gb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    load_average_at_start: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

/**
 * The page measurements need chromium; without it chrome-launcher's spawn error ends the process, losing the API
 * figures measured before. Said before anything runs instead.
 */
function checkBrowser() {
  const { CHROMIUM } = require('./lib/browser');
  if (!PAGE_GROUPS.some((key) => only.has(key))) return;
  if (fs.existsSync(CHROMIUM)) return;
  console.error(
    `[bench] ${CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium), set CHROMIUM_PATH, or run --only api`,
  );
  process.exit(2);
}

async function main() {
  checkBrowser();
  ensureBuilt();
  const started = new Date();
  const report = { name, date: started.toISOString(), quick, machine: machine(), results: {}, errors: {} };
  /** Runs one measurement when its group (--only) is asked for; its result goes under `key`. */
  const step = async (key, fn, group = key) => {
    if (!only.has(group)) return;
    const t0 = Date.now();
    try {
      report.results[key] = await fn();
    } catch (error) {
      log(`[bench] ${key} failed: ${error.stack || error}`);
      report.errors[key] = String(error.message || error).split('\n')[0];
    }
    log(`[bench] ${key}: ${Math.round((Date.now() - t0) / 1000)} s`);
  };

  await step('api', () =>
    require('./api').runApiBench({
      duration: Number(option('duration', quick ? '3' : '10')),
      connections: Number(option('connections', '10')),
      sizes: option('sizes', quick ? '1000,10000' : '1000,10000,100000')
        .split(',')
        .map(Number),
      dbs: option('dbs', 'sqlite,mariadb').split(','),
      log,
    }),
  );

  // The event stream between two API processes (POST on one, SSE on the other) and memory per open stream.
  await step(
    'event_stream',
    () =>
      require('./events').runEvents({
        messages: Number(option('messages', quick ? '50' : '200')),
        streams: Number(option('streams', quick ? '500' : '2000')),
        log,
      }),
    'events',
  );
  // The conversation list with 10,000 conversations with messages.
  await step(
    'conversation_list',
    () =>
      require('./conversations').runConversations({
        calls: Number(option('calls', quick ? '50' : '200')),
        dbs: option('dbs', 'sqlite,mariadb').split(','),
        log,
      }),
    'conversations',
  );

  if (PAGE_GROUPS.some((key) => only.has(key))) {
    const site = await startSite({ log });
    try {
      await step('bundles', () => require('./bundles').runBundles({ site, log }));
      await step('images', () => require('./images').runImages({ site, log }));
      await step('lighthouse', () =>
        require('./lighthouse').runLighthouse({
          site,
          runs: Number(option('lighthouse-runs', quick ? '1' : '3')),
          log,
        }),
      );
      // The animal page with 10 photos, under the same Lighthouse configuration.
      await step('gallery', () =>
        require('./gallery').runGallery({
          site,
          runs: Number(option('lighthouse-runs', quick ? '1' : '3')),
          log,
        }),
      );
      // Last on this site: its decisions change the data the pages above show.
      await step('signed_in', () =>
        require('./signed-in').runSignedIn({
          site,
          runs: Number(option('lighthouse-runs', quick ? '1' : '3')),
          accepts: quick ? 3 : 5,
          log,
        }),
      );
    } finally {
      await site.stop();
    }
    // The first view (docs/decisions/first-view.md): the same figures for `npm start` (one Node process serving the built front ends, its first view and
    // its precompressed files).
    if (only.has('lighthouse') || only.has('bundles')) {
      const single = await startSingleProcess({
        webRoot: ROOT,
        via: 'npm start (one Node process serving the built front ends), SQLite',
      });
      try {
        await step(
          'bundles_npm_start',
          async () => {
            const browser = await launchBrowser();
            try {
              return { served_by: single.via, home: await pageScripts(browser, `${single.url}/`) };
            } finally {
              await browser.close();
            }
          },
          'bundles',
        );
        await step(
          'lighthouse_npm_start',
          () =>
            require('./lighthouse').runLighthouse({
              site: single,
              runs: Number(option('lighthouse-runs', quick ? '1' : '3')),
              log,
            }),
          'lighthouse',
        );
      } finally {
        await single.stop();
      }
    }
  }

  report.machine.load_average_at_end = os.loadavg().map((value) => Math.round(value * 100) / 100);
  report.duration_seconds = Math.round((Date.now() - started.getTime()) / 1000);
  report.targets = targets(report.results);
  fs.mkdirSync(RESULTS, { recursive: true });
  // Per-request detail (every script and image) stays out of the committed file: the totals are what matter.
  fs.writeFileSync(path.join(RESULTS, `${name}.json`), `${JSON.stringify(compact(report), null, 2)}\n`);
  const summary = renderSummary(report);
  // SUMMARY.md is the README's table: only the default full run (`latest`) replaces it.
  const summaryFile = name === 'latest' ? 'SUMMARY.md' : `SUMMARY-${name}.md`;
  fs.writeFileSync(path.join(RESULTS, summaryFile), summary);
  console.log(summary);
  log(`[bench] wrote bench/results/${name}.json and bench/results/${summaryFile} in ${report.duration_seconds} s`);
  if (Object.keys(report.errors).length) process.exitCode = 1;
}

function compact(report) {
  const copy = JSON.parse(JSON.stringify(report));
  const bundles = copy.results.bundles;
  if (bundles) {
    for (const key of ['home', 'single_bundle_home']) {
      if (bundles[key])
        bundles[key].scripts = bundles[key].scripts.map(
          ({ url, wire_bytes, gzip9_bytes, brotli_bytes, react, react_dom }) => ({
            url,
            wire_bytes,
            gzip9_bytes,
            brotli_bytes,
            react,
            react_dom,
          }),
        );
    }
    for (const app of Object.values(bundles.apps || {})) delete app.own_files;
  }
  const images = copy.results.images;
  if (images) for (const page of Object.values(images.pages)) delete page.elements;
  return copy;
}

/** Every target of the performance budgets (docs/performance.md) with the measured value and met / not met. */
function targets(results) {
  const list = [];
  const add = (target, value, met) => list.push({ target, value, met });
  const { api, bundles, images, lighthouse } = results;
  const events = results.event_stream;
  if (events) {
    const d = events.delivery_between_processes;
    add('message, POST to SSE on another process: p99 <= 300 ms', d.p99_ms, d.p99_ms <= 300);
  }
  if (results.conversation_list) {
    for (const run of results.conversation_list.runs)
      add(`conversation list ${run.label}: SQL/call <= 10`, run.sql_statements, run.sql_statements <= 10);
  }
  if (results.gallery) {
    const page = results.gallery.pages.detail_10_photos;
    add('gateway animal page, 10 photos: median LCP <= 1.5 s', page.median_lcp_s, page.median_lcp_s <= 1.5);
  }
  // The first view's page targets, through the gateway and from `npm start`.
  for (const [where, pages] of [
    ['gateway', lighthouse],
    ['npm start', results.lighthouse_npm_start],
  ]) {
    if (!pages) continue;
    for (const [page, p] of Object.entries(pages.pages)) {
      add(`${where} ${page}: Performance >= 98`, p.performance, p.performance >= 98);
      add(`${where} ${page}: Accessibility >= 95`, p.accessibility, p.accessibility >= 95);
      add(`${where} ${page}: Best Practices >= 95`, p.best_practices, p.best_practices >= 95);
      add(`${where} ${page}: LCP <= 1.5 s`, p.lcp_s, p.lcp_s <= 1.5);
      add(`${where} ${page}: FCP <= 1.2 s`, p.fcp_s, p.fcp_s <= 1.2);
      add(`${where} ${page}: TBT <= 100 ms`, p.tbt_ms, p.tbt_ms <= 100);
      add(`${where} ${page}: CLS 0`, p.cls, p.cls === 0);
    }
  }
  if (results.bundles_npm_start) {
    const home = results.bundles_npm_start.home;
    add('npm start home: JS as served <= 130 KB', home.wire_kb, home.wire_kb <= 130);
  }
  if (bundles) {
    add('home: compressed JS (gzip -9) <= 130 KB', bundles.home.gzip9_kb, bundles.home.gzip9_kb <= 130);
    add('gateway home: JS as served <= 130 KB', bundles.home.wire_kb, bundles.home.wire_kb <= 130);
    add(
      'home: exactly one React (and one react-dom)',
      `${bundles.home.react_copies} / ${bundles.home.react_dom_copies}`,
      bundles.home.react_copies === 1 && bundles.home.react_dom_copies === 1,
    );
    for (const [app, a] of Object.entries(bundles.apps)) {
      if (app !== 'shell') add(`${app}: own code (gzip -9) <= 40 KB`, a.own_code.gzip9_kb, a.own_code.gzip9_kb <= 40);
    }
  }
  if (images) {
    const c = images.checks;
    add('cards: WebP thumbnails', c.card_thumbnails_webp, c.card_thumbnails_webp);
    add('cards: thumbnails <= 30 KB', c.card_thumbnail_max_kb, c.card_thumbnails_within_30kb);
    add('cards: srcset + sizes', c.cards_with_srcset_and_sizes, c.cards_with_srcset_and_sizes);
    add('images: explicit width/height', c.explicit_dimensions, c.explicit_dimensions);
    add('images: lazy below the fold', c.below_fold_lazy, c.below_fold_lazy);
    add('detail: larger (800 px WebP) variant', c.detail_uses_medium_variant, c.detail_uses_medium_variant);
  }
  if (api) {
    for (const [db, g] of Object.entries(api.growth)) {
      for (const [endpoint, ratio] of Object.entries(g.p50_ratio)) {
        // Flat means within noise: p50 at the largest catalogue at most 1.5x (and 5 ms) above the smallest.
        const small = api.runs.find((r) => r.db === db && r.animals === g.from).endpoints[endpoint].latency_p50_ms;
        const large = api.runs.find((r) => r.db === db && r.animals === g.to).endpoints[endpoint].latency_p50_ms;
        add(
          `${db} ${endpoint}: p50 flat from ${g.from} to ${g.to} animals`,
          `${small} -> ${large} ms (x${ratio})`,
          large <= Math.max(small * 1.5, small + 5),
        );
      }
    }
    for (const run of api.runs) {
      const counts = Object.values(run.sql_statements);
      add(
        `${run.db} ${run.animals}: SQL statements per request (10 per read, 11 per request creation)`,
        counts.map((s) => s.statements).join(' / '),
        counts.every((s) => s.statements <= (s.target ?? 10)),
      );
      if (run.ceiling_ratio !== undefined)
        add(`${run.db} ${run.animals}: list throughput >= 0.6 x ceiling`, run.ceiling_ratio, run.ceiling_ratio >= 0.6);
    }
  }
  return list;
}

const mark = (met) => (met ? 'met' : '**not met**');
const table = (headers, rows) =>
  [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** One row per page of a Lighthouse result. */
function pagesTable(result) {
  return table(
    ['page', 'Performance', 'Accessibility', 'Best Practices', 'LCP', 'TBT', 'CLS', 'FCP'],
    Object.values(result.pages).map((p) => [
      p.path,
      p.performance,
      p.accessibility,
      p.best_practices,
      `${p.lcp_s} s`,
      `${p.tbt_ms} ms`,
      p.cls,
      `${p.fcp_s} s`,
    ]),
  );
}

function renderSummary(report) {
  const m = report.machine;
  const out = [];
  out.push(
    `## Benchmark results (${report.date.slice(0, 16).replace('T', ' ')} UTC${report.quick ? ', quick run' : ''})`,
  );
  out.push('');
  out.push(
    `Machine: ${m.cpu_model}, ${m.cores} cores, ${m.memory_gb} GB, Node ${m.node}, ${m.os}. Load average at start ${m.load_average_at_start.join(' ')}, at end ${m.load_average_at_end.join(' ')} (other work on the machine makes every figure noisier). Produced by \`npm run bench\` in ${report.duration_seconds} s; raw figures in \`bench/results/${report.name}.json\`.`,
  );
  const { api, bundles, images, lighthouse } = report.results;

  if (report.results.bundles_npm_start) {
    const home = report.results.bundles_npm_start.home;
    out.push(
      '',
      `Home page JavaScript from ${report.results.bundles_npm_start.served_by}: ${home.count} scripts, ${home.wire_kb} KB as served (${home.gzip9_kb} KB gzip -9, ${home.brotli_kb} KB brotli).`,
    );
  }

  if (lighthouse) {
    out.push(
      '',
      `### Pages (Lighthouse ${lighthouse.lighthouse}, ${lighthouse.config}, median of ${lighthouse.runs_per_page}; ${lighthouse.served_by})`,
      '',
    );
    out.push(pagesTable(lighthouse));
    const failed = Object.values(lighthouse.pages).flatMap((p) =>
      p.failed_audits.map((a) => `${p.path}: ${a.id}${a.display ? ` (${a.display})` : ''}`),
    );
    if (failed.length) out.push('', `Audits below 0.9: ${failed.join('; ')}.`);
  }
  const gallery = report.results.gallery;
  if (gallery) {
    out.push(
      '',
      `### Animal page with 10 photos (Lighthouse ${gallery.lighthouse}, ${gallery.config}, median of ${gallery.runs_per_page}; ${gallery.served_by})`,
      '',
      `Photos: ${gallery.photos.count}, uploaded as ${gallery.photos.uploaded}; the cover's 800 px WebP: ${gallery.photos.cover_800px_webp_kb} KB. Reference: ${gallery.reference}.`,
      '',
      pagesTable(gallery),
      '',
      table(
        ['page', 'median LCP of the runs', 'LCP of each run', 'images fetched', 'LCP phases (ms)'],
        Object.values(gallery.pages).map((p) => [
          p.path,
          `${p.median_lcp_s} s`,
          p.runs.map((run) => `${run.lcp_s} s`).join(', '),
          `${p.images} (${p.images_kb} KB)`,
          p.lcp_phases_ms
            ? Object.entries(p.lcp_phases_ms)
                .map(([phase, ms]) => `${phase} ${ms}`)
                .join(', ')
            : '',
        ]),
      ),
    );
  }
  const signedIn = report.results.signed_in;
  if (signedIn) {
    out.push(
      '',
      `### Signed-in pages (Lighthouse ${signedIn.lighthouse}, ${signedIn.config}, median of ${signedIn.runs_per_page}, session stored as the app stores it; ${signedIn.served_by})`,
      '',
      `Data: ${signedIn.data}.`,
      '',
      pagesTable(signedIn),
    );
    const a = signedIn.accept;
    out.push(
      '',
      `'Accepter' in 'Nos demandes' (${a.what}): median ${a.median_to_toast_ms} ms to the toast, ${a.median_to_updated_list_ms} ms to the updated list (runs: ${a.runs.map((run) => `${run.to_updated_list_ms} ms`).join(', ')}).`,
    );
  }
  if (lighthouse || signedIn) {
    // Public and signed-in pages side by side, with the JavaScript each one loaded as served.
    const rows = [
      ...Object.values(lighthouse ? lighthouse.pages : {}).map((p) => ['public', p]),
      ...Object.values(signedIn ? signedIn.pages : {}).map((p) => ['signed in', p]),
    ];
    out.push(
      '',
      '### Pages: LCP, TBT and JavaScript as served',
      '',
      table(
        ['page', 'session', 'LCP', 'TBT', 'JavaScript as served'],
        rows.map(([session, p]) => [
          p.path,
          session,
          `${p.lcp_s} s`,
          `${p.tbt_ms} ms`,
          p.js_kb === undefined ? '' : `${p.js_kb} KB (${p.js_scripts} scripts)`,
        ]),
      ),
    );
  }
  const npmStart = report.results.lighthouse_npm_start;
  if (npmStart) {
    out.push(
      '',
      `### Pages from ${npmStart.served_by} (Lighthouse ${npmStart.lighthouse}, ${npmStart.config}, median of ${npmStart.runs_per_page})`,
      '',
      pagesTable(npmStart),
    );
  }

  if (bundles) {
    const h = bundles.home;
    const s = bundles.single_bundle_home;
    out.push('', `### JavaScript (home page cold load in chromium; ${bundles.served_by})`, '');
    out.push(
      table(
        ['build', 'scripts', 'raw', 'gzip -9', 'brotli', 'as served', 'React copies'],
        [
          [
            'Module Federation (shell + catalog)',
            h.count,
            `${h.raw_kb} KB`,
            `${h.gzip9_kb} KB`,
            `${h.brotli_kb} KB`,
            `${h.wire_kb} KB`,
            `${h.react_copies} react, ${h.react_dom_copies} react-dom`,
          ],
          [
            'single bundle, same pages (bench/single-bundle)',
            s.count,
            `${s.raw_kb} KB`,
            `${s.gzip9_kb} KB`,
            `${s.brotli_kb} KB`,
            `${s.wire_kb} KB`,
            `${s.react_copies} react, ${s.react_dom_copies} react-dom`,
          ],
        ],
      ),
    );
    out.push(
      '',
      `Price of independent deployment: ${bundles.federation_price.gzip9_ratio}x the single bundle (gzip), ${bundles.federation_price.brotli_ratio}x (brotli).`,
      '',
    );
    out.push(
      table(
        ['app', 'own code gzip -9', 'own code brotli', 'remoteEntry.js gzip -9 (federation runtime + container)'],
        Object.entries(bundles.apps).map(([app, a]) => [
          app,
          `${a.own_code.gzip9_kb} KB`,
          `${a.own_code.brotli_kb} KB`,
          a.remote_entry ? `${a.remote_entry.gzip9_kb} KB` : '— (entry is main.js, counted as own code)',
        ]),
      ),
    );
  }

  if (images) {
    out.push('', `### Images (chromium, ${images.viewport}, demo data)`, '');
    out.push(
      table(
        ['page', 'cold load', 'after scrolling to the end', 'largest image'],
        Object.values(images.pages).map((p) => [
          p.url,
          `${p.initial_image_kb} KB (${p.initial_images} images)`,
          `${p.after_scroll_image_kb} KB (${p.after_scroll_images} images)`,
          `${p.largest_image_kb} KB`,
        ]),
      ),
    );
    const c = images.checks;
    out.push(
      '',
      `Cards: WebP ${c.card_thumbnails_webp}, largest thumbnail ${c.card_thumbnail_max_kb} KB, srcset+sizes ${c.cards_with_srcset_and_sizes}; explicit width/height ${c.explicit_dimensions}; lazy below the fold ${c.below_fold_lazy}; detail page on the 800 px WebP variant ${c.detail_uses_medium_variant} (${c.detail_image_kb} KB).`,
    );
  }

  const events = report.results.event_stream;
  if (events) {
    const d = events.delivery_between_processes;
    const m = events.memory;
    out.push(
      '',
      `### Event stream (${events.setup})`,
      '',
      `Delivery (${d.what}): p50 ${d.p50_ms} ms, p99 ${d.p99_ms} ms, max ${d.max_ms} ms over ${d.messages} messages from ${d.senders}; the POST's own answer p50 ${d.post_answer_p50_ms} ms, p99 ${d.post_answer_p99_ms} ms.`,
      '',
      `Memory: ${m.open_streams} open streams (${m.accounts}): RSS ${m.rss_before_mb} MB before, ${m.rss_with_streams_mb} MB with them, ${m.kb_per_stream} KB per stream.`,
    );
  }
  const conversations = report.results.conversation_list;
  if (conversations) {
    out.push(
      '',
      `### Conversation list (${conversations.endpoint}; ${conversations.how})`,
      '',
      `Data: ${conversations.dataset}.`,
      '',
      table(
        ['db: account', 'conversations', 'with messages', 'p50', 'p99', 'SQL/call', 'answer'],
        conversations.runs.map((run) => [
          run.label,
          run.conversations,
          run.with_messages,
          `${run.p50_ms} ms`,
          `${run.p99_ms} ms`,
          run.sql_statements,
          `${run.answer_kb} KB`,
        ]),
      ),
    );
  }

  if (api) {
    out.push(
      '',
      `### API (autocannon, ${api.connections} connections, ${api.duration_seconds} s per endpoint; one API process, request logging off)`,
      '',
    );
    out.push(
      'Dataset per size: N animals, 1,000 associations, 20,000 families, 2 requests per animal (200,000 at 100k). The owner list reads association 1, which has 50 animals and 100 requests at every size. POST uses a family without requests each time (201 expected; other codes counted).',
      '',
    );
    const names = api.runs.length ? Object.keys(api.runs[0].endpoints) : [];
    const rows = [];
    for (const run of api.runs) {
      for (const endpoint of names) {
        const e = run.endpoints[endpoint];
        const statuses = Object.entries(e.statuses)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', ');
        rows.push([
          run.db,
          run.animals.toLocaleString('en'),
          e.label,
          e.requests_per_second,
          `${e.latency_p50_ms} ms`,
          `${e.latency_p99_ms} ms`,
          run.sql_statements[endpoint] ? run.sql_statements[endpoint].statements : '',
          statuses,
        ]);
      }
      if (run.ceiling)
        rows.push([
          run.db,
          run.animals.toLocaleString('en'),
          `ceiling: ${run.ceiling.label}`,
          run.ceiling.requests_per_second,
          `${run.ceiling.latency_p50_ms} ms`,
          `${run.ceiling.latency_p99_ms} ms`,
          3,
          `ratio API/ceiling ${run.ceiling_ratio}`,
        ]);
    }
    out.push(table(['db', 'animals', 'endpoint', 'req/s', 'p50', 'p99', 'SQL/request', 'statuses'], rows));
  }

  out.push('', '### Targets', '');
  out.push(
    table(
      ['target', 'measured', ''],
      report.targets.map((t) => [t.target, String(t.value), mark(t.met)]),
    ),
  );
  if (Object.keys(report.errors).length)
    out.push(
      '',
      `Could not run: ${Object.entries(report.errors)
        .map(([k, v]) => `${k} (${v})`)
        .join('; ')}.`,
    );
  return `${out.join('\n')}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
