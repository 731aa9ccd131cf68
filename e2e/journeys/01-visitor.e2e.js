const { call } = require('../support/api');
const { freshPagePerTest, eventually, visible, waitForPath, header, footer, main } = require('../support/browser');

const NOT_FOUND = "Oups, la page demandée n'existe pas...";

let page;
freshPagePerTest((opened) => ({ page } = opened));

/** Names of the animal cards inside a container, in display order (the card's accessible name ends with it). */
async function cardNames(container) {
  const links = container.locator('a[href^="/animals-details/"]');
  return links.evaluateAll((elements) => elements.map((a) => a.querySelector('img')?.alt ?? a.textContent.trim()));
}

async function speciesNames(species) {
  const { body } = await call('GET', `/api/animals?species=${encodeURIComponent(species)}&limit=100`, {
    expected: 200,
  });
  return body.map((animal) => animal.name);
}

async function animalByName(name) {
  const { body } = await call('GET', '/api/animals?limit=100', { expected: 200 });
  const animal = body.find((candidate) => candidate.name === name);
  if (!animal) throw new Error(`demo animal ${name} not found: is the demo seed loaded?`);
  return animal;
}

test('home shows three cats, three dogs and the four catalogue links', async () => {
  await page.goto('/');
  await visible(page.getByRole('heading', { level: 1, name: 'Offrez un foyer temporaire à un animal' }));
  const cats = page.getByRole('region', { name: 'Nos chats' });
  const dogs = page.getByRole('region', { name: 'Nos chiens' });
  await visible(cats.getByRole('link').first());
  await visible(dogs.getByRole('link').first());

  // docs/product.md#calls: the home takes the first three of each species as the API lists them.
  expect(await cardNames(cats)).toEqual((await speciesNames('Chat')).slice(0, 3));
  expect(await cardNames(dogs)).toEqual((await speciesNames('Chien')).slice(0, 3));

  const expectedLinks = [
    ['Voir tous nos chats', '/animals?species=Chat'],
    ['Voir tous nos chiens', '/animals?species=Chien'],
    ['Voir tous les animaux', '/animals'],
    ['Voir toutes les associations', '/associations'],
  ];
  for (const [label, href] of expectedLinks) {
    expect(await main(page).getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
  }

  await main(page).getByRole('link', { name: 'Voir tous nos chiens', exact: true }).click();
  await waitForPath(page, '/animals', '?species=Chien');
  await visible(page.getByRole('heading', { level: 1, name: 'Liste des animaux' }));
  await expect(page.getByLabel('Espèce').inputValue()).resolves.toBe('Chien');
});

test('the species dropdown filters the list and writes the species into the URL', async () => {
  await page.goto('/animals');
  await visible(page.getByRole('heading', { level: 1, name: 'Liste des animaux' }));
  const select = page.getByLabel('Espèce');
  const labels = await select.locator('option').allTextContents();
  expect(labels).toEqual(['Tous les animaux', 'Chiens', 'Chats', 'Lapins']);
  await visible(main(page).getByRole('link', { name: /Rex/ }));

  await select.selectOption({ label: 'Lapins' });
  await waitForPath(page, '/animals', '?species=Lapin');
  const rabbits = await speciesNames('Lapin');
  // Only rabbits remain: the dogs shown before are gone and every card is a rabbit of the API.
  await eventually(async () => {
    const shown = await cardNames(main(page));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name) => rabbits.includes(name))).toBe(true);
  });
  expect(
    await main(page)
      .getByRole('link', { name: /^Rex\b/ })
      .count(),
  ).toBe(0);
  await visible(main(page).getByRole('link', { name: /Pompon/ }));

  await select.selectOption({ label: 'Tous les animaux' });
  await waitForPath(page, '/animals', '');
  await visible(main(page).getByRole('link', { name: /Rex/ }));
});

test('an animal detail shows its facts, its status and the login hint to visitors', async () => {
  const rex = await animalByName('Rex');
  const bella = await animalByName('Bella');

  await page.goto(`/animals-details/${rex.id}`);
  const article = page.getByRole('article');
  await visible(article.getByRole('heading', { level: 1, name: 'Rex' }));
  for (const text of ['Les Pattes Solidaires', 'Berger allemand', 'mâle', '12 avril 2020', 'Accueillie']) {
    await visible(article.getByText(text, { exact: true }));
  }
  await visible(article.getByText('Chien joueur et fidèle, aime les longues promenades.'));
  await visible(article.getByRole('img', { name: 'Rex' }));
  await visible(page.getByText("Connectez-vous pour faire une demande d'accueil", { exact: true }));
  await visible(main(page).getByRole('button', { name: 'Retour' }));

  await page.goto(`/animals-details/${bella.id}`);
  await visible(article.getByRole('heading', { level: 1, name: 'Bella' }));
  await visible(article.getByText('Non accueillie', { exact: true }));
  expect(await article.getByText('Accueillie', { exact: true }).count()).toBe(0);
});

test("association list leads to a profile, whose link lists that association's animals", async () => {
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Liste des associations', exact: true }).click();
  await waitForPath(page, '/associations');
  await visible(page.getByRole('heading', { level: 1, name: 'Liste des associations' }));
  const card = main(page).getByRole('link', { name: 'Refuge du Bocage' });
  await card.click();
  await page.waitForURL(/\/associationprofile\/\d+$/);
  const associationId = Number(new URL(page.url()).pathname.split('/').pop());

  await visible(page.getByRole('heading', { level: 1, name: 'Refuge du Bocage' }));
  for (const text of ['3 chemin des Haies', 'Caen', '14000', '0231445566']) {
    await visible(main(page).getByText(text, { exact: true }));
  }
  await main(page).getByRole('link', { name: 'Voir nos animaux', exact: true }).click();
  await waitForPath(page, `/association/${associationId}/animals-list`);
  await visible(page.getByRole('heading', { level: 1, name: /Nos animaux/ }));

  const { body } = await call('GET', `/api/associations/${associationId}/animals`, { expected: 200 });
  const expected = body.animals.map((animal) => animal.name).sort();
  await eventually(async () => expect((await cardNames(main(page))).sort()).toEqual(expected));
  // A visitor cannot add animals (docs/product.md#screens: only the owning association sees the button).
  expect(await page.getByRole('button', { name: 'Ajouter un animal' }).count()).toBe(0);
});

test('an unknown path and an unknown animal both show the 404 screen', async () => {
  await page.goto('/cette-page-n-existe-pas');
  await visible(page.getByRole('heading', { level: 1, name: NOT_FOUND }));
  await visible(main(page).getByRole('button', { name: 'Retour' }));
  await visible(main(page).getByRole('button', { name: "Page d'accueil" }));
  await visible(header(page).getByRole('link', { name: 'Accueil', exact: true }));
  await visible(footer(page).getByRole('link', { name: 'Mentions légales' }));

  await page.goto('/animals-details/987654');
  await visible(page.getByRole('heading', { level: 1, name: NOT_FOUND }));
  await waitForPath(page, '/404');

  await main(page).getByRole('button', { name: "Page d'accueil" }).click();
  await waitForPath(page, '/');
  await visible(page.getByRole('region', { name: 'Nos chats' }));
});
