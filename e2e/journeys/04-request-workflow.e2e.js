/*
 * The whole foster-request workflow across three families and one association, each in its own browser context.
 * The tests of this file are steps of one story and run in order.
 */
const api = require('../support/api');
const { launchBrowser, openPage, visible, hidden, toast, waitForPath, main } = require('../support/browser');

let browser;
let association;
let animal;
let first; // requests, edits its motivation, gets accepted
let second; // gets refused, deletes its refused request
let third; // never asked: sees the animal as housed
const contexts = [];
const problems = [];

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation();
  animal = await api.createAnimal(association, { name: `Moka${api.uniqueSuffix()}`, species_id: 2, gender: 'femelle' });
  first = await api.registerFamily({ lastname: 'Aubert' });
  second = await api.registerFamily({ lastname: 'Bonnet' });
  third = await api.registerFamily({ lastname: 'Carpentier' });
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function pageFor(session) {
  const opened = await openPage(browser, { session });
  contexts.push(opened.context);
  opened.page.on('pageerror', (error) => problems.push(error.message));
  return opened.page;
}

afterEach(() => {
  // An uncaught exception in any actor's page is a bug even when the screens looked right.
  expect(problems).toEqual([]);
});

/** In 'Nos demandes', the card of one family; in 'Mes demandes' (one request per animal), the animal's card. */
const requestCard = (page, familyLastname) => {
  const cards = main(page).getByRole('article', { name: `Demande pour ${animal.name}` });
  return familyLastname ? cards.filter({ hasText: `Famille ${familyLastname}` }) : cards;
};

test('a family requests the animal with a motivation and lands on its requests', async () => {
  const page = await pageFor(first);
  await page.goto(`/animals-details/${animal.id}`);
  await visible(page.getByRole('heading', { level: 1, name: animal.name }));
  await main(page).getByRole('button', { name: 'Faire une demande', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Demande d'accueil pour ${animal.name}` });
  await dialog.getByLabel('Motivation (facultatif)').fill('Nous avons un grand salon ensoleillé.');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();

  await visible(toast(page, `Demande d'accueil pour ${animal.name} réussie`));
  await waitForPath(page, `/families/dashboard/${first.familyId}/requests-management`);
  const card = requestCard(page);
  await visible(card.getByText('En attente', { exact: true }));

  // The animal page now points the family to its pending request instead of offering a second one.
  await page.goto(`/animals-details/${animal.id}`);
  await visible(main(page).getByRole('link', { name: 'Voir ma demande en cours' }));
  expect(await main(page).getByRole('button', { name: 'Faire une demande' }).count()).toBe(0);
});

test('the family edits the motivation while the request is pending', async () => {
  const page = await pageFor(first);
  await page.goto(`/families/dashboard/${first.familyId}/requests-management`);
  const card = requestCard(page);
  await card.getByRole('button', { name: 'Modifier', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Modifier ma demande pour ${animal.name}` });
  const motivation = dialog.getByLabel('Motivation', { exact: true });
  expect(await motivation.inputValue()).toBe('Nous avons un grand salon ensoleillé.');
  await motivation.fill('Salon ensoleillé et télétravail à plein temps.');
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();

  await visible(toast(page, `La motivation de la demande d'accueil pour ${animal.name} a été modifiée`));
  await waitForPath(page, '/families/dashboard');

  await page.goto(`/families/dashboard/${first.familyId}/requests-management`);
  await requestCard(page).getByRole('button', { name: 'Voir la demande' }).click();
  const details = page.getByRole('dialog', { name: 'Détail de la demande' });
  await visible(details.getByText('Salon ensoleillé et télétravail à plein temps.', { exact: true }));
});

test('the association refuses one request and accepts the other from Nos demandes', async () => {
  await api.createRequest(second, animal, "Nous aimerions beaucoup l'accueillir.");
  const page = await pageFor(association);
  await page.goto('/associations/dashboard');
  await main(page).getByRole('link', { name: 'Nos demandes', exact: true }).click();
  await waitForPath(page, `/association/dashboard/${association.associationId}/requests-management`);
  await visible(page.getByRole('heading', { level: 1, name: 'Nos demandes' }));

  await visible(requestCard(page, 'Aubert').getByText('En attente', { exact: true }));
  await requestCard(page, 'Bonnet').getByRole('button', { name: 'Refuser', exact: true }).click();
  // 'Refuser' asks first, with an optional reason left empty here.
  const refusal = page.getByRole('dialog', { name: `Refuser la demande pour ${animal.name}` });
  await refusal.getByRole('button', { name: 'Refuser', exact: true }).click();
  await visible(toast(page, `La demande por ${animal.name} a été rejetée avec succès.`));
  await waitForPath(page, '/associations/dashboard');

  await main(page).getByRole('link', { name: 'Nos demandes', exact: true }).click();
  await visible(requestCard(page, 'Bonnet').getByText('Refusée', { exact: true }));
  await requestCard(page, 'Aubert').getByRole('button', { name: 'Accepter', exact: true }).click();
  await visible(toast(page, `La demande por ${animal.name} a été acceptée`));
  await waitForPath(page, '/associations/dashboard');

  await main(page).getByRole('link', { name: 'Nos demandes', exact: true }).click();
  const accepted = requestCard(page, 'Aubert');
  await visible(accepted.getByText('Approuvée', { exact: true }));
  // A decided request offers no further decision.
  expect(await accepted.getByRole('button', { name: 'Accepter' }).count()).toBe(0);
});

test('the animal now shows Accueillie, and a family that never asked only sees the housed link', async () => {
  const visitor = await pageFor(undefined);
  await visitor.goto(`/animals-details/${animal.id}`);
  await visible(visitor.getByRole('article').getByText('Accueillie', { exact: true }));

  const page = await pageFor(third);
  await page.goto(`/animals-details/${animal.id}`);
  await visible(page.getByRole('article').getByText('Accueillie', { exact: true }));
  const area = main(page).getByRole('article');
  await visible(area.getByRole('link', { name: 'Cet animal a déjà été accueilli' }));
  expect(await area.getByRole('button', { name: 'Faire une demande' }).count()).toBe(0);
  expect(await area.getByRole('link', { name: 'Voir ma demande en cours' }).count()).toBe(0);

  // The accepted family is invited to contact the association instead.
  const accepted = await pageFor(first);
  await accepted.goto(`/animals-details/${animal.id}`);
  await visible(main(accepted).getByRole('link', { name: "Contacter l'association" }));
});

test('the refused family deletes its refused request', async () => {
  const page = await pageFor(second);
  await page.goto(`/families/dashboard/${second.familyId}/requests-management`);
  const card = requestCard(page);
  await visible(card.getByText('Refusée', { exact: true }));
  expect(await card.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
  await card.getByRole('button', { name: 'Supprimer', exact: true }).click();
  // Every deletion asks first (docs/behaviour.md#every-deletion-asks-first).
  const confirm = page.getByRole('dialog', { name: `Supprimer ma demande pour ${animal.name}` });
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();

  await visible(toast(page, `La demande pour ${animal.name} a été supprimée`));
  await hidden(card);
  await visible(main(page).getByText('Aucune demande pour le moment.'));
  const { body } = await api.call('GET', `/api/families/${second.familyId}/requests`, {
    token: second.token,
    expected: 200,
  });
  expect(body.requests).toEqual([]);

  // The approved family cannot edit or delete its request any more (docs/product.md#states).
  const accepted = await pageFor(first);
  await accepted.goto(`/families/dashboard/${first.familyId}/requests-management`);
  const approved = requestCard(accepted);
  await visible(approved.getByText('Approuvée', { exact: true }));
  expect(
    await approved
      .getByRole('button')
      .filter({ hasText: /Modifier|Supprimer/ })
      .count(),
  ).toBe(0);
});
