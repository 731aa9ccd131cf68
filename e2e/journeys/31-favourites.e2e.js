/*
 * Favourites (docs/product.md#favourites) on a phone: a visitor taps an animal's heart, is asked to log in, signs in as
 * the demo family and is back on the animal's page with the heart on; 'Mes favoris' shows the animal as available, and
 * removing it there empties the list.
 */
const api = require('../support/api');
const {
  launchBrowser,
  openPage,
  eventually,
  visible,
  hidden,
  toast,
  waitForPath,
  main,
} = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const DEMO_FAMILY = 'famille.martin@petfoster.fr';
const DEMO_PASSWORD = 'Demo1234';

let browser;
let animal;
let family;

beforeAll(async () => {
  browser = await launchBrowser();
  // An animal of this run only: the demo family's favourites are otherwise left as they were.
  const association = await api.registerAssociation();
  animal = await api.createAnimal(association, { name: `Caramel${api.uniqueSuffix()}`, gender: 'mâle' });
  family = await api.login(DEMO_FAMILY, DEMO_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
});

test('a visitor on a phone taps the heart, logs in as a family, comes back with it kept, and removes it from Mes favoris', async () => {
  const { page, context, problems } = await openPage(browser, { viewport: PHONE, touch: true });
  try {
    await page.goto(`/animals-details/${animal.id}`);
    await visible(main(page).getByRole('heading', { level: 1, name: animal.name }));
    const heart = main(page).getByRole('button', { name: `Ajouter ${animal.name} aux favoris` });
    await visible(heart);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // A finger's target, inside the phone's width.
    const box = await heart.boundingBox();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    await heart.tap();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await visible(dialog);
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO_FAMILY);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).tap();
    await visible(toast(page, 'Connexion réussie !'));

    // Back on the same page, the heart on: the tap made as a visitor was kept.
    await waitForPath(page, `/animals-details/${animal.id}`);
    const kept = main(page).getByRole('button', { name: `Retirer ${animal.name} des favoris` });
    await visible(kept);
    expect(await kept.getAttribute('aria-pressed')).toBe('true');
    await eventually(async () => expect((await api.listFavourites(family)).map((a) => a.id)).toContain(animal.id));

    await page.goto('/families/dashboard');
    await main(page).getByRole('link', { name: 'Mes favoris', exact: true }).tap();
    await waitForPath(page, '/families/dashboard/favourites');
    await visible(main(page).getByRole('heading', { level: 1, name: 'Mes favoris' }));
    const list = main(page).getByRole('list', { name: 'Mes favoris' });
    const card = list.getByRole('listitem').filter({ hasText: animal.name });
    await visible(card);
    await visible(card.getByText('Disponible', { exact: true }));
    // No line wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await card.getByRole('button', { name: `Retirer des favoris : ${animal.name}` }).tap();
    await hidden(card);
    await eventually(async () => expect((await api.listFavourites(family)).map((a) => a.id)).not.toContain(animal.id));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
