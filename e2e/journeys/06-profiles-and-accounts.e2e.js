const api = require('../support/api');
const {
  launchBrowser,
  openPage,
  eventually,
  visible,
  toast,
  waitForPath,
  header,
  main,
} = require('../support/browser');

const EDIT_HEADING = 'Remplissez uniquement les champs à mettre à jour';

let browser;
let context;
let page;
let alerts;
let problems;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  expect(problems).toEqual([]);
});

async function open(session) {
  ({ page, context, problems } = await openPage(browser, { session }));
  alerts = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
}

/** Deletes the account from its dashboard and checks that the session is over everywhere it could linger. */
async function deleteAccountFromDashboard(session) {
  await main(page).getByRole('button', { name: 'Supprimer mon compte', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await confirm.getByRole('button', { name: 'Supprimer définitivement', exact: true }).click();

  await eventually(async () => expect(alerts).toEqual(['Utilisateur supprimé avec succès']));
  await waitForPath(page, '/');
  await visible(header(page).getByRole('button', { name: 'Se connecter', exact: true }));
  expect(await header(page).getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  const login = await api.call('POST', '/login', { body: { email: session.email, password: session.password } });
  expect(login.status).toBe(401);
  // The old token no longer opens anything either (ARCHITECTURE 3).
  const profilePath =
    session.role === 'family'
      ? `/api/families/${session.familyId}/requests`
      : `/api/associations/${session.associationId}/requests`;
  expect((await api.call('GET', profilePath, { token: session.token })).status).toBe(401);
}

test('a family edits its profile, then deletes its account', async () => {
  const family = await api.registerFamily({ lastname: 'Rousseau', city: 'Rennes', houseType: '2', garden: false });
  await open(family);
  await page.goto('/families/dashboard');
  await visible(page.getByRole('heading', { level: 1, name: 'Famille Rousseau' }));
  await main(page).getByRole('link', { name: 'Modifier mon profil', exact: true }).click();
  await waitForPath(page, `/families/dashboard/edit-profile/${family.userId}`);
  await visible(page.getByRole('heading', { level: 1, name: EDIT_HEADING }));

  const city = main(page).getByLabel('Ville', { exact: true });
  await visible(city);
  expect(await city.inputValue()).toBe('Rennes');
  await city.fill('Quimper');
  // A city is checked against its postal code: moving to Quimper changes both.
  await main(page).getByLabel('Code postal', { exact: true }).fill('29000');
  await main(page).getByLabel("Type d'habitation").selectOption({ label: 'Maison' });
  await main(page).getByRole('checkbox', { name: 'Jardin' }).check();
  await main(page).getByRole('button', { name: 'Valider', exact: true }).click();

  await visible(toast(page, 'Famille Rousseau modifiée avec succès.'));
  await waitForPath(page, `/familyprofile/${family.familyId}`);
  const profile = main(page);
  await visible(profile.getByRole('heading', { level: 1, name: 'Famille Rousseau' }));
  await visible(profile.getByRole('definition').filter({ hasText: /^Quimper$/ }));
  await visible(profile.getByRole('definition').filter({ hasText: /^Maison$/ }));
  await visible(profile.getByRole('definition').filter({ hasText: /^Oui$/ }));
  expect(await profile.getByText('Rennes', { exact: true }).count()).toBe(0);

  await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await waitForPath(page, '/families/dashboard');
  await deleteAccountFromDashboard(family);
});

test('an association edits its profile, then deletes its account', async () => {
  const association = await api.registerAssociation({ city: 'Nantes' });
  const newName = `Refuge de l'Erdre ${api.uniqueSuffix()}`;
  await open(association);
  await page.goto('/associations/dashboard');
  await visible(page.getByRole('heading', { level: 1, name: association.payload.name_association }));
  await main(page).getByRole('link', { name: 'Modifier mon profil', exact: true }).click();
  await waitForPath(page, `/association/dashboard/edit-profile/${association.userId}`);
  await visible(page.getByRole('heading', { level: 1, name: EDIT_HEADING }));

  const name = main(page).getByLabel("Nom de l'association", { exact: true });
  await visible(name);
  expect(await name.inputValue()).toBe(association.payload.name_association);
  await name.fill(newName);
  await main(page).getByLabel('Ville', { exact: true }).fill('Saint-Nazaire');
  await main(page).getByLabel('Code postal', { exact: true }).fill('44600');
  await main(page).getByRole('button', { name: 'Valider', exact: true }).click();

  await visible(toast(page, `Association ${newName} modifiée avec succès.`));
  await waitForPath(page, `/associationprofile/${association.associationId}`);
  await visible(page.getByRole('heading', { level: 1, name: newName }));
  await visible(main(page).getByText('Saint-Nazaire', { exact: true }));

  // The public list shows the new name too.
  await page.goto('/associations');
  await visible(main(page).getByRole('link', { name: newName }));

  await page.goto('/associations/dashboard');
  await visible(page.getByRole('heading', { level: 1, name: newName }));
  await deleteAccountFromDashboard(association);
  await page.goto('/associations');
  await visible(page.getByRole('heading', { level: 1, name: 'Liste des associations' }));
  await visible(main(page).getByRole('link', { name: 'Refuge du Bocage' }));
  expect(await main(page).getByRole('link', { name: newName }).count()).toBe(0);
});
