const { call, uniqueSuffix } = require('../support/api');
const { pngUpload } = require('../support/images');
const {
  freshPagePerTest,
  eventually,
  visible,
  hidden,
  toast,
  waitForPath,
  header,
  main,
} = require('../support/browser');

let page;
freshPagePerTest((opened) => ({ page } = opened));

const field = (label) => main(page).getByLabel(label, { exact: true });
const submit = () => main(page).getByRole('button', { name: "S'inscrire", exact: true });
const acknowledgement = () => main(page).getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ });

/** Types a value then leaves the field, which is what "touched" means for the error display (docs/product.md#registration-rules). */
async function typeAndLeave(label, value) {
  await field(label).fill(value);
  await field(label).blur();
}

/** Registering signed the new account in: the header offers its links, not the login button. */
async function signedIn() {
  await visible(header(page).getByRole('button', { name: 'Se déconnecter', exact: true }));
  expect(await header(page).getByRole('button', { name: 'Se connecter', exact: true }).count()).toBe(0);
}

test('a family registers through the form after correcting invalid fields, and is signed in', async () => {
  const email = `famille.${uniqueSuffix()}@example.com`;
  const password = 'Bonjour42';
  await page.goto('/register');
  await visible(page.getByRole('heading', { level: 1, name: 'Inscription' }));
  // docs/product.md#states: the toggle defaults to the family form.
  expect(await main(page).getByRole('button', { name: 'Famille', exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  await visible(field("Type d'habitation"));

  await typeAndLeave('Nom', 'L');
  await typeAndLeave('Email', 'pas-un-email');
  await typeAndLeave('Mot de passe', 'court');
  await typeAndLeave('Code postal', '123');
  await typeAndLeave('Téléphone', '06');
  await field('Prénom').focus();
  await field('Prénom').blur();

  for (const message of [
    'Le nom doit contenir au moins 2 caractères',
    'Email invalide',
    "Le mot de passe doit contenir au moins 6 caractères, une majuscule, une minuscule, un chiffre et pas d'espace",
    'Le code postal doit contenir exactement 5 chiffres',
    'Le numéro de téléphone doit contenir exactement 10 chiffres',
    'Le prénom est requis',
  ]) {
    await visible(main(page).getByText(message, { exact: true }));
  }

  await typeAndLeave('Nom', 'Lambert');
  await typeAndLeave('Prénom', 'Inès');
  await typeAndLeave('Email', email);
  await typeAndLeave('Mot de passe', password);
  await typeAndLeave('Confirmation du mot de passe', 'Bonjour43');
  await visible(main(page).getByText('Les mots de passe doivent correspondre', { exact: true }));
  await typeAndLeave('Confirmation du mot de passe', password);
  await typeAndLeave('Adresse', '4 rue de la Paix');
  await typeAndLeave('Ville', 'Brest');
  await typeAndLeave('Code postal', '29200');
  await typeAndLeave('Téléphone', '0298000000');
  await field("Type d'habitation").selectOption({ label: 'Ferme' });
  await field("Nombre d'animaux").selectOption('2');
  await main(page).getByRole('checkbox', { name: 'Jardin', exact: true }).check();
  await typeAndLeave('Description', 'Famille bretonne avec un grand terrain.');

  for (const message of [
    'Le nom doit contenir au moins 2 caractères',
    'Email invalide',
    'Les mots de passe doivent correspondre',
  ]) {
    await hidden(main(page).getByText(message, { exact: true }));
  }
  // Submit stays disabled until the regulatory acknowledgement is ticked.
  expect(await submit().isDisabled()).toBe(true);
  await acknowledgement().check();
  expect(await submit().isEnabled()).toBe(true);
  await acknowledgement().uncheck();
  expect(await submit().isDisabled()).toBe(true);
  await acknowledgement().check();

  await submit().click();
  await visible(toast(page, 'Compte créé avec succès.'));
  await waitForPath(page, '/');
  await visible(page.getByRole('region', { name: 'Nos chats' }));

  await signedIn();
  await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Famille Lambert' }));
  // What the form sent is what the account holds.
  const session = await call('POST', '/login', { body: { email, password }, expected: 200 });
  const { familyId } = JSON.parse(Buffer.from(session.body.token.split('.')[1], 'base64url').toString('utf8'));
  const family = await call('GET', `/api/families/${familyId}`, { token: session.body.token, expected: 200 });
  expect(family.body).toMatchObject({
    city: 'Brest',
    garden: true,
    housing_type_id: 3,
    user: { lastname: 'Lambert', firstname: 'Inès' },
  });
});

test('an association registers through the form with an image after correcting invalid fields, and is signed in', async () => {
  const email = `asso.${uniqueSuffix()}@example.com`;
  const password = 'Abri7Chaton';
  const name = `Refuge des Dunes ${uniqueSuffix()}`;
  await page.goto('/register');
  await main(page).getByRole('button', { name: 'Association', exact: true }).click();
  await visible(field('Numéro RNA'));
  await visible(main(page).getByText(/Répertoire National des Associations/));

  await field("Nom de l'association").focus();
  await field("Nom de l'association").blur();
  await typeAndLeave('Numéro RNA', 'w12345');
  await typeAndLeave('Email', 'refuge@');
  await field('Adresse').focus();
  await field('Adresse').blur();
  for (const message of [
    "Le nom d'association est requis",
    "Le code RNA doit être composé d'une lettre majuscule suivie de 9 chiffres",
    'Email invalide',
    "L'adresse est requise",
  ]) {
    await visible(main(page).getByText(message, { exact: true }));
  }

  await typeAndLeave("Nom de l'association", name);
  await typeAndLeave('Numéro RNA', 'W123456789');
  await typeAndLeave('Nom', 'Garnier');
  await typeAndLeave('Prénom', 'Yann');
  await typeAndLeave('Email', email);
  await typeAndLeave('Mot de passe', password);
  await typeAndLeave('Confirmation du mot de passe', password);
  await typeAndLeave('Adresse', '1 avenue de la Plage');
  await typeAndLeave('Ville', 'La Baule-Escoublac');
  await typeAndLeave('Code postal', '44500');
  await typeAndLeave('Téléphone', '0240111111');
  await main(page)
    .getByLabel('Image', { exact: true })
    .setInputFiles(await pngUpload('logo.png'));
  await visible(main(page).getByRole('img', { name: "Aperçu de l'image choisie" }));
  await typeAndLeave('Description', 'Refuge côtier pour chats et chiens.');

  expect(await submit().isDisabled()).toBe(true);
  await acknowledgement().check();
  await submit().click();
  await visible(toast(page, 'Compte créé avec succès.'));
  await waitForPath(page, '/');

  await signedIn();
  await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name }));
  // The new association is public at once, with its uploaded logo served by the product.
  await page.goto('/associations');
  await main(page).getByRole('link', { name }).click();
  const logo = main(page).getByRole('img', { name });
  await visible(logo);
  await eventually(async () =>
    expect(await logo.evaluate((img) => img.complete && img.naturalWidth)).toBeGreaterThan(0),
  );
});
