/*
 * Trust and data rights (docs/security.md#data-export, docs/administration.md): a family takes its data home from
 * 'Mon compte' on a phone, and the ZIP it gets holds its own profile and request, read by unzipping it.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const api = require('../support/api');
const { launchBrowser, openPage, visible, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const ARTIFACTS = path.join(__dirname, '..', 'artifacts');

let browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unzip = (file, entry) => execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8' });
const entries = (file) =>
  execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

test('a family downloads its data from Mon compte on a phone: a ZIP with its profile and its request', async () => {
  const association = await api.registerAssociation();
  const animal = await api.createAnimal(association);
  const family = await api.registerFamily();
  await api.createRequest(family, animal, 'Nous avons un grand jardin clos.');

  const { page, context } = await openPage(browser, { session: family, viewport: PHONE });
  try {
    await page.goto('/account');
    const section = main(page).getByRole('region', { name: 'Mes données' });
    await visible(section);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^petfoster-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = path.join(ARTIFACTS, `my-data-${family.familyId}.zip`);
    await download.saveAs(saved);

    const files = entries(saved);
    expect(files).toContain('README.txt');
    expect(files).toContain('json/profil.json');
    expect(unzip(saved, 'README.txt')).toContain('profil');
    const profile = JSON.parse(unzip(saved, 'json/profil.json'));
    expect(JSON.stringify(profile)).toContain(family.email);
    expect(files).toContain('json/demandes.json');
    expect(files).toContain('csv/demandes.csv');
    expect(unzip(saved, 'json/demandes.json')).toContain('Nous avons un grand jardin clos.');
    // The screen stays usable on the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});
