/*
 * The pass on consequences users did not see (docs/behaviour.md): a visitor on an animal page logs in from it and keeps the animal, and can ask for it at once.
 */
const api = require('../support/api');
const { freshPagePerTest, visible, toast, waitForPath, main } = require('../support/browser');

let page;
freshPagePerTest((opened) => ({ page } = opened));

test('a family that logs in from an animal page comes back to it and can send a request', async () => {
  const association = await api.registerAssociation();
  const animal = await api.createAnimal(association);
  const family = await api.registerFamily();
  const familyPage = `/animals-details/${animal.id}`;

  await page.goto(familyPage);
  await visible(main(page).getByRole('heading', { level: 1, name: animal.name }));
  await main(page).getByRole('button', { name: "Connectez-vous pour faire une demande d'accueil" }).click();

  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await visible(dialog);
  await dialog.getByLabel('Email', { exact: true }).fill(family.email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(family.password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();

  await visible(toast(page, 'Connexion réussie !'));
  await waitForPath(page, familyPage);
  await visible(main(page).getByRole('heading', { level: 1, name: animal.name }));
  await visible(main(page).getByRole('button', { name: 'Faire une demande', exact: true }));
});

test('from the header, a family still lands on /animals', async () => {
  const family = await api.registerFamily();
  await page.goto('/associations');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email', { exact: true }).fill(family.email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(family.password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await waitForPath(page, '/animals');
});

test("'Retour' on a page opened directly (shared link, new tab) goes to the page it belongs to, not out of the site", async () => {
  const association = await api.registerAssociation();
  const animal = await api.createAnimal(association);

  await page.goto(`/animals-details/${animal.id}`);
  await visible(main(page).getByRole('heading', { level: 1, name: animal.name }));
  await main(page).getByRole('button', { name: 'Retour', exact: true }).click();
  await waitForPath(page, '/animals');

  await page.goto(`/associationprofile/${association.associationId}`);
  await visible(main(page).getByRole('heading', { level: 1 }));
  await main(page).getByRole('button', { name: 'Retour', exact: true }).click();
  await waitForPath(page, '/associations');

  await page.goto(`/association/${association.associationId}/animals-list`);
  await visible(main(page).getByRole('link', { name: new RegExp(animal.name) }));
  await main(page).getByRole('button', { name: 'Retour', exact: true }).click();
  await waitForPath(page, `/associationprofile/${association.associationId}`);

  await page.goto(`/association/${association.associationId}/animals-list`);

  // Inside the site, Retour is still the previous page: from the list to the animal and back.
  await main(page)
    .getByRole('link', { name: new RegExp(animal.name) })
    .click();
  await waitForPath(page, `/animals-details/${animal.id}`);
  await main(page).getByRole('button', { name: 'Retour', exact: true }).click();
  await waitForPath(page, `/association/${association.associationId}/animals-list`);
});
