#!/usr/bin/env node
'use strict';
/*
 * The signed-in pages: the family dashboard, 'Mes demandes', the association's 'Nos demandes' with 100 requests and
 * its dashboard, under Lighthouse with a stored session (bench/lighthouse.js, the configuration of the public pages):
 * LCP, TBT, JavaScript as served and the rest of its summary. Then, in chromium driven by playwright-core, the time
 * from the click on 'Accepter' that sends the decision (the confirmation's, since accepting closes the animal's other
 * requests) to the updated list: the dashboard the page returns to, showing the pending count of the list read again.
 *
 * The accounts are made through the site's API: one association with 10 animals, 10 families asking for each of them
 * (100 pending requests). Figures are reported, never asserted.
 *
 *   node bench/signed-in.js [--runs 1] [--accepts 5]
 */
const path = require('node:path');
const sharp = require('sharp');
const { paths } = require('@petfoster/contracts');
const { launchBrowser } = require('./lib/browser');
const { startSite } = require('./lib/site');
const { measurePages, lighthouseVersion, CONFIG } = require('./lighthouse');

const ANIMALS = 10;
const FAMILY_NAMES = [
  'Martin',
  'Bernard',
  'Thomas',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Dubois',
  'Moreau',
  'Laurent',
];
const TOKEN_STORAGE_KEY = 'token';

/** The journeys' API helpers (accounts, animals, requests), pointed at this site. */
function siteApi(url) {
  process.env.E2E_BASE_URL = url;
  return require(path.join(__dirname, '../e2e/support/api'));
}

/** A photo as the association's form sends it: the demo seed's drawing of the species, as a JPEG data URL. */
async function photo(index) {
  const { animalSvg } = require(path.join(__dirname, '../api/dist/demo-seed/demo-data'));
  const speciesId = 1 + (index % 3);
  const jpeg = await sharp(Buffer.from(animalSvg(speciesId, index)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return { speciesId, url: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
}

async function prepareAccounts(site, log) {
  const api = siteApi(site.url);
  log('[signed-in] an association, 10 animals, 10 families, 100 requests…');
  const association = await api.registerAssociation();
  const animals = [];
  for (let i = 0; i < ANIMALS; i++) {
    const { speciesId, url } = await photo(i);
    animals.push(await api.createAnimal(association, { name: `Banc${i + 1}`, species_id: speciesId, url_image: url }));
  }
  const families = [];
  for (const lastname of FAMILY_NAMES) families.push(await api.registerFamily({ lastname }));
  for (const family of families) for (const animal of animals) await api.createRequest(family, animal);
  return { api, association, family: families[0] };
}

/** Pending requests of the association, as its list answers them. */
async function pendingCount(api, association) {
  const { body } = await api.call('GET', `/api/associations/${association.associationId}/requests`, {
    token: association.token,
    expected: 200,
  });
  return body.requests.filter((request) => request.status === 'En attente').length;
}

/**
 * One decision per run, on the first 'Accepter' of 'Nos demandes'. Times are taken in the page (performance.now()):
 * from the confirming click to the toast, and to the dashboard's pending count once it is below the count before.
 */
async function measureAccepts(site, accounts, count, log) {
  const { api, association } = accounts;
  const browser = await launchBrowser();
  const runs = [];
  try {
    for (let i = 0; i < count; i++) {
      const before = await pendingCount(api, association);
      const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
      try {
        await context.addInitScript(
          ([key, token]) => window.localStorage.setItem(key, token),
          [TOKEN_STORAGE_KEY, association.token],
        );
        const page = await context.newPage();
        await page.goto(paths.associationRequests(association.associationId));
        const accept = page.getByRole('button', { name: 'Accepter', exact: true }).first();
        await accept.waitFor({ timeout: 30_000 });
        await accept.click();
        const confirm = page.getByRole('dialog').getByRole('button', { name: 'Accepter', exact: true });
        await confirm.waitFor({ timeout: 10_000 });
        await page.evaluate(() => {
          window.__acceptClickedAt = undefined;
          document.addEventListener(
            'click',
            () => {
              window.__acceptClickedAt = performance.now();
            },
            { capture: true, once: true },
          );
        });
        await confirm.click();
        const toast = page
          .waitForFunction(() => /a été acceptée/.test(document.body.innerText) && performance.now(), null, {
            polling: 'raf',
            timeout: 30_000,
          })
          .then((handle) => handle.jsonValue());
        const requestsPath = paths.associationRequests(association.associationId);
        const updated = await page.waitForFunction(
          ([href, previous]) => {
            if (window.location.pathname === href) return false;
            const label = [...document.querySelectorAll(`a[href="${href}"]`)]
              .map((link) => link.textContent || '')
              .find((text) => /en attente/.test(text));
            const shown = label ? Number((/\d+/.exec(label) || ['0'])[0]) : null;
            return shown !== null && shown < previous && performance.now();
          },
          [requestsPath, before],
          { polling: 'raf', timeout: 30_000 },
        );
        const clickedAt = await page.evaluate(() => window.__acceptClickedAt);
        const updatedAt = await updated.jsonValue();
        const toastAt = await toast;
        runs.push({
          pending_before: before,
          to_toast_ms: Math.round(toastAt - clickedAt),
          to_updated_list_ms: Math.round(updatedAt - clickedAt),
        });
        log(`[signed-in] 'Accepter' ${i + 1}/${count}: ${runs[runs.length - 1].to_updated_list_ms} ms`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return {
    what: "click on the confirmation's 'Accepter' to the toast, and to the dashboard showing the pending count of the list read again (chromium, 1280x900, no throttling)",
    runs,
    median_to_toast_ms: median(runs.map((run) => run.to_toast_ms)),
    median_to_updated_list_ms: median(runs.map((run) => run.to_updated_list_ms)),
  };
}

async function runSignedIn({ site: given, runs = 1, accepts = 5, log = (line) => console.error(line) } = {}) {
  const site = given || (await startSite({ log }));
  try {
    const accounts = await prepareAccounts(site, log);
    const { association, family } = accounts;
    const asFamily = { token: family.token };
    const asAssociation = { token: association.token };
    const pages = await measurePages(
      site,
      [
        ['family_dashboard', paths.familyDashboard, asFamily],
        ['family_requests', paths.familyRequests(family.familyId), asFamily],
        ['association_requests', paths.associationRequests(association.associationId), asAssociation],
        ['association_dashboard', paths.associationDashboard, asAssociation],
      ],
      runs,
      log,
    );
    const accept = await measureAccepts(site, accounts, accepts, log);
    return {
      served_by: site.via,
      lighthouse: lighthouseVersion(),
      config: CONFIG,
      runs_per_page: runs,
      data: `one association with ${ANIMALS} animals and ${ANIMALS * FAMILY_NAMES.length} pending requests from ${FAMILY_NAMES.length} families; the family pages are one of these families' (${ANIMALS} requests)`,
      pages,
      accept,
    };
  } finally {
    if (!given) await site.stop();
  }
}

module.exports = { runSignedIn };

if (require.main === module) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? Number(process.argv[index + 1]) : fallback;
  };
  runSignedIn({ runs: option('runs', 1), accepts: option('accepts', 5) }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
