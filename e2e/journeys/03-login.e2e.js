const { freshPagePerTest, visible, hidden, toast, waitForPath, header, main } = require('../support/browser');

const DEMO_PASSWORD = 'Demo1234';

let page;
freshPagePerTest((opened) => ({ page } = opened));

async function loginThroughModal(email, password) {
  await header(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await visible(dialog);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  return dialog;
}

async function expectLoggedInHeader(links) {
  const banner = header(page);
  await visible(banner.getByRole('button', { name: 'Se déconnecter', exact: true }));
  expect(await banner.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href')).toBe(links.dashboard);
  expect(await banner.getByRole('link', { name: 'Mes demandes', exact: true }).getAttribute('href')).toBe(
    links.requests,
  );
  expect(await banner.getByRole('link', { name: "S'inscrire", exact: true }).count()).toBe(0);
  expect(await banner.getByRole('button', { name: 'Se connecter', exact: true }).count()).toBe(0);
}

async function logoutAndExpectLoggedOut() {
  await header(page).getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await visible(toast(page, 'La session est terminée'));
  await waitForPath(page, '/');
  await visible(header(page).getByRole('button', { name: 'Se connecter', exact: true }));
  await visible(header(page).getByRole('link', { name: "S'inscrire", exact: true }));
  expect(await header(page).getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The session stays closed after a reload: nothing was left in storage to restore it.
  await page.reload();
  await visible(header(page).getByRole('button', { name: 'Se connecter', exact: true }));
}

test('a wrong password keeps the visitor logged out with the SPEC message', async () => {
  await page.goto('/');
  const dialog = await loginThroughModal('famille.martin@petfoster.fr', 'Mauvais1');
  await visible(toast(page, 'Mot de passe ou utilisateur incorrect'));
  await visible(dialog);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await hidden(dialog);
  await visible(header(page).getByRole('button', { name: 'Se connecter', exact: true }));
});

test('an association logs in, lands on its dashboard, keeps its session on reload and logs out', async () => {
  await page.goto('/about');
  const dialog = await loginThroughModal('pattes.solidaires@petfoster.fr', DEMO_PASSWORD);
  await visible(toast(page, 'Connexion réussie !'));
  await waitForPath(page, '/associations/dashboard/');
  await hidden(dialog);
  await visible(page.getByRole('heading', { level: 1, name: 'Les Pattes Solidaires' }));

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const { associationId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const links = {
    dashboard: '/associations/dashboard',
    requests: `/association/dashboard/${associationId}/requests-management`,
  };
  await expectLoggedInHeader(links);

  await page.reload();
  await visible(page.getByRole('heading', { level: 1, name: 'Les Pattes Solidaires' }));
  await expectLoggedInHeader(links);
  // The dashboard is not the public association list, although its path extends it: that link is not 'current'.
  expect(
    await header(page).getByRole('link', { name: 'Liste des associations', exact: true }).getAttribute('aria-current'),
  ).toBeNull();
  await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await waitForPath(page, '/associations/dashboard');
  await visible(page.getByRole('heading', { level: 1, name: 'Les Pattes Solidaires' }));
  expect(await header(page).getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(
    await header(page).getByRole('link', { name: 'Liste des associations', exact: true }).getAttribute('aria-current'),
  ).toBeNull();

  await header(page).getByRole('link', { name: 'Mes demandes', exact: true }).click();
  await waitForPath(page, links.requests);
  await visible(page.getByRole('heading', { level: 1, name: 'Nos demandes' }));

  await logoutAndExpectLoggedOut();
});

test('a family logs in, lands on the animal list, keeps its session on reload and logs out', async () => {
  await page.goto('/');
  await loginThroughModal('famille.martin@petfoster.fr', DEMO_PASSWORD);
  await visible(toast(page, 'Connexion réussie !'));
  await waitForPath(page, '/animals');
  await visible(page.getByRole('heading', { level: 1, name: 'Liste des animaux' }));

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const { familyId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  const links = { dashboard: '/families/dashboard', requests: `/families/dashboard/${familyId}/requests-management` };
  await expectLoggedInHeader(links);

  await page.reload();
  await visible(page.getByRole('heading', { level: 1, name: 'Liste des animaux' }));
  await expectLoggedInHeader(links);

  await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await waitForPath(page, '/families/dashboard');
  await visible(page.getByRole('heading', { level: 1, name: 'Famille Martin' }));
  await header(page).getByRole('link', { name: 'Mes demandes', exact: true }).click();
  await waitForPath(page, links.requests);
  await visible(page.getByRole('heading', { level: 1, name: 'Mes demandes' }));
  // Luna is one of the demo family's pending requests.
  await visible(main(page).getByRole('article', { name: 'Demande pour Luna' }));

  await logoutAndExpectLoggedOut();
});
