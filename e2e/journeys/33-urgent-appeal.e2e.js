/*
 * Urgent appeals (docs/product.md#urgent-appeals): an association marks its animal urgent with a reason and sends an
 * appeal around it; a nearby family that can take it gets the mail (read from the real SMTP server the API sends
 * to), follows 'Je peux l'accueillir', signs in, and lands on the request form with its motivation prefilled.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { freshPagePerTest, visible, header, main, waitForPath } = require('../support/browser');

let page;
let context;
freshPagePerTest((opened) => ({ page, context } = opened));

// Strasbourg: away from the other journeys' accounts, so the appeal's radius holds this family only.
const place = { zip_code: '67000', city: 'Strasbourg' };
const shared = {};

test('an association marks its animal urgent and sends an appeal: the families are counted, never named', async () => {
  const association = await api.registerAssociation(place);
  const animal = await api.createAnimal(association, { name: `Urgence${api.uniqueSuffix()}`, species_id: 2 });
  const family = await api.registerFamily({ ...place, lastname: 'Secours' });
  await api.call('PUT', `/api/families/${family.userId}`, {
    token: family.token,
    body: { visible: true, foster_species: ['Chat'], capacity: 2 },
    expected: 200,
  });
  Object.assign(shared, { animal, family });

  await context.addInitScript((token) => window.localStorage.setItem('token', token), association.token);
  await page.goto(`/animals-details/${animal.id}`);
  await main(page).getByRole('button', { name: 'Editer', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Modifier ${animal.name}` });
  await form.getByLabel("Recherche famille d'accueil en urgence", { exact: true }).check();
  await form.getByLabel("Raison de l'urgence", { exact: true }).fill('Sa famille déménage samedi.');
  await visible(form.getByText('27 / 300 caractères', { exact: true }));
  await form.getByRole('button', { name: 'Valider', exact: true }).click();
  await waitForPath(page, '/associations/dashboard');

  await page.goto(`/animals-details/${animal.id}`);
  await visible(main(page).getByText("Recherche famille d'accueil en urgence", { exact: true }));
  await visible(main(page).getByText('Sa famille déménage samedi.', { exact: true }));
  await main(page).getByRole('button', { name: 'Lancer un appel urgent', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Lancer un appel urgent pour ${animal.name}` });
  await confirm.getByLabel("Rayon autour de l'association (km)", { exact: true }).fill('10');
  await confirm.getByRole('button', { name: "Envoyer l'appel", exact: true }).click();
  const result = main(page).getByTestId('urgent-appeal-result');
  await visible(result);
  expect(await result.textContent()).toBe('1 famille a été prévenue.');
  expect(await main(page).textContent()).not.toContain('Secours');
});

test("the family opens 'Je peux l'accueillir' from the mail, signs in, and finds the request prefilled", async () => {
  const { animal, family } = shared;
  const mail = await waitForMail(family.payload.email, new RegExp(`Appel urgent : ${animal.name}`));
  expect(mail.text).toContain('Sa famille déménage samedi.');
  const link = new RegExp(`https?://[^\\s"<>]+/animals-details/${animal.id}\\?demande=urgence`).exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  expect(new URL(link).origin).toBe(new URL(api.baseUrl()).origin);

  // A visitor is asked to sign in first, and comes back to the same link.
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email', { exact: true }).fill(family.payload.email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(family.payload.password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await visible(header(page).getByRole('button', { name: 'Se déconnecter', exact: true }));

  const request = page.getByRole('dialog', { name: `Demande d'accueil pour ${animal.name}` });
  const motivation = request.getByLabel('Motivation (facultatif)', { exact: true });
  await visible(motivation);
  expect(await motivation.inputValue()).toBe(
    `Suite à votre appel urgent, je peux accueillir ${animal.name} rapidement.`,
  );
  await request.getByRole('button', { name: 'Envoyer la demande', exact: true }).click();
  await waitForPath(page, `/families/dashboard/${family.familyId}/requests-management`);
});
