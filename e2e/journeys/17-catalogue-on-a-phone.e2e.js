/*
 * The catalogue as a phone shows it (360 px, touch, no mouse): the cards say breed, sex and age under the name
 * without a hover, housed animals carry 'Accueilli' or 'Accueillie' as their sex asks, a search 'Près de' gives each
 * card its city and distance; the animal page links its association and says its city, with one colon per fact.
 * French punctuation never starts a line (home page, desktop and phone).
 */
const api = require('../support/api');
const { launchBrowser, openPage, eventually, visible, main } = require('../support/browser');
const { seriousA11yViolations } = require('../support/screen-checks');

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

let browser;
let association;
let housedFemale;
let housedMale;
let waiting;

beforeAll(async () => {
  browser = await launchBrowser();
  // Mende (48000): no other association of the run is in Lozère, so a search near Marvejols finds only these.
  association = await api.registerAssociation({ city: 'Mende', zip_code: '48000' });
  const family = await api.registerFamily();
  const common = { species_id: 1, breed: 'Beauceron', date_of_birth: '2021-02-01' };
  housedFemale = await api.createAnimal(association, {
    ...common,
    name: `Moka${api.uniqueSuffix()}`,
    gender: 'femelle',
  });
  housedMale = await api.createAnimal(association, { ...common, name: `Filou${api.uniqueSuffix()}`, gender: 'mâle' });
  waiting = await api.createAnimal(association, { ...common, name: `Praline${api.uniqueSuffix()}`, gender: 'femelle' });
  for (const animal of [housedFemale, housedMale]) {
    const request = await api.createRequest(family, animal);
    await api.decideRequest(association, request.id, 'Approuvée');
  }
});
afterAll(async () => {
  await browser?.close();
});

/** The card's age text (docs/product.md#screens): whole years, 'an' or 'ans' (the animals here are more than a year old). */
function ageOf(dateOfBirth) {
  const birth = new Date(`${dateOfBirth}T00:00:00`);
  const now = new Date();
  let months = (now.getFullYear() - birth.getFullYear()) * 12 + now.getMonth() - birth.getMonth();
  if (now.getDate() < birth.getDate()) months -= 1;
  const years = Math.floor(months / 12);
  return `${years} ${years > 1 ? 'ans' : 'an'}`;
}

const cardOf = (page, animal) => main(page).getByRole('link', { name: new RegExp(animal.name) });

/** The card's text as drawn (CSS applied, hidden parts left out), one entry per line. */
const drawnLines = (locator) =>
  locator.evaluate((element) =>
    element.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );

test('touch phone: breed, sex and age under the name, the housed badge agrees with the sex, city and distance near a postal code', async () => {
  const { page, context, problems } = await openPage(browser, { viewport: PHONE, touch: true });
  try {
    const search = '?near=48100&sort=distance';
    const { body: found } = await api.call('GET', `/api/animals${search}&limit=50`, { expected: 200 });
    const distanceOf = (animal) => found.find((item) => item.id === animal.id).distance_km;
    const km = (animal) => `${String(distanceOf(animal)).replace('.', ',')}\u00a0km`;
    expect(distanceOf(housedFemale)).toBeGreaterThan(0);

    await page.goto(`/animals${search}`);
    for (const [animal, badge] of [
      [housedFemale, 'Accueillie'],
      [housedMale, 'Accueilli'],
      [waiting, null],
    ]) {
      const card = cardOf(page, animal);
      await visible(card);
      const lines = await drawnLines(card);
      expect(lines).toContain(animal.name);
      expect(lines).toContain(`Beauceron · ${animal.gender} · ${ageOf(animal.date_of_birth)}`);
      expect(lines).toContain(`Mende · ${km(animal)}`);
      if (badge) expect(lines).toContain(badge);
      else expect(lines.filter((line) => line.startsWith('Accueilli'))).toEqual([]);
      // The hover layer is for mice: nothing of it is drawn on a touch screen.
      expect(lines).not.toContain('Voir son profil');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('desktop with a mouse: the facts stay in the hover layer, not under the name', async () => {
  const { page, context } = await openPage(browser, { viewport: DESKTOP });
  try {
    await page.goto(`/association/${association.associationId}/animals-list`);
    const card = cardOf(page, housedFemale);
    await visible(card.getByText('Accueillie', { exact: true }));
    const facts = `Beauceron · femelle · ${ageOf(housedFemale.date_of_birth)}`;
    expect(await card.getByText(facts).isVisible()).toBe(false);
    const layer = card.getByTestId('animal-card-details');
    expect(await layer.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await card.hover();
    await eventually(async () =>
      expect(await layer.evaluate((element) => getComputedStyle(element).opacity)).toBe('1'),
    );
    await visible(layer.getByText('Voir son profil'));
  } finally {
    await context.close();
  }
});

test("the animal page links its association's profile, says its city, and writes each fact with one colon", async () => {
  const { page, context, problems } = await openPage(browser, { viewport: PHONE, touch: true });
  try {
    await page.goto(`/animals-details/${housedFemale.id}`);
    await visible(main(page).getByRole('heading', { level: 1, name: housedFemale.name }));
    const link = main(page).getByRole('link', { name: association.payload.name_association });
    expect(await link.getAttribute('href')).toBe(`/associationprofile/${association.associationId}`);
    const facts = main(page).locator('dl');
    await visible(facts.getByText('Mende', { exact: true }));
    // The term as drawn, with what CSS adds after it.
    const terms = await facts.locator('dt').evaluateAll((elements) =>
      elements.map((dt) => {
        const after = getComputedStyle(dt, '::after').content;
        return `${dt.textContent}${after && after !== 'none' ? JSON.parse(after) : ''}`;
      }),
    );
    expect(terms).toContain('Bonne entente avec les enfants\u00a0:');
    for (const term of terms) expect(term).not.toMatch(/:\s*:/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await link.click();
    await visible(main(page).getByRole('heading', { level: 1, name: association.payload.name_association }));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/** Every ';', ':', '!', '?' of `root`'s text that the browser drew at the start of a line, with its context. */
function punctuationStartingALine(root) {
  return root.evaluate((element) => {
    const found = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const pattern = /\S(\s+)([;:!?])/g;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        const before = document.createRange();
        before.setStart(node, match.index);
        before.setEnd(node, match.index + 1);
        const mark = document.createRange();
        const at = match.index + 1 + match[1].length;
        mark.setStart(node, at);
        mark.setEnd(node, at + 1);
        const top = (range) => Math.round(range.getBoundingClientRect().top);
        if (top(before) !== top(mark)) found.push(text.slice(Math.max(0, match.index - 20), at + 20));
      }
    }
    return found;
  });
}

test('home page: no line starts with a punctuation mark, on desktops and phones', async () => {
  for (const width of [360, 1024, 1280, 1366, 1440, 1920]) {
    const { page, context } = await openPage(browser, { viewport: { width, height: 900 } });
    try {
      await page.goto('/');
      const hero = main(page).locator('section').first();
      await visible(hero.getByRole('heading', { level: 1 }));
      expect({ width, found: await punctuationStartingALine(main(page)) }).toEqual({ width, found: [] });
    } finally {
      await context.close();
    }
  }
});
