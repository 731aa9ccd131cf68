'use strict';
/*
 * The first view (docs/decisions/first-view.md): behind the gateway, nginx sends /, /animals and /animals-details/{id} to the API instances that render
 * their first view, and falls back to the shell's plain index.html when they cannot: the pages still work, rendered
 * by the browser. Two faults: the renderer's builds missing on every instance (an API image built without the
 * front ends: it answers 503), and every instance killed (no answer at all).
 */
process.env.GATEWAY_QUIET = process.env.GATEWAY_QUIET ?? 'true';
const { chromium } = require('playwright-core');
const { startGateway } = require('../../scripts/lib/gateway');
const { createPrivateMariadb } = require('./support/private-mariadb');

const PAGES = ['/', '/animals?species=Chat', '/animals-details/1'];
const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

async function page(url) {
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

function expectPlainShell({ status, html }) {
  expect(status).toBe(200);
  expect(html).not.toContain('data-first-view');
  expect(html).toContain('<div id="root">');
  expect(html).toMatch(/<script defer src="\/main\.[0-9a-f]+\.js"><\/script>/);
}

describe('first view behind the gateway, renderer failing', () => {
  let db;

  beforeAll(async () => {
    db = await createPrivateMariadb();
  });

  afterAll(async () => {
    await db?.destroy();
  });

  test('instances without the renderer builds: the plain shell, and the browser draws the pages', async () => {
    const gateway = await startGateway({
      port: 0,
      apiInstances: 1,
      databaseUrl: db.url('petfoster_first_view_missing'),
      fresh: true,
      seedDemo: true,
      build: 'if-missing',
      apiEnv: { FIRST_VIEW_ROOT: '/nonexistent-first-view-root', LOG_REQUESTS: 'false' },
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], headless: true });
    try {
      for (const path of PAGES) expectPlainShell(await page(`${gateway.url}${path}`));
      const cats = await (await fetch(`${gateway.url}/api/animals?species=Chat&limit=1`)).json();
      const context = await browser.newContext({ baseURL: gateway.url });
      const tab = await context.newPage();
      const problems = [];
      tab.on('pageerror', (error) => problems.push(error.message));
      await tab.goto('/animals?species=Chat');
      await tab.getByRole('main').getByText(cats[0].name, { exact: true }).first().waitFor();
      await tab.goto('/animals-details/1');
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
      await gateway.stop({ dropDatabase: true });
    }
  });

  test('every instance killed: the three routes still answer the shell page, not a gateway error', async () => {
    const gateway = await startGateway({
      port: 0,
      apiInstances: 2,
      databaseUrl: db.url('petfoster_first_view_killed'),
      fresh: true,
      seedDemo: true,
      build: 'if-missing',
      apiEnv: { LOG_REQUESTS: 'false' },
    });
    try {
      const rendered = await page(`${gateway.url}/`);
      expect(rendered.html).toContain('data-first-view');
      await Promise.all(gateway.apis.map((api) => api.kill('SIGKILL')));
      for (const path of PAGES) expectPlainShell(await page(`${gateway.url}${path}`));
    } finally {
      await gateway.stop({ dropDatabase: true });
    }
  });
});
