/*
 * The forms on a 360 px phone: one password hint everywhere, a dead reset link, empty login fields, toasts
 * of a corrected save, images checked before their preview (WebP and HEIC accepted, nothing in alert()), HTML in a
 * field, and nothing cut while typed.
 */
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');
const api = require('../support/api');
const { pngUpload } = require('../support/images');
const { launchBrowser, openPage, eventually, visible, hidden, toast, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const MARKUP_ONLY = "Les balises HTML sont retirées, et ce champ ne contient rien d'autre.";
const INVALID_IMAGE =
  'Veuillez sélectionner une image valide (JPEG, PNG ou GIF) de moins de 10 Mo. ' +
  'Les photos WebP et HEIC des téléphones sont aussi acceptées.';
const HEIC = fs.readFileSync(path.join(__dirname, '..', '..', 'api', 'test', 'fixtures', 'photo.heic'));

let browser;
let family;
let association;
let animal;

beforeAll(async () => {
  browser = await launchBrowser();
  family = await api.registerFamily();
  association = await api.registerAssociation();
  animal = await api.createAnimal(association, { name: `Forma${api.uniqueSuffix()}` });
});
afterAll(async () => {
  await browser?.close();
});

/** A phone page where a browser dialog (alert, confirm) fails the journey: the forms say everything themselves. */
async function phonePage(session) {
  const opened = await openPage(browser, { session, viewport: PHONE });
  opened.dialogs = [];
  opened.page.on('dialog', (dialog) => {
    opened.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function closePhonePage(opened) {
  await opened.context.close();
  expect(opened.dialogs).toEqual([]);
  expect(opened.problems).toEqual([]);
}

/** An error toast (titled 'Erreur'), not the same words written in the form. */
const errorToast = (page, message) => toast(page, message).filter({ has: page.getByText('Erreur', { exact: true }) });

/** The text of what describes a control (hint, error), as assistive technologies read it with the field. */
const descriptionOf = (locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

test('the password hint is the same at registration, on the reset page and in Mon compte, before typing', async () => {
  const opened = await phonePage(family);
  const { page } = opened;
  try {
    await page.goto('/register');
    const atRegistration = await descriptionOf(page.getByLabel('Mot de passe', { exact: true }));
    expect(atRegistration).toContain('lettres sans accent et chiffres uniquement');
    expect(atRegistration).toContain('Les mots de passe trop courants (comme Azerty123) sont refusés.');

    await page.goto('/reset-password#token=quelconque');
    expect(await descriptionOf(page.getByLabel('Nouveau mot de passe', { exact: true }))).toBe(atRegistration);

    await page.goto('/account');
    const section = main(page).getByRole('region', { name: 'Mot de passe' });
    await visible(section.getByLabel('Nouveau mot de passe', { exact: true }));
    expect(await descriptionOf(section.getByLabel('Nouveau mot de passe', { exact: true }))).toBe(atRegistration);
  } finally {
    await closePhonePage(opened);
  }
});

test("a used reset link shows the API's reason, not the generic failure", async () => {
  const opened = await phonePage();
  const { page } = opened;
  try {
    await page.goto('/reset-password#token=deja-utilise');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Abri7Chaton');
    await page.getByLabel('Confirmation du nouveau mot de passe').fill('Abri7Chaton');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await visible(main(page).getByText('Ce lien de réinitialisation est invalide ou a expiré.'));
    expect(await page.getByText("Le mot de passe n'a pas pu être modifié.").count()).toBe(0);
    await visible(main(page).getByRole('link', { name: 'Recevoir un nouveau lien' }));
  } finally {
    await closePhonePage(opened);
  }
});

test('empty login fields are named with their required messages, nothing is sent', async () => {
  const opened = await phonePage();
  const { page } = opened;
  const logins = [];
  page.on('request', (request) => request.url().endsWith('/login') && logins.push(request.method()));
  try {
    await page.goto(`/animals-details/${animal.id}`);
    await main(page).getByRole('button', { name: "Connectez-vous pour faire une demande d'accueil" }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await visible(dialog.getByText("L'email est requis"));
    await visible(dialog.getByText('Le mot de passe est requis'));
    expect(await toast(page, 'Mot de passe ou utilisateur incorrect').count()).toBe(0);
    expect(logins).toEqual([]);
  } finally {
    await closePhonePage(opened);
  }
});

test("Mon compte: a surname of tags is refused with the reason, and a corrected save's toast stands alone", async () => {
  const opened = await phonePage(family);
  const { page } = opened;
  try {
    await page.goto('/account');
    const names = main(page).getByRole('region', { name: 'Nom et prénom' });
    const lastname = names.getByLabel('Nom', { exact: true });
    await lastname.fill('<b></b>');
    await names.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(names.getByText(MARKUP_ONLY));

    // The first save fails on the way (the connection drops, also for the client's one retry), the second goes through.
    let dropped = 0;
    await page.route('**/api/account/names', (route) => {
      if (dropped === 2) return route.continue();
      dropped += 1;
      return route.abort('connectionreset');
    });
    await lastname.fill('Lefort');
    await names.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(errorToast(page, "Vos nom et prénom n'ont pas pu être modifiés."));
    await names.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(toast(page, 'Vos nom et prénom ont été modifiés.'));
    await hidden(errorToast(page, "Vos nom et prénom n'ont pas pu être modifiés."), 3_000);
  } finally {
    await closePhonePage(opened);
  }
});

test('registration keeps what is typed: a postal code with a space and a long name, each with its message', async () => {
  const opened = await phonePage();
  const { page } = opened;
  try {
    await page.goto('/register');
    const zip = page.getByLabel('Code postal');
    await zip.pressSequentially('75 011');
    await zip.blur();
    expect(await zip.inputValue()).toBe('75 011');
    await visible(main(page).getByText('Le code postal doit contenir exactement 5 chiffres'));

    const lastname = page.getByLabel('Nom', { exact: true });
    await lastname.fill('D'.repeat(150));
    await lastname.blur();
    expect(await lastname.inputValue()).toHaveLength(150);
    await visible(main(page).getByText('Le champ lastname ne doit pas dépasser 100 caractères'));
  } finally {
    await closePhonePage(opened);
  }
});

test('the add-animal modal: a fake image is refused in the form, WebP and HEIC photos are kept, a tag name is explained', async () => {
  const opened = await phonePage(association);
  const { page } = opened;
  try {
    await page.goto(`/associations/dashboard/${association.associationId}/animals-list`);
    await main(page).getByRole('button', { name: 'Ajouter un animal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un animal' });
    const picker = dialog.getByLabel('Image', { exact: true });
    const preview = dialog.getByRole('img', { name: "Aperçu de l'image choisie" });

    // A text file renamed .png: the browser cannot decode it, so no preview, and the reason in the form.
    await picker.setInputFiles({
      name: 'faux.png',
      mimeType: 'image/png',
      buffer: Buffer.from('pas une image '.repeat(30)),
    });
    await visible(dialog.getByRole('alert').filter({ hasText: INVALID_IMAGE }));
    expect(await preview.count()).toBe(0);

    // A WebP photo from a phone: decoded, previewed.
    const webp = await sharp((await pngUpload()).buffer)
      .webp()
      .toBuffer();
    await picker.setInputFiles({ name: 'IMG_2040.webp', mimeType: 'image/webp', buffer: webp });
    await visible(preview);
    await eventually(async () => expect(await preview.evaluate((img) => img.naturalWidth)).toBeGreaterThan(0));
    expect(await dialog.getByText(INVALID_IMAGE).count()).toBe(0);

    // A name of tags only: the API's own rule, said under the name before anything is sent (the form checks with
    // the route's schema and waits), without the generic toast.
    await dialog.getByLabel('Espèce *').selectOption({ label: 'Chat' });
    await dialog.getByLabel('Nom *').fill('<i></i>');
    await dialog.getByLabel('Sexe *').selectOption({ label: 'Femelle' });
    await dialog.getByLabel('Date de naissance *').fill('2023-05-01');
    await visible(dialog.getByText(MARKUP_ONLY));
    expect(await dialog.getByRole('button', { name: 'Ajouter', exact: true }).isDisabled()).toBe(true);
    expect(await toast(page, "Un problème est survenu lors de l'ajout de l'animal.").count()).toBe(0);

    // A 150-character name stays whole and says it is too long; the form waits.
    const nameField = dialog.getByLabel('Nom *');
    await nameField.fill('M'.repeat(150));
    expect(await nameField.inputValue()).toHaveLength(150);
    await visible(dialog.getByText(/Le champ nom ne doit pas dépasser 100 caractères/));
    expect(await dialog.getByRole('button', { name: 'Ajouter', exact: true }).isDisabled()).toBe(true);

    // A HEIC photo, which Chromium cannot draw: kept without a preview, converted by the API.
    const name = `Heic${api.uniqueSuffix()}`;
    await nameField.fill(name);
    await picker.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: HEIC });
    await visible(dialog.getByText(/Aperçu indisponible pour une photo HEIC/));
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/animals') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect((await answer.json()).url_image).toMatch(/^\/uploads\/[\w-]+\.jpg$/);
    await visible(toast(page, `${name} a été ajouté avec succès.`));
  } finally {
    await closePhonePage(opened);
  }
});
