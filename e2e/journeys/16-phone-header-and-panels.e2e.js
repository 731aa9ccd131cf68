/*
 * A phone at 360 px with the sticky header present: every control of the 'Filtres' drawer, the menu and the modals
 * can be seen and tapped, the keyboard stays where the eyes are, Escape gives the focus back to the button that
 * opened the drawer. The header keeps 25% of the screen at the top of the page and, once the page scrolls, only a
 * compact bar of at most 64 px (logo, menu, counts) stays, without moving anything (CLS 0). On a landscape phone a
 * visitor gets the sign-up and login buttons, not a 'Mon compte' menu with nothing of theirs in it.
 */
const api = require('../support/api');
const { launchBrowser, openPage, eventually, visible, hidden, header, main } = require('../support/browser');
const {
  unreachableControls,
  focusedControl,
  seriousA11yViolations,
  recordLayoutShifts,
  layoutShift,
} = require('../support/screen-checks');

const PHONE = { width: 360, height: 800 };
const LANDSCAPE_PHONE = { width: 844, height: 390 };
const COMPACT_MAX = 64;

let browser;
let association;
let family;
let free;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation();
  family = await api.registerFamily();
  const animal = await api.createAnimal(association, { name: `Gribouille${api.uniqueSuffix()}` });
  free = await api.createAnimal(association, { name: `Pistache${api.uniqueSuffix()}` });
  // One pending request: the association's header counts it.
  await api.createRequest(family, animal);
});
afterAll(async () => {
  await browser?.close();
});

/** How much of the header is on screen, in px, and what its top and bottom are. */
const headerOnScreen = (page) =>
  header(page).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return Math.round(Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
  });

/** The page scrolled by steps, as a thumb would, then given a frame to settle. */
async function scrollDown(page, pixels) {
  await page.mouse.move(100, 400);
  for (let done = 0; done < pixels; done += 100) await page.mouse.wheel(0, 100);
  await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(pixels / 2));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('the Filtres drawer on a 360 px phone', () => {
  for (const scrolled of [false, true]) {
    test(`every control is visible and tappable, the keyboard stays inside${scrolled ? ' (page scrolled)' : ''}`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: PHONE });
      try {
        await page.goto('/animals');
        await visible(main(page).getByRole('heading', { name: 'Liste des animaux' }));
        await visible(main(page).getByRole('button', { name: 'Voir plus' }));
        if (scrolled) await scrollDown(page, 400);
        const opener = main(page).getByRole('button', { name: 'Filtres', exact: true });
        await opener.click();
        const panel = page.getByRole('region', { name: 'Filtres' });
        await visible(panel.getByRole('heading', { name: 'Filtres' }));
        // Once it has slid in, as a person waits for it.
        await eventually(async () => expect((await panel.boundingBox()).x).toBe(0));
        expect(await unreachableControls(panel)).toEqual([]);

        // Tab goes through the drawer's controls only, each one on screen and not hidden under anything.
        const seen = new Set();
        for (let step = 0; step < 20; step += 1) {
          await page.keyboard.press('Tab');
          const focused = await focusedControl(page);
          expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
          expect({ step, ...focused }).toMatchObject({ step, onScreen: true, uncovered: true });
          seen.add(focused.text);
        }
        expect(seen).toContain('Voir les résultats');

        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.keyboard.press('Escape');
        await hidden(panel.getByRole('heading', { name: 'Filtres' }));
        expect(await focusedControl(page)).toMatchObject({ tag: 'button', text: 'Filtres' });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test("'Voir les résultats' closes the drawer and gives the focus back to 'Filtres'", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    try {
      await page.goto('/animals');
      await main(page).getByRole('button', { name: 'Filtres', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Filtres' });
      await panel.getByLabel('Sexe').selectOption('femelle');
      await panel.getByRole('button', { name: 'Voir les résultats' }).click();
      await hidden(panel.getByRole('heading', { name: 'Filtres' }));
      await eventually(async () =>
        expect(await focusedControl(page)).toMatchObject({ tag: 'button', text: 'Filtres (1)' }),
      );
    } finally {
      await context.close();
    }
  });
});

/** Where each width keeps the count of pending requests: on the menu button, on 'Mon compte', beside the link. */
const HEADER_CASES = [
  ['a 360 px phone', PHONE, (bar) => bar.getByRole('button', { name: 'Ouvrir le menu' })],
  ['a tablet', { width: 820, height: 1180 }, (bar) => bar.getByRole('button', { name: 'Mon compte' })],
  ['a desktop', { width: 1280, height: 900 }, (bar) => bar.getByRole('link', { name: 'Mes demandes' })],
];

describe.each(HEADER_CASES)('the header on %s', (_name, viewport, holder) => {
  test('25% of the screen at the top; once scrolled a compact bar of at most 64 px with logo, menu and count; CLS 0', async () => {
    const { page, context, problems } = await openPage(browser, { viewport, session: association });
    await recordLayoutShifts(context);
    try {
      await page.goto('/animals');
      await visible(main(page).getByRole('button', { name: 'Voir plus' }));
      const bar = header(page);
      // The pending request is counted where the person can see it without opening anything.
      const count = bar.getByText('1', { exact: true }).filter({ visible: true });
      await visible(count);
      expect(await holder(bar).getAttribute('aria-describedby')).toBeTruthy();
      expect(await headerOnScreen(page)).toBe(Math.round(viewport.height / 4));

      await scrollDown(page, 600);
      expect(await headerOnScreen(page)).toBeLessThanOrEqual(COMPACT_MAX);
      expect(await headerOnScreen(page)).toBeGreaterThanOrEqual(44);
      expect(await unreachableControls(bar)).toEqual([]);
      for (const part of [bar.getByRole('link', { name: 'PetFoster' }), holder(bar), count]) {
        const box = await part.boundingBox();
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(COMPACT_MAX);
      }

      // Back at the top: the whole header again.
      await page.mouse.wheel(0, -3000);
      await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBe(0));
      await eventually(async () => expect(await headerOnScreen(page)).toBe(Math.round(viewport.height / 4)));
      expect(await layoutShift(page)).toEqual({ total: 0, shifts: [] });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the header on a 360 px phone', () => {
  for (const scrolled of [false, true]) {
    test(`the menu's links are all on screen and tappable${scrolled ? ' from the compact bar' : ''}`, async () => {
      const { page, context } = await openPage(browser, { viewport: PHONE, session: association });
      try {
        await page.goto('/animals');
        await visible(main(page).getByRole('button', { name: 'Voir plus' }));
        if (scrolled) await scrollDown(page, 600);
        await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
        const nav = header(page).getByRole('navigation', { name: 'Navigation principale' });
        await visible(nav.getByRole('button', { name: 'Se déconnecter' }));
        expect(await unreachableControls(nav)).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
        // From a link of the menu, Escape closes it and the focus is back on its button.
        await nav.getByRole('link', { name: 'Accueil', exact: true }).focus();
        await page.keyboard.press('Escape');
        await hidden(nav.getByRole('button', { name: 'Se déconnecter' }));
        expect(await focusedControl(page)).toMatchObject({ tag: 'button', text: 'Ouvrir le menu' });
      } finally {
        await context.close();
      }
    });
  }

  test('the login, add-animal and request modals: every field and button on screen and tappable', async () => {
    const visitor = await openPage(browser, { viewport: PHONE });
    try {
      const { page } = visitor;
      await page.goto('/animals');
      await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
      await header(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
      const login = page.getByRole('dialog', { name: 'Connexion' });
      await visible(login.getByLabel('Mot de passe', { exact: true }));
      expect(await unreachableControls(login)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    const owner = await openPage(browser, { viewport: PHONE, session: association });
    try {
      const { page } = owner;
      await page.goto(`/association/${association.associationId}/animals-list`);
      await main(page).getByRole('button', { name: 'Ajouter un animal' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByLabel('Nom *', { exact: true }));
      expect(await unreachableControls(dialog)).toEqual([]);
    } finally {
      await owner.context.close();
    }

    const requester = await openPage(browser, { viewport: PHONE, session: family });
    try {
      const { page } = requester;
      await page.goto(`/animals-details/${free.id}`);
      await main(page).getByRole('button', { name: 'Faire une demande' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByRole('textbox'));
      expect(await unreachableControls(dialog)).toEqual([]);
    } finally {
      await requester.context.close();
    }
  });
});

test.each([
  ['a landscape phone', LANDSCAPE_PHONE],
  ['the narrowest tablet', { width: 768, height: 1024 }],
])("a visitor on %s sees S'inscrire and Se connecter, not 'Mon compte', all in the row", async (_name, viewport) => {
  const { page, context } = await openPage(browser, { viewport });
  try {
    await page.goto('/');
    const banner = header(page);
    await visible(banner.getByRole('link', { name: "S'inscrire", exact: true }));
    await visible(banner.getByRole('button', { name: 'Se connecter', exact: true }));
    expect(await banner.getByRole('button', { name: 'Mon compte' }).count()).toBe(0);
    expect(await unreachableControls(banner)).toEqual([]);
    expect(await headerOnScreen(page)).toBe(Math.round(viewport.height / 4));
    expect(await seriousA11yViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
