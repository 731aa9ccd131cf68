/*
 * The pass on consequences users did not see (docs/behaviour.md): accepting one request when other families wait for the same animal asks first and names the
 * consequence; the other families then see why their request was refused.
 */
const api = require('../support/api');
const { freshPagePerTest, visible, toast, waitForPath, main } = require('../support/browser');

let page;
let context;
freshPagePerTest((opened) => ({ page, context } = opened));

async function logInAs(account) {
  await context.addInitScript((token) => window.localStorage.setItem('token', token), account.token);
}

test('the association is told that accepting refuses the others, and the refused family reads why', async () => {
  const association = await api.registerAssociation();
  const animal = await api.createAnimal(association, { name: `Pixel${api.uniqueSuffix()}` });
  const chosen = await api.registerFamily({ lastname: 'Choisie' });
  const others = [await api.registerFamily({ lastname: 'Roux' }), await api.registerFamily({ lastname: 'Blanc' })];
  await api.createRequest(chosen, animal);
  for (const family of others) await api.createRequest(family, animal);

  await logInAs(association);
  await page.goto(`/association/dashboard/${association.associationId}/requests-management`);
  const cards = main(page).getByRole('article', { name: `Demande pour ${animal.name}` });
  await cards.filter({ hasText: 'Famille Choisie' }).getByRole('button', { name: 'Accepter', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Accepter la demande pour ${animal.name}` });
  await visible(
    dialog.getByText(`Accepter cette demande refusera les 2 autres demandes en attente pour ${animal.name}.`),
  );
  await dialog.getByRole('button', { name: 'Accepter', exact: true }).click();
  await visible(toast(page, `La demande por ${animal.name} a été acceptée`));
  await waitForPath(page, '/associations/dashboard');

  // In 'Nos demandes', the two others are refused and say why.
  await page.goto(`/association/dashboard/${association.associationId}/requests-management`);
  for (const lastname of ['Roux', 'Blanc']) {
    const card = cards.filter({ hasText: `Famille ${lastname}` });
    await visible(card.getByText('Refusée', { exact: true }));
    await visible(card.getByText('Une autre famille a été choisie', { exact: true }));
  }

  // And in the refused family's 'Mes demandes'.
  const familyContext = await page.context().browser().newContext({ baseURL: api.baseUrl(), locale: 'fr-FR' });
  try {
    await familyContext.addInitScript((token) => window.localStorage.setItem('token', token), others[0].token);
    const familyPage = await familyContext.newPage();
    await familyPage.goto(`/families/dashboard/${others[0].familyId}/requests-management`);
    const own = main(familyPage).getByRole('article', { name: `Demande pour ${animal.name}` });
    await visible(own.getByText('Une autre famille a été choisie', { exact: true }));
    await visible(own.getByRole('link', { name: association.payload.name_association }));
  } finally {
    await familyContext.close();
  }
});

test("a family deleting its account leaves the placement: 'Famille supprimée' in Nos demandes, the animal stays housed", async () => {
  const association = await api.registerAssociation();
  const animal = await api.createAnimal(association, { name: `Placé${api.uniqueSuffix()}` });
  const family = await api.registerFamily({ lastname: 'Partante' });
  const request = await api.createRequest(family, animal);
  await api.decideRequest(association, request.id, 'Approuvée');

  // The family deletes its account from its dashboard.
  await logInAs(family);
  page.on('dialog', (alert) => alert.accept());
  await page.goto('/families/dashboard');
  await main(page).getByRole('button', { name: 'Supprimer mon compte', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer mon compte' })
    .getByRole('button', { name: 'Supprimer définitivement', exact: true })
    .click();
  await waitForPath(page, '/');

  // The association still sees where its animal lives, with no personal data left.
  const { body } = await api.call('GET', `/api/associations/${association.associationId}/requests`, {
    token: association.token,
    expected: 200,
  });
  expect(body.requests).toEqual([
    expect.objectContaining({
      id: request.id,
      status: 'Approuvée',
      family: expect.objectContaining({ deleted: true }),
    }),
  ]);
  const associationContext = await page.context().browser().newContext({ baseURL: api.baseUrl(), locale: 'fr-FR' });
  try {
    await associationContext.addInitScript((token) => window.localStorage.setItem('token', token), association.token);
    const associationPage = await associationContext.newPage();
    await associationPage.goto(`/association/dashboard/${association.associationId}/requests-management`);
    const card = main(associationPage).getByRole('article', { name: `Demande pour ${animal.name}` });
    await visible(card.getByText('Famille supprimée', { exact: true }));
    await visible(card.getByText('Approuvée', { exact: true }));
    await associationPage.goto(`/animals-details/${animal.id}`);
    await visible(main(associationPage).getByText('Accueillie', { exact: true }));
  } finally {
    await associationContext.close();
  }
});
