/*
 * News during a placement (docs/product.md#placement-news), on a 360 px phone: while the placement is 'En cours' the
 * family writes how the animal is doing, with a photo; the association finds it on its placement page and publishes
 * it; a visitor then reads it on the animal's public page under 'Des nouvelles de {nom}', with the family's first name
 * only and the photo. Markup typed in the news stays text.
 */
const api = require('../support/api');
const { pngUpload } = require('../support/images');
const { launchBrowser, openPage, visible, toast, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const suffix = api.uniqueSuffix();
/** The texts of the contracts' NEWS_MESSAGES (packages/contracts/src/news.ts), word for word. */
const NEWS = {
  title: 'Nouvelles',
  write: 'Donner des nouvelles',
  send: 'Envoyer les nouvelles',
  publish: 'Publier sur la page de l’animal',
  unpublish: 'Retirer de la page de l’animal',
  published: 'Publiée',
  publicTitle: (name) => `Des nouvelles de ${name}`,
};

let browser;
let association;
let animal;
let family;
let placement;
const news = `Noisette dort sur le canapé et mange bien. <b>Ravie</b> ${suffix}`;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ name_association: `Les Museaux ${suffix}` });
  animal = await api.createAnimal(association, { name: `Noisette${suffix.replace(/[^a-z]/g, '')}` });
  family = await api.registerFamily({ lastname: 'Perrin', firstname: 'Camille' });
  placement = await api.activePlacement(association, family, animal, api.parisDay(0));
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

const newsSection = (page, title = NEWS.title) => main(page).getByRole('region', { name: title, exact: true });

test('the family gives news with a photo during the placement', async () => {
  const { context, page, problems } = await openPage(browser, { session: family, viewport: PHONE });
  try {
    await page.goto(`/families/dashboard/placements/${placement.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Accueil de ${animal.name}` }));
    const section = newsSection(page);
    await visible(section.getByText('Aucune nouvelle pour le moment.'));
    await section.getByLabel(NEWS.write, { exact: true }).fill(news);
    await section
      .getByLabel('Photo 1 (facultative)', { exact: true })
      .setInputFiles(await pngUpload('canape.png', { color: '#8d6e63' }));
    await visible(section.getByRole('img', { name: "Aperçu de l'image choisie" }));
    await section.getByRole('button', { name: NEWS.send, exact: true }).click();
    await visible(toast(page, 'Nouvelles envoyées à l’association.'));

    const sent = section.getByRole('listitem').filter({ hasText: news });
    await visible(sent);
    await visible(sent.getByRole('img', { name: 'Photo des nouvelles' }));
    expect(await sent.locator('b').count()).toBe(0);
    // Not published yet: no mark.
    expect(await sent.getByText(NEWS.published, { exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the association publishes the news on the animal's page", async () => {
  const { context, page, problems } = await openPage(browser, { session: association, viewport: PHONE });
  try {
    await page.goto(`/associations/dashboard/placements/${placement.id}`);
    await visible(page.getByRole('heading', { level: 1, name: `Accueil de ${animal.name}` }));
    const received = newsSection(page).getByRole('listitem').filter({ hasText: news });
    await visible(received);
    await visible(received.getByText('Camille', { exact: false }));
    await received.getByRole('button', { name: NEWS.publish, exact: true }).click();
    await visible(toast(page, 'Publiée sur la page de l’animal.'));
    await visible(received.getByText(NEWS.published, { exact: true }));
    await visible(received.getByRole('button', { name: NEWS.unpublish, exact: true }));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a visitor reads the news under 'Des nouvelles de {nom}', with the family's first name only", async () => {
  const { context, page, problems } = await openPage(browser, { viewport: PHONE });
  try {
    await page.goto(`/animals-details/${animal.id}`);
    await visible(page.getByRole('heading', { level: 1, name: animal.name }));
    const section = newsSection(page, NEWS.publicTitle(animal.name));
    await visible(section.getByRole('heading', { level: 2, name: NEWS.publicTitle(animal.name) }));
    await visible(section.getByText(news));
    await visible(section.getByText('Camille, famille d’accueil', { exact: false }));
    expect(await section.getByText('Perrin', { exact: false }).count()).toBe(0);
    expect(await section.locator('b').count()).toBe(0);
    const photo = section.getByRole('img', { name: `Photo de ${animal.name}` });
    await photo.scrollIntoViewIfNeeded();
    await visible(photo);
    // The photo itself arrived (not a broken image).
    await page.waitForFunction(
      (name) => [...document.querySelectorAll(`img[alt="Photo de ${name}"]`)].some((img) => img.naturalWidth > 0),
      animal.name,
    );
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
