/*
 * The pass on consequences users did not see (docs/behaviour.md), layout and wording: what a phone (360 px, the narrowest common width) and a desktop show on the
 * screens that broke. Screenshots go to e2e/artifacts/ (git-ignored) as CI artifacts.
 */
const fs = require('node:fs');
const path = require('node:path');
const api = require('../support/api');
const { launchBrowser, openPage, visible, main } = require('../support/browser');

const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
const VIEWPORTS = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1440, height: 900 },
};

let browser;
let family;
let association;
let animalWithoutPhoto;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  // 'Appartement' and a long e-mail address are what split mid-word before.
  family = await api.registerFamily({
    houseType: '2',
    email: `lefebvre.${api.uniqueSuffix()}@example.fr`,
    description: 'Nous vivons en appartement avec un balcon sécurisé, près d’un grand parc.',
  });
  association = await api.registerAssociation();
  animalWithoutPhoto = await api.createAnimal(association, {
    name: `Sansphoto${api.uniqueSuffix()}`,
    breed: 'Berger allemand',
    gender: 'mâle',
    species_id: 1,
    url_image: null,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Words of the element's text that the browser drew on more than one line (split mid-word). */
function wordsSplitAcrossLines(locator) {
  return locator.evaluateAll((elements) => {
    const split = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const pattern = /\S+/g;
        for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });
}

async function shoot(page, name, viewportName) {
  const file = path.join(ARTIFACTS, `${name}-${viewportName}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  expect(fs.statSync(file).size).toBeGreaterThan(5_000);
}

describe.each(Object.entries(VIEWPORTS))('%s', (viewportName, viewport) => {
  test('family profile: every label and value whole, nothing wider than the screen', async () => {
    const { context, page } = await openPage(browser, { viewport, session: family });
    try {
      await page.goto(`/familyprofile/${family.familyId}`);
      await visible(main(page).getByRole('heading', { level: 1, name: 'Famille Lefebvre' }));
      const details = main(page).locator('dl');
      await visible(details.getByText('Appartement', { exact: true }));
      await visible(details.getByText(family.payload.email, { exact: true }));
      await shoot(page, 'family-profile', viewportName);
      expect(await wordsSplitAcrossLines(details.locator('dt, dd'))).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  test('animal without a photo: a drawing of its species in the photo box, on the page and on its card', async () => {
    const { context, page } = await openPage(browser, { viewport });
    try {
      await page.goto(`/animals-details/${animalWithoutPhoto.id}`);
      const drawing = main(page).getByRole('img', { name: animalWithoutPhoto.name });
      await visible(drawing);
      expect(await drawing.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
      const box = await drawing.boundingBox();
      // The photo's 4:3 box, so the page does not move when a photo is added.
      expect(Math.round((box.width / box.height) * 3)).toBe(4);
      await shoot(page, 'animal-without-photo', viewportName);
    } finally {
      await context.close();
    }
  });
});

test('card details on hover keep French case, as the detail page writes them', async () => {
  const { context, page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
  try {
    // The association's own list: the catalogue lists by age of entry and a new animal may be pages away.
    await page.goto(`/association/${association.associationId}/animals-list`);
    const card = main(page).getByRole('link', { name: new RegExp(animalWithoutPhoto.name) });
    await visible(card);
    await card.hover();
    const details = card.getByTestId('animal-card-details');
    await visible(details.getByText('Voir son profil'));
    // innerText is the text as drawn, after any CSS text-transform.
    const drawn = (await details.innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(drawn).toEqual(expect.arrayContaining(['Berger allemand', 'mâle']));
  } finally {
    await context.close();
  }
});

test('desktop home: each species row of three cards fills the width under its heading', async () => {
  const { context, page } = await openPage(browser, { viewport: VIEWPORTS.desktop });
  try {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Nos chats' });
    await visible(section.getByRole('img').first());
    const grid = section.locator('ul');
    const layout = await grid.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const cards = [...element.children].map((child) => child.getBoundingClientRect());
      return {
        tracks: getComputedStyle(element).gridTemplateColumns.split(' ').length,
        right: box.right,
        lastRight: cards[cards.length - 1].right,
        count: cards.length,
      };
    });
    expect(layout.count).toBe(3);
    expect(layout.tracks).toBe(3);
    expect(Math.round(layout.right - layout.lastRight)).toBe(0);
  } finally {
    await context.close();
  }
});

describe.each(Object.entries(VIEWPORTS))('request modal, %s', (viewportName, viewport) => {
  test('name, city, motivation, date and the two actions; screenshot kept', async () => {
    const requester = await api.registerFamily({ lastname: 'Modale', zip_code: '49000', city: 'Angers' });
    const pixel = await api.createAnimal(association, { name: `Pixel${api.uniqueSuffix()}` });
    await api.createRequest(requester, pixel, 'Nous avons un jardin clos et du temps.');
    const { context, page } = await openPage(browser, { viewport, session: association });
    try {
      await page.goto(`/association/dashboard/${association.associationId}/requests-management`);
      await main(page)
        .getByRole('article', { name: `Demande pour ${pixel.name}` })
        .getByRole('button', { name: 'Voir la demande' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Détail de la demande' });
      await visible(dialog.getByText('Claire Modale', { exact: true }));
      await visible(dialog.getByText('Angers', { exact: true }));
      await visible(dialog.getByText('Nous avons un jardin clos et du temps.', { exact: true }));
      await visible(dialog.getByRole('button', { name: 'Accepter', exact: true }));
      await visible(dialog.getByRole('button', { name: 'Refuser', exact: true }));
      await page.screenshot({
        path: path.join(ARTIFACTS, `request-modal-${viewportName}.png`),
        animations: 'disabled',
      });
      expect(fs.statSync(path.join(ARTIFACTS, `request-modal-${viewportName}.png`)).size).toBeGreaterThan(5_000);
    } finally {
      await context.close();
    }
  });
});
