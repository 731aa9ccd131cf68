/*
 * Invitations are heard, on a 360 px phone: a family opts in to be found while registering (and its welcome mail
 * says so); an association proposes an animal; the family learns it by mail, by the count beside 'Mes demandes' and
 * on its dashboard; it declines after a confirmation, saying why; the association reads the reason in the mail it
 * gets and under its sent proposals. A request made from a proposal is announced to the association as its answer.
 */
const api = require('../support/api');
const { waitForMail } = require('../support/mailbox');
const { launchBrowser, openPage, visible, hidden, toast, header, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const OPT_IN = 'Je souhaite être visible des associations';

let browser;
let association;
let animal;
let second;
const suffix = api.uniqueSuffix();
// Letters only (a first name), unique to this run: the card and the mails are found by it.
const firstname = `Maëlle${suffix.replace(/[^a-z]/g, '')}`;
const email = `maelle.${suffix}@example.com`;
const password = 'Tortue42Zebre';

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation({ city: 'Mende', zip_code: '48000' });
  animal = await api.createAnimal(association, { name: `Pistache${suffix}`, species_id: 2, gender: 'femelle' });
  second = await api.createAnimal(association, { name: `Nougat${suffix}`, species_id: 2 });
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing of the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** An element lies entirely inside the phone's screen (visible and reachable without scrolling sideways). */
async function expectOnScreen(locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('registering, the family opts in to be found, and its welcome mail confirms it', async () => {
  const { context, page, problems } = await openPage(browser, { viewport: PHONE });
  try {
    const field = (label) => main(page).getByLabel(label, { exact: true });
    await page.goto('/register');
    await visible(page.getByRole('heading', { level: 1, name: 'Inscription' }));
    await field('Nom').fill('Rouvière');
    await field('Prénom').fill(firstname);
    await field('Email').fill(email);
    await field('Mot de passe').fill(password);
    await field('Confirmation du mot de passe').fill(password);
    await field('Adresse').fill('3 rue du Pont');
    await field('Ville').fill('Mende');
    await field('Code postal').fill('48000');
    await field('Téléphone').fill('0466000000');
    await field('Description').fill('Une maison calme au bord du Lot.');
    const optIn = main(page).getByRole('checkbox', { name: OPT_IN, exact: true });
    await optIn.scrollIntoViewIfNeeded();
    await expectOnScreen(optIn);
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    await main(page)
      .getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ })
      .check();
    await main(page).getByRole('button', { name: "S'inscrire", exact: true }).click();
    await visible(toast(page, 'Compte créé avec succès.'));
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
  const welcome = await waitForMail(email, /Bienvenue sur PetFoster/);
  expect(welcome.text).toContain(`Vous avez coché « ${OPT_IN} »`);
});

test('a proposal reaches the family; it declines with a reason, which reaches the association', async () => {
  const family = await api.login(email, password);

  // The association finds the family (it opted in at registration) and proposes an animal, on its phone.
  const asso = await openPage(browser, { session: association, viewport: PHONE });
  try {
    const { page } = asso;
    await page.goto('/associations/dashboard/find-family?department=48');
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: firstname, exact: true }) });
    await card.getByRole('button', { name: 'Proposer un animal' }).click();
    const dialog = page.getByRole('dialog', { name: `Proposer un animal à ${firstname}` });
    await dialog.getByLabel('Animal').selectOption({ label: `${animal.name} (Chat)` });
    await dialog.getByLabel('Message').fill(`${animal.name} est une chatte très douce, elle aime les siestes.`);
    await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
    await visible(toast(page, `Proposition envoyée à ${firstname}.`));
    expect(asso.problems).toEqual([]);
  } finally {
    await asso.context.close();
  }

  // The mail tells the family and leads to 'Mes demandes'.
  const proposal = await waitForMail(email, new RegExp(`vous propose d'accueillir ${animal.name}`));
  expect(proposal.text).toContain('elle aime les siestes');
  const link = new RegExp(`https?://[^\\s"<>]+(/families/dashboard/${family.familyId}/requests-management)`).exec(
    proposal.html || '',
  )?.[1];
  expect(link).toBe(`/families/dashboard/${family.familyId}/requests-management`);

  const fam = await openPage(browser, { session: family, viewport: PHONE });
  try {
    const { page } = fam;
    // The dashboard and the header's menu both count the proposal waiting for an answer.
    await page.goto('/families/dashboard');
    await visible(main(page).getByRole('link', { name: "1 proposition d'accueil attend votre réponse" }));
    await header(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    const requestsLink = header(page).getByRole('link', { name: 'Mes demandes' });
    await visible(requestsLink.getByText('1', { exact: true }));
    expect(await header(page).getByText('1 proposition reçue', { exact: true }).count()).toBe(1);
    await expectOnScreen(requestsLink);

    // From the mail's link: 'Décliner' asks first, and takes a reason.
    await page.goto(link);
    const received = main(page).getByRole('region', { name: 'Propositions reçues' });
    const item = received.getByRole('listitem').filter({ hasText: animal.name });
    await visible(item.getByText('elle aime les siestes', { exact: false }));
    await item.getByRole('button', { name: 'Décliner', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Décliner la proposition pour ${animal.name}` });
    await visible(dialog);
    const reason = dialog.getByLabel('Raison (facultatif)');
    await expectOnScreen(reason);
    await reason.fill('Nous déménageons le mois prochain, plus tard avec plaisir.');
    const confirm = dialog.getByRole('button', { name: 'Décliner la proposition' });
    await expectOnScreen(confirm);
    await confirm.click();
    await visible(toast(page, `Proposition pour ${animal.name} déclinée.`));
    await hidden(dialog);
    await visible(item.getByText('Déclinée', { exact: true }));
    await visible(item.getByText('Votre raison : Nous déménageons le mois prochain', { exact: false }));
    await expectNoSidewaysScroll(page);

    // Nothing waits any more: the dashboard says nothing of proposals.
    await page.goto('/families/dashboard');
    await visible(main(page).getByRole('link', { name: 'Voir mes demandes' }));
    expect(await main(page).getByText('attend votre réponse', { exact: false }).count()).toBe(0);

    // Its profile shows the foster profile back.
    await page.goto(`/familyprofile/${family.familyId}`);
    const foster = main(page).getByRole('region', { name: "Profil d'accueil" });
    await visible(foster.getByText('Visible des associations', { exact: true }));
    expect(fam.problems).toEqual([]);
  } finally {
    await fam.context.close();
  }

  // The association hears the answer, with the reason, by mail and in its list.
  const declined = await waitForMail(association.email, new RegExp(`Proposition déclinée pour ${animal.name}`));
  expect(declined.text).toContain(`${firstname} (Mende) a décliné votre proposition`);
  expect(declined.text).toContain('Nous déménageons le mois prochain');
  const back = await openPage(browser, { session: association, viewport: PHONE });
  try {
    const { page } = back;
    await page.goto('/associations/dashboard/find-family');
    const sent = main(page)
      .getByRole('listitem')
      .filter({ hasText: `${animal.name} → ${firstname} (Mende)` });
    await visible(sent.getByText('Déclinée', { exact: false }));
    await visible(sent.getByText('Raison donnée : Nous déménageons le mois prochain', { exact: false }));
    await expectNoSidewaysScroll(page);
    // The same animal cannot be proposed again at once: the association is told why.
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: firstname, exact: true }) });
    await page.goto('/associations/dashboard/find-family?department=48');
    await card.getByRole('button', { name: 'Proposer un animal' }).click();
    const dialog = page.getByRole('dialog', { name: `Proposer un animal à ${firstname}` });
    await dialog.getByLabel('Animal').selectOption({ label: `${animal.name} (Chat)` });
    await dialog.getByLabel('Message').fill('Et maintenant ?');
    await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
    await visible(toast(page, 'Cette famille a décliné cet animal il y a moins de 30 jours'));
    expect(back.problems).toEqual([]);
  } finally {
    await back.context.close();
  }

  // A request made from another proposal is announced to the association as the answer to it.
  await api.call('POST', '/api/invitations', {
    token: association.token,
    expected: 201,
    body: { family_id: family.familyId, animal_id: second.id, message: 'Un chat très calme.' },
  });
  await api.createRequest(family, second, 'Oui, avec joie.');
  const answer = await waitForMail(association.email, new RegExp(`Votre proposition pour ${second.name}`));
  expect(answer.text).toContain('en réponse à votre proposition');
});
