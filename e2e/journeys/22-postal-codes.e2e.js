/*
 * On a 360 px phone: a postal code that does not exist, or a city that is none of its communes, is said at
 * once in the registration and profile forms (with the communes to choose from) and refused by the API; 'Près de'
 * with a made-up big-city code (75000, 69000, 13000) shows the API's message under the field with the
 * arrondissements' range and keeps the last results, in the catalogue, for a hand-edited URL and in the foster
 * finder.
 */
const path = require('node:path');
const api = require('../support/api');
const { launchBrowser, openPage, visible, hidden, toast, main, waitForPath } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const NEAR_UNKNOWN = 'Le paramètre near ne correspond à aucun code postal connu';

let browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh phone page; checks after the journey that the page threw nothing. */
async function onPhone(session, journey) {
  const { page, context, problems } = await openPage(browser, { session, viewport: PHONE });
  try {
    await journey(page);
    expect(problems).toEqual([]);
  } catch (error) {
    // What the phone showed when it failed (e2e/artifacts is git-ignored, kept by CI).
    await page
      .screenshot({
        path: path.join(__dirname, '..', 'artifacts', 'failures', `${expect.getState().currentTestName}.png`),
      })
      .catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
}

test('registration: an unknown postal code is said at once, a city of another code is offered the right communes', async () => {
  const email = `famille.${api.uniqueSuffix()}@example.com`;
  await onPhone(undefined, async (page) => {
    const field = (label) => main(page).getByLabel(label, { exact: true });
    await page.goto('/register');
    await field('Code postal').fill('75000');
    const unknown = main(page).getByRole('status').filter({ hasText: 'Code postal inconnu' });
    await visible(unknown);
    await visible(unknown.getByText('un code postal par arrondissement, de 75001 à 75020.', { exact: false }));

    for (const [label, value] of [
      ['Nom', 'Lemoine'],
      ['Prénom', 'Agathe'],
      ['Email', email],
      ['Mot de passe', 'Abri7Chaton'],
      ['Confirmation du mot de passe', 'Abri7Chaton'],
      ['Adresse', '3 rue des Bouchers'],
      ['Ville', 'Marseille'],
      ['Téléphone', '0612345678'],
      ['Description', 'Une maison avec un jardin clos.'],
    ])
      await field(label).fill(value);
    await field('Code postal').fill('14400');
    await hidden(unknown);
    await visible(main(page).getByText('Cette ville ne correspond pas au code postal', { exact: true }));
    const communes = field('Communes du code postal 14400');
    await communes.scrollIntoViewIfNeeded();
    await communes.selectOption('Saint-Vigor-le-Grand');
    expect(await field('Ville').inputValue()).toBe('Saint-Vigor-le-Grand');
    await hidden(communes);

    await main(page)
      .getByRole('checkbox', { name: /Je certifie avoir pris connaissance/ })
      .check();
    await main(page).getByRole('button', { name: "S'inscrire", exact: true }).click();
    await visible(toast(page, 'Compte créé avec succès.'));
  });
  // Stored with its département: it is found by the searches.
  const session = await api.login(email, 'Abri7Chaton');
  const family = await api.call('GET', `/api/families/${session.familyId}`, { token: session.token, expected: 200 });
  expect(family.body).toMatchObject({ zip_code: '14400', city: 'Saint-Vigor-le-Grand', department: '14' });
});

test('profile edit: a new postal code alone is refused under the city, the commune chosen saves', async () => {
  const family = await api.registerFamily({ lastname: 'Mistral', zip_code: '35000', city: 'Rennes' });
  await onPhone(family, async (page) => {
    const field = (label) => main(page).getByLabel(label, { exact: true });
    await page.goto(`/families/dashboard/edit-profile/${family.userId}`);
    await visible(field('Code postal'));
    await field('Code postal').fill('13008');
    const communes = field('Communes du code postal 13008');
    await visible(communes);
    // Sent without choosing: the API refuses it under the city, said once.
    await main(page).getByRole('button', { name: 'Valider', exact: true }).click();
    const refusal = main(page).getByText('Cette ville ne correspond pas au code postal', { exact: true });
    await visible(refusal);
    expect(await refusal.count()).toBe(1);
    await communes.selectOption('Marseille');
    await main(page).getByRole('button', { name: 'Valider', exact: true }).click();
    await visible(toast(page, 'Famille Mistral modifiée avec succès.'));
    await waitForPath(page, `/familyprofile/${family.familyId}`);
    await visible(
      main(page)
        .getByRole('definition')
        .filter({ hasText: /^Marseille$/ }),
    );
  });
});

test("'Près de' 75000 on /animals: the API's message under the field, the range, the list kept; the same for a hand-edited URL", async () => {
  await onPhone(undefined, async (page) => {
    await page.goto('/animals');
    const firstCard = main(page)
      .getByRole('link', { name: /.+/ })
      .filter({ has: page.locator('img') })
      .first();
    await visible(firstCard);
    const before = await main(page)
      .getByText(/^\d+ anima(l|ux)$/)
      .innerText();
    const panel = page.getByRole('region', { name: 'Filtres' });
    await main(page).getByRole('button', { name: 'Filtres', exact: true }).click();
    const near = panel.getByLabel('Près de (code postal)');
    await near.fill('75000');
    await visible(panel.getByText(NEAR_UNKNOWN, { exact: true }));
    await visible(
      panel.getByText('Paris\u00a0: un code postal par arrondissement, de 75001 à 75020.', { exact: true }),
    );
    expect(await near.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    // Drawer closed: the phone still says why, above the list it kept.
    const said = main(page).getByRole('alert').filter({ hasText: NEAR_UNKNOWN });
    await visible(said);
    await visible(firstCard);
    expect(
      await main(page)
        .getByText(/^\d+ anima(l|ux)$/)
        .innerText(),
    ).toBe(before);
    expect(await main(page).getByText('Impossible de charger les animaux pour le moment.').count()).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Réessayer' }).count()).toBe(0);

    await page.goto('/animals?near=69000');
    const handEdited = main(page).getByRole('alert').filter({ hasText: NEAR_UNKNOWN });
    await visible(handEdited);
    await visible(handEdited.getByText('Lyon\u00a0: un code postal par arrondissement, de 69001 à 69009.'));
    await main(page).getByRole('button', { name: 'Effacer les filtres' }).last().click();
    await waitForPath(page, '/animals', '');
    await visible(firstCard);
    await hidden(handEdited);
  });
});

test("the foster finder: 'Près de' 13000 is explained under the field and the families found stay listed", async () => {
  const association = await api.registerAssociation({ zip_code: '13001', city: 'Marseille' });
  const family = await api.registerFamily({ firstname: 'Calanque', zip_code: '13007', city: 'Marseille' });
  await api.call('PUT', `/api/families/${family.userId}`, {
    token: family.token,
    expected: 200,
    body: { foster_species: ['Chat'], visible: true },
  });
  await onPhone(association, async (page) => {
    await page.goto('/associations/dashboard/find-family?department=13');
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Calanque' }) });
    await visible(card);
    const near = main(page).getByLabel('Près de (code postal)', { exact: true });
    await near.fill('13000');
    await main(page).getByRole('button', { name: 'Rechercher' }).click();
    await visible(main(page).getByText(NEAR_UNKNOWN, { exact: false }));
    await visible(main(page).getByText('de 13001 à 13016', { exact: false }));
    expect(await near.getAttribute('aria-invalid')).toBe('true');
    await visible(card);
    expect(await main(page).getByText('La recherche a échoué', { exact: false }).count()).toBe(0);
  });
});
