/*
 * Screenshots of the main screens at phone and desktop widths, kept as CI artifacts in e2e/artifacts/ (git-ignored).
 * Each shot waits for the screen's content, and the phone shots also check that nothing overflows sideways.
 */
const fs = require('node:fs');
const path = require('node:path');
const api = require('../support/api');
const { launchBrowser, openPage, eventually, visible, main } = require('../support/browser');

const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

let browser;
let family;
let association;
let rex;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  family = await api.login('famille.martin@petfoster.fr', 'Demo1234');
  association = await api.login('pattes.solidaires@petfoster.fr', 'Demo1234');
  const { body } = await api.call('GET', '/api/animals?species=Chien&limit=100', { expected: 200 });
  rex = body.find((animal) => animal.name === 'Rex');
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  {
    name: 'home',
    path: () => '/',
    ready: (page) => page.getByRole('region', { name: 'Nos chats' }).getByRole('img').first(),
  },
  { name: 'animals', path: () => '/animals', ready: (page) => main(page).getByRole('link', { name: /Rex/ }) },
  {
    name: 'animal-detail',
    path: () => `/animals-details/${rex.id}`,
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Rex' }),
  },
  {
    name: 'register',
    path: () => '/register',
    ready: (page) => main(page).getByRole('button', { name: "S'inscrire" }),
  },
  {
    name: 'family-dashboard',
    session: () => family,
    path: () => '/families/dashboard',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Famille Martin' }),
  },
  {
    name: 'association-dashboard',
    session: () => association,
    path: () => '/associations/dashboard',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Les Pattes Solidaires' }),
  },
];

/**
 * Full-page shots include what lies below the fold, where images are lazy: scroll through the page so they load,
 * then wait until every image has finished, so the artifacts show pictures rather than empty boxes.
 */
async function allImagesLoaded(page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    window.scrollTo(0, 0);
  });
  await eventually(async () => {
    const pending = await page.locator('img').evaluateAll((images) => images.filter((img) => !img.complete).length);
    expect(pending).toBe(0);
  });
}

describe.each(Object.entries(VIEWPORTS))('%s', (viewportName, viewport) => {
  test.each(SCREENS.map((screen) => [screen.name, screen]))('%s', async (_name, screen) => {
    const { context, page } = await openPage(browser, { viewport, session: screen.session?.() });
    try {
      await page.goto(screen.path());
      await visible(screen.ready(page));
      await allImagesLoaded(page);
      if (viewportName === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      const file = path.join(ARTIFACTS, `${screen.name}-${viewportName}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      expect(fs.statSync(file).size).toBeGreaterThan(5_000);
    } finally {
      await context.close();
    }
  });
});
