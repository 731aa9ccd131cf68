#!/usr/bin/env node
'use strict';
/**
 * Browserless smoke test of the real Module Federation wiring, on the built dists: a tiny server lays them out as
 * the gateway does (shell at /, remotes at /mfe/<name>/, a stub /api), jsdom runs the shell's scripts, and we
 * check that (1) a route served by a remote renders through the federation runtime with one React, and (2) a dead
 * remote shows the French fallback while the header and footer stay.
 *
 *   node packages/platform/build/federation-smoke.js   (after building shell and remotes)
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { JSDOM, VirtualConsole } = require('jsdom');
const { APPS } = require('./apps');
// The built paths module (npm run build -w @petfoster/contracts comes before the front ends' builds).
const { paths } = require('@petfoster/contracts/paths');

const repoRoot = path.resolve(__dirname, '../../..');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

const requested = [];

function serve({ deadRemotes = [] } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    requested.push(url.pathname);
    if (url.pathname.startsWith('/api/') || url.pathname === '/login') {
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '0' });
      res.end(url.pathname.startsWith('/api/animals') || url.pathname === '/api/associations' ? '[]' : '{}');
      return;
    }
    let root = path.join(repoRoot, 'shell/dist');
    let rel = url.pathname;
    const remote = /^\/mfe\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (remote) {
      const app = APPS[remote[1]];
      if (!app || deadRemotes.includes(remote[1])) {
        res.writeHead(502).end('bad gateway');
        return;
      }
      root = path.join(repoRoot, app.dir, 'dist');
      rel = remote[2];
    }
    let file = path.join(root, path.normalize(rel));
    if (!file.startsWith(root)) return res.writeHead(400).end();
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (remote) return res.writeHead(404).end();
      file = path.join(root, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function open(origin, route) {
  const errors = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(String(error && error.message)));
  const dom = await JSDOM.fromURL(`${origin}${route}`, {
    runScripts: 'dangerously',
    resources: 'usable',
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(window) {
      // jsdom has no fetch: lend Node's, as one consistent set (ky checks instances).
      for (const name of [
        'fetch',
        'Request',
        'Response',
        'Headers',
        'AbortController',
        'AbortSignal',
        'TextEncoder',
        'TextDecoder',
      ]) {
        window[name] = globalThis[name];
      }
      window.scrollTo = () => {};
      window.matchMedia = () => ({
        matches: false,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      });
    },
  });
  return { dom, errors };
}

async function waitFor(check, timeoutMs = 15000) {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  let failures = 0;
  const report = (ok, message) => {
    console[ok ? 'log' : 'error'](`${ok ? 'ok  ' : 'FAIL'} ${message}`);
    if (!ok) failures += 1;
  };

  const healthy = await serve();
  const origin = `http://127.0.0.1:${healthy.address().port}`;
  {
    const { dom, errors } = await open(origin, '/about');
    const doc = dom.window.document;
    report(!!(await waitFor(() => doc.querySelector('header'))), 'shell renders its header');
    // A chunk of its own since the first view (docs/decisions/first-view.md): fetched when the page opens.
    report(!!(await waitFor(() => /A propos de PetFoster/.test(doc.body.textContent))), 'static page /about renders');
    if (errors.length) console.log('     page errors:', errors.slice(0, 5).join(' | '));
    dom.window.close();
  }
  {
    const { dom, errors } = await open(origin, '/animals');
    const doc = dom.window.document;
    const remoteRendered = await waitFor(() => /Tous les animaux/.test(doc.querySelector('main')?.textContent || ''));
    report(!!remoteRendered, 'remote page /animals (catalog ./AnimalsPage) renders through federation');
    report(requested.includes('/mfe/catalog/remoteEntry.js'), 'catalog remoteEntry.js fetched from the same origin');
    const catalogManifest = JSON.parse(
      fs.readFileSync(path.join(repoRoot, APPS.catalog.dir, 'dist/mf-manifest.json'), 'utf8'),
    );
    const reactChunks = (catalogManifest.shared || [])
      .filter((entry) => ['react', 'react-dom', 'react-dom/client'].includes(entry.name))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
      .map((file) => `/mfe/catalog/${file}`);
    report(
      reactChunks.length > 0 && !requested.some((p) => reactChunks.includes(p)),
      `the remote's own React/react-dom fallback chunks were not fetched (${reactChunks.length} known)`,
    );
    const fallback = /momentanément indisponible/.test(doc.body.textContent);
    report(!fallback, 'no remote fallback on a healthy setup');
    const instances = (dom.window.__FEDERATION__ && dom.window.__FEDERATION__.__INSTANCES__) || [];
    const reactScopes = new Set();
    for (const instance of instances) {
      const scope = instance.shareScopeMap && instance.shareScopeMap.default;
      if (scope && scope.react)
        for (const [version, share] of Object.entries(scope.react))
          if (share.loaded || share.lib) reactScopes.add(version);
    }
    report(reactScopes.size <= 1, `one React version loaded (${[...reactScopes].join(', ') || 'n/a'})`);
    if (errors.length) console.log('     page errors:', errors.slice(0, 5).join(' | '));
    dom.window.close();
  }
  {
    // A remote of one role (apps.json "role"): for anyone else its pages are the 404 screen and its code is never fetched.
    for (const [name, app] of Object.entries(APPS).filter(([, entry]) => entry.role && entry.routes)) {
      const before = requested.length;
      const page = paths[Object.keys(app.routes)[0]];
      const { dom } = await open(origin, page);
      const doc = dom.window.document;
      const notFound = await waitFor(() => /n'existe pas/.test(doc.querySelector('main')?.textContent || ''));
      report(!!notFound, `${name} (role ${app.role}): a visitor opening ${page} gets the 404 screen`);
      report(
        !requested.slice(before).some((p) => p.startsWith(`/mfe/${name}/`)),
        `${name} (role ${app.role}): nothing of /mfe/${name}/ was fetched for a visitor`,
      );
      dom.window.close();
    }
  }
  healthy.close();

  const deadRemotes = ['catalog'];
  const broken = await serve({ deadRemotes });
  const brokenOrigin = `http://127.0.0.1:${broken.address().port}`;
  {
    const { dom } = await open(brokenOrigin, '/animals');
    const doc = dom.window.document;
    const shown = await waitFor(() => /momentanément indisponible/.test(doc.body.textContent));
    report(!!shown, 'dead catalog remote: French fallback shown');
    report(
      !!doc.querySelector('header') && !!doc.querySelector('footer'),
      'dead catalog remote: header and footer still there',
    );
    const retry = [...doc.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Réessayer');
    report(!!retry, "dead catalog remote: 'Réessayer' button present");
    deadRemotes.length = 0; // the remote is back
    if (retry) retry.click();
    const recovered = await waitFor(() => /Tous les animaux/.test(doc.querySelector('main')?.textContent || ''));
    report(!!recovered, "'Réessayer' loads the remote once it is back");
    dom.window.close();
  }
  broken.close();

  if (failures) {
    console.error(`\n${failures} check(s) failed`);
    process.exit(1);
  }
  console.log('\nFederation smoke test passed.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
