/*
 * Matching (docs/matching.md): an association looks for a foster family ('Trouver une famille'), proposes one of its animals to a
 * family that opted in, and the family turns the proposal into a request from the animal's page in one click.
 */
const api = require('../support/api');
const { launchBrowser, openPage, visible, main, toast, waitForPath } = require('../support/browser');

let browser;
let association;
let family;
let animal;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ city: 'Ajaccio', zip_code: '20000' });
  animal = await api.createAnimal(association, { name: `Balthazar${api.uniqueSuffix()}`, species_id: 1 });
  // Bastia (2B): the only family in that département in this run. It opts in with its foster profile.
  family = await api.registerFamily({
    firstname: 'Ondine',
    lastname: 'Santoni',
    city: 'Bastia',
    zip_code: '20200',
    phone_number: '0495000000',
  });
  await api.call('PUT', `/api/families/${family.userId}`, {
    token: family.token,
    expected: 200,
    body: { foster_species: ['Chien'], capacity: 2, children_at_home: false, visible: true },
  });
});
afterAll(async () => {
  await browser?.close();
});

test('an association finds a family, proposes an animal, and the family answers it with a request', async () => {
  const asso = await openPage(browser, { session: association });
  try {
    const { page } = asso;
    await page.goto('/associations/dashboard');
    await main(page).getByRole('link', { name: 'Trouver une famille' }).click();
    await waitForPath(page, '/associations/dashboard/find-family');
    const filters = main(page).getByRole('form', { name: 'Filtres' });
    await filters.getByLabel('Espèce acceptée').selectOption('Chien');
    await filters.getByLabel('Département').fill('2b');
    await filters.getByRole('button', { name: 'Rechercher' }).click();
    await waitForPath(page, '/associations/dashboard/find-family', '?species=Chien&department=2B');

    // The card shows what a stranger may see: never the last name, the phone or the e-mail.
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ondine' }) });
    await visible(card);
    await visible(main(page).getByText('1 famille', { exact: true }));
    await visible(card.getByText('Bastia (2B)'));
    await visible(card.getByText('Espèces acceptées : Chien'));
    const cardText = await card.innerText();
    for (const secret of ['Santoni', '0495000000', family.email, family.payload.address])
      expect(cardText).not.toContain(secret);

    await card.getByRole('button', { name: 'Proposer un animal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proposer un animal à Ondine' });
    await dialog.getByLabel('Animal').selectOption({ label: `${animal.name} (Chien)` });
    await dialog.getByLabel('Message').fill(`${animal.name} cherche une famille calme, il adore les balades.`);
    await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
    await visible(toast(page, 'Proposition envoyée à Ondine.'));
    const sent = main(page)
      .getByRole('listitem')
      .filter({ hasText: `${animal.name} → Ondine (Bastia)` });
    await visible(sent.getByText('En attente de réponse', { exact: false }));
    expect(asso.problems).toEqual([]);
  } finally {
    await asso.context.close();
  }

  // The family sees the proposal in 'Mes demandes', and on the animal's page answers it with a request.
  const fam = await openPage(browser, { session: family });
  try {
    const { page } = fam;
    await page.goto(`/families/dashboard/${family.familyId}/requests-management`);
    const received = main(page).getByRole('region', { name: 'Propositions reçues' });
    await visible(received.getByText('cherche une famille calme', { exact: false }));
    await received.getByRole('link', { name: animal.name }).click();
    await waitForPath(page, `/animals-details/${animal.id}`);
    await visible(main(page).getByText('cherche une famille calme', { exact: false }));
    await main(page).getByRole('button', { name: 'Faire une demande' }).click();
    const dialog = page.getByRole('dialog', { name: `Demande d'accueil pour ${animal.name}` });
    const motivation = dialog.getByLabel('Motivation (facultatif)');
    expect(await motivation.inputValue()).toContain(`Nous serions heureux d'accueillir ${animal.name}`);
    await motivation.fill('Avec plaisir : nous avons un jardin clos à Bastia.');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visible(toast(page, `Demande d'accueil pour ${animal.name} réussie`));
    await waitForPath(page, `/families/dashboard/${family.familyId}/requests-management`);
    // The request is in the list; its detail holds the motivation as the family edited it.
    const card = main(page).getByRole('article', { name: `Demande pour ${animal.name}` });
    await visible(card.getByText('En attente'));
    await card.getByRole('button', { name: 'Voir la demande' }).click();
    await visible(page.getByRole('dialog').getByText('Avec plaisir : nous avons un jardin clos à Bastia.'));
    await page.keyboard.press('Escape');
    await visible(main(page).getByRole('region', { name: 'Propositions reçues' }).getByText('Demande faite'));
    expect(fam.problems).toEqual([]);
  } finally {
    await fam.context.close();
  }

  // The association sees the proposal answered, and the request in 'Nos demandes'.
  const { body } = await api.call('GET', '/api/invitations', { token: association.token, expected: 200 });
  expect(body.find((invitation) => invitation.animal.id === animal.id).status).toBe('accepted');
});
