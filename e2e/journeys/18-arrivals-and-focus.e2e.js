/*
 * Arriving somewhere: a new account is signed in by its registration (then lands on / as docs/product.md#states says); after a link
 * inside the application, the keyboard and screen-reader focus is on the new page's main heading, not left on
 * <body>; the About page sends a forgotten password to the reset page instead of asking people to write in.
 */
const { uniqueSuffix, familyPayload } = require('../support/api');
const {
  launchBrowser,
  openPage,
  eventually,
  visible,
  toast,
  waitForPath,
  header,
  main,
} = require('../support/browser');
const { focusedControl, seriousA11yViolations } = require('../support/screen-checks');

const PHONE = { width: 360, height: 800 };

let browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const field = (page, label) => main(page).getByLabel(label, { exact: true });

test('a family that registers on a phone is signed in, lands on / and reaches its dashboard', async () => {
  const { page, context, problems } = await openPage(browser, { viewport: PHONE });
  const data = familyPayload({ email: `arrivee.${uniqueSuffix()}@example.com`, lastname: 'Arrivée' });
  try {
    await page.goto('/register');
    await visible(page.getByRole('heading', { level: 1, name: 'Inscription' }));
    const text = {
      Nom: data.lastname,
      Prénom: data.firstname,
      Email: data.email,
      'Mot de passe': data.password,
      'Confirmation du mot de passe': data.password,
      Adresse: data.address,
      Ville: data.city,
      'Code postal': data.zip_code,
      Téléphone: data.phone_number,
      Description: data.description,
    };
    for (const [label, value] of Object.entries(text)) await field(page, label).fill(value);
    await main(page)
      .getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ })
      .check();
    await main(page).getByRole('button', { name: "S'inscrire", exact: true }).click();

    await visible(toast(page, 'Compte créé avec succès.'));
    await waitForPath(page, '/');
    await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    await visible(header(page).getByRole('button', { name: 'Se déconnecter', exact: true }));
    expect(await header(page).getByRole('button', { name: 'Se connecter', exact: true }).count()).toBe(0);
    await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await visible(main(page).getByRole('heading', { level: 1, name: 'Famille Arrivée' }));
    // The session is the new account's: a reload keeps it.
    await page.reload();
    await visible(main(page).getByRole('heading', { level: 1, name: 'Famille Arrivée' }));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('an association that registers is signed in too', async () => {
  const { page, context } = await openPage(browser);
  const name = `Refuge des Arrivées ${uniqueSuffix()}`;
  try {
    await page.goto('/register');
    await main(page).getByRole('button', { name: 'Association', exact: true }).click();
    const password = 'Arrivee42';
    const text = {
      "Nom de l'association": name,
      'Numéro RNA': 'W123456789',
      Nom: 'Garnier',
      Prénom: 'Yann',
      Email: `asso.arrivee.${uniqueSuffix()}@example.com`,
      'Mot de passe': password,
      'Confirmation du mot de passe': password,
      Adresse: '1 avenue de la Plage',
      Ville: 'La Baule-Escoublac',
      'Code postal': '44500',
      Téléphone: '0240111111',
      Description: 'Refuge côtier.',
    };
    for (const [label, value] of Object.entries(text)) await field(page, label).fill(value);
    await main(page)
      .getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ })
      .check();
    await main(page).getByRole('button', { name: "S'inscrire", exact: true }).click();
    await visible(toast(page, 'Compte créé avec succès.'));
    await waitForPath(page, '/');
    await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await visible(main(page).getByRole('heading', { level: 1, name }));
  } finally {
    await context.close();
  }
});

/** The focused element is the page's <h1> with this text. */
async function focusIsOnHeading(page, name) {
  await eventually(async () => expect(await focusedControl(page)).toMatchObject({ tag: 'h1', text: name }));
}

test('after each link inside the application the focus is on the new page heading', async () => {
  const { page, context, problems } = await openPage(browser);
  try {
    await page.goto('/');
    await visible(main(page).getByRole('heading', { level: 1 }));
    await header(page).getByRole('link', { name: 'Liste des animaux', exact: true }).click();
    await focusIsOnHeading(page, 'Liste des animaux');

    const card = main(page).getByRole('listitem').first().getByRole('link');
    const target = new URL(await card.evaluate((link) => link.href)).pathname;
    await card.click();
    await waitForPath(page, target);
    const heading = main(page).getByRole('heading', { level: 1 });
    await visible(heading);
    await focusIsOnHeading(page, (await heading.textContent()).trim());

    await page.goBack();
    await focusIsOnHeading(page, 'Liste des animaux');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a phone, a link of the menu puts the focus on the heading of the page it opens', async () => {
  const { page, context } = await openPage(browser, { viewport: PHONE });
  try {
    await page.goto('/animals');
    await visible(main(page).getByRole('heading', { level: 1, name: 'Liste des animaux' }));
    await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    await header(page).getByRole('link', { name: 'A propos', exact: true }).click();
    await focusIsOnHeading(page, 'A propos de PetFoster');
  } finally {
    await context.close();
  }
});

test('the About page links the password reset page for a forgotten password', async () => {
  const { page, context } = await openPage(browser, { viewport: PHONE });
  try {
    await page.goto('/about');
    await visible(main(page).getByRole('heading', { level: 1, name: 'A propos de PetFoster' }));
    const contact = main(page).getByText(/Écrivez-nous/);
    expect(await contact.textContent()).not.toMatch(/mot de passe/i);
    const reset = main(page).getByRole('link', { name: /mot de passe/i });
    expect(await reset.getAttribute('href')).toBe('/forgot-password');
    await reset.click();
    await waitForPath(page, '/forgot-password');
    await visible(main(page).getByRole('heading', { level: 1, name: 'Mot de passe oublié' }));
  } finally {
    await context.close();
  }
});
