const api = require('../support/api');
const { pngUpload } = require('../support/images');
const { launchBrowser, openPage, eventually, visible, toast, waitForPath, main } = require('../support/browser');

let browser;
let context;
let page;
let problems;
let association;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ page, context, problems } = await openPage(browser, { session: association }));
});
afterEach(async () => {
  await context?.close();
  expect(problems).toEqual([]);
});

/** The browser really decoded the image (a broken URL or an HTML answer leaves naturalWidth at 0). */
async function expectDecoded(image) {
  await visible(image);
  await image.scrollIntoViewIfNeeded();
  await eventually(async () =>
    expect(await image.evaluate((img) => img.complete && img.naturalWidth)).toBeGreaterThan(0),
  );
}

test('an association adds an animal with an image, edits it keeping the image, then deletes it', async () => {
  const name = `Falco${api.uniqueSuffix()}`;
  await page.goto(`/associations/dashboard/${association.associationId}/animals-list`);
  await visible(page.getByRole('heading', { level: 1, name: /Nos animaux/ }));
  await visible(main(page).getByText('Aucun animal pour le moment.'));
  await main(page).getByRole('button', { name: 'Ajouter un animal', exact: true }).click();

  const addDialog = page.getByRole('dialog', { name: 'Ajouter un animal' });
  const addButton = addDialog.getByRole('button', { name: 'Ajouter', exact: true });
  expect(await addButton.isDisabled()).toBe(true);
  await addDialog.getByLabel('Espèce *').selectOption({ label: 'Chien' });
  await addDialog.getByLabel('Nom *').fill(name);
  await addDialog.getByLabel('Sexe *').selectOption({ label: 'Mâle' });
  await addDialog.getByLabel('Date de naissance *').fill('2023-05-01');
  await addDialog.getByLabel('Race', { exact: true }).fill('Braque');
  await addDialog.getByLabel('Description', { exact: true }).fill('Chien sportif, aime courir.');
  await addDialog
    .getByLabel('Image', { exact: true })
    .setInputFiles(await pngUpload('falco.png', { color: '#264653' }));
  await visible(addDialog.getByRole('img', { name: "Aperçu de l'image choisie" }));
  await addButton.click();

  await visible(toast(page, `${name} a été ajouté avec succès.`));
  await waitForPath(page, '/associations/dashboard');

  // The card in 'Nos animaux' shows the stored thumbnail.
  await main(page).getByRole('link', { name: 'Nos animaux', exact: true }).click();
  await expectDecoded(main(page).getByRole('img', { name }));
  await main(page)
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await page.waitForURL(/\/animals-details\/\d+$/);
  const animalId = Number(new URL(page.url()).pathname.split('/').pop());

  const article = page.getByRole('article');
  await visible(article.getByRole('heading', { level: 1, name }));
  await visible(article.getByText('Braque', { exact: true }));
  const image = article.getByRole('img', { name, exact: true });
  await expectDecoded(image);
  const originalSrc = await image.getAttribute('src');
  expect(originalSrc).toMatch(/^\/uploads\//);

  await main(page).getByRole('button', { name: 'Editer', exact: true }).click();
  const editDialog = page.getByRole('dialog', { name: `Modifier ${name}` });
  expect(await editDialog.getByLabel('Nom *').inputValue()).toBe(name);
  expect(await editDialog.getByLabel('Race', { exact: true }).inputValue()).toBe('Braque');
  await editDialog.getByLabel('Race', { exact: true }).fill('Braque de Weimar');
  await editDialog.getByLabel('Description', { exact: true }).fill('Chien sportif, aime courir et nager.');
  await editDialog.getByRole('button', { name: 'Valider', exact: true }).click();
  await visible(toast(page, `${name} a été modifié avec succès.`));
  await waitForPath(page, '/associations/dashboard');

  await page.goto(`/animals-details/${animalId}`);
  await visible(article.getByText('Braque de Weimar', { exact: true }));
  await visible(article.getByText('Chien sportif, aime courir et nager.', { exact: true }));
  expect(await image.getAttribute('src')).toBe(originalSrc);
  await expectDecoded(image);

  await main(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Supprimer ${name}` });
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await visible(toast(page, "L'animal a été supprimé."));
  await waitForPath(page, '/associations/dashboard');

  expect((await api.call('GET', `/api/animals/${animalId}`)).status).toBe(404);
  await page.goto(`/associations/dashboard/${association.associationId}/animals-list`);
  await visible(main(page).getByText('Aucun animal pour le moment.'));
  await page.goto(`/animals-details/${animalId}`);
  await visible(page.getByRole('heading', { level: 1, name: "Oups, la page demandée n'existe pas..." }));
});

test('another association sees no owner actions on an animal it does not own', async () => {
  const other = await api.registerAssociation();
  const animal = await api.createAnimal(other);
  await page.goto(`/animals-details/${animal.id}`);
  await visible(page.getByRole('heading', { level: 1, name: animal.name }));
  expect(await main(page).getByRole('button', { name: 'Editer' }).count()).toBe(0);
  expect(await main(page).getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
});
