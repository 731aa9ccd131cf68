/*
 * ARCHITECTURE 2: a remote that cannot be reached never blanks the page. Each remote in turn has every request
 * to /mfe/<name>/ aborted (as if its container were down) while the shell and the other remotes are served.
 */
const api = require('../support/api');
const { launchBrowser, openPage, visible, hidden, waitForPath, header, footer, main } = require('../support/browser');

const FALLBACK = 'Cette partie du site est momentanément indisponible.';

let browser;
let context;
let page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

async function openWithRemoteDown(remote, session) {
  ({ page, context } = await openPage(browser, { session }));
  const blocked = [];
  await page.route(`**/mfe/${remote}/**`, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}

async function expectShellIntact() {
  await visible(header(page).getByRole('link', { name: 'Liste des animaux', exact: true }));
  await visible(footer(page).getByRole('link', { name: 'Mentions légales', exact: true }));
}

const fallbackIn = (scope) => scope.getByRole('alert').filter({ hasText: FALLBACK });

async function animalByName(name) {
  const { body } = await api.call('GET', '/api/animals?limit=100', { expected: 200 });
  return body.find((animal) => animal.name === name);
}

test('catalog down: home shows the fallback with Réessayer, static pages still render, retry recovers', async () => {
  const blocked = await openWithRemoteDown('catalog');
  await page.goto('/');
  await expectShellIntact();
  const fallback = fallbackIn(main(page));
  await visible(fallback);
  await visible(fallback.getByRole('button', { name: 'Réessayer', exact: true }));
  expect(blocked.length).toBeGreaterThan(0);

  await header(page).getByRole('link', { name: 'A propos', exact: true }).click();
  await waitForPath(page, '/about');
  await visible(main(page).getByRole('heading', { level: 1 }));
  expect(await fallbackIn(main(page)).count()).toBe(0);

  // The remote comes back: 'Réessayer' loads it without a page reload.
  await header(page).getByRole('link', { name: 'Accueil', exact: true }).click();
  await visible(fallbackIn(main(page)));
  await page.unroute('**/mfe/catalog/**');
  await fallbackIn(main(page)).getByRole('button', { name: 'Réessayer' }).click();
  await visible(page.getByRole('region', { name: 'Nos chats' }).getByRole('link').first());
  await hidden(fallbackIn(main(page)));
});

test('auth down: the home still lists animals and the login area shows the fallback', async () => {
  await openWithRemoteDown('auth');
  await page.goto('/');
  await expectShellIntact();
  await visible(page.getByRole('region', { name: 'Nos chats' }).getByRole('link').first());
  await visible(page.getByRole('region', { name: 'Nos chiens' }).getByRole('link').first());

  await header(page).getByRole('button', { name: 'Se connecter', exact: true }).click();
  const loginFallback = fallbackIn(header(page));
  await visible(loginFallback);
  await visible(loginFallback.getByRole('button', { name: 'Réessayer', exact: true }));
  // Only the login area is affected: the page content is still there.
  await visible(page.getByRole('region', { name: 'Nos chats' }));

  await page.goto('/register');
  await expectShellIntact();
  await visible(fallbackIn(main(page)));
});

test('family down: a family sees the animal facts and the fallback in the action area only', async () => {
  const family = await api.registerFamily();
  const bella = await animalByName('Bella');
  await openWithRemoteDown('family', family);
  await page.goto(`/animals-details/${bella.id}`);
  await expectShellIntact();
  const article = page.getByRole('article');
  await visible(article.getByRole('heading', { level: 1, name: 'Bella' }));
  await visible(article.getByText('Labrador', { exact: true }));
  await visible(article.getByText('Non accueillie', { exact: true }));
  const fallback = fallbackIn(article);
  await visible(fallback);
  await visible(fallback.getByRole('button', { name: 'Réessayer', exact: true }));
  expect(await main(page).getByRole('alert').count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Faire une demande' }).count()).toBe(0);

  // The family's own pages are in the same remote: they fall back too, inside the layout.
  await header(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await waitForPath(page, '/families/dashboard');
  await visible(fallbackIn(main(page)));
  await expectShellIntact();
});

test('association down: the dashboard route shows the fallback while the catalogue keeps working', async () => {
  const association = await api.registerAssociation();
  await openWithRemoteDown('association', association);
  await page.goto('/associations/dashboard');
  await expectShellIntact();
  await visible(header(page).getByRole('button', { name: 'Se déconnecter', exact: true }));
  const fallback = fallbackIn(main(page));
  await visible(fallback);
  await visible(fallback.getByRole('button', { name: 'Réessayer', exact: true }));

  await header(page).getByRole('link', { name: 'Liste des animaux', exact: true }).click();
  await waitForPath(page, '/animals');
  await visible(main(page).getByRole('link', { name: /Bella/ }));
  expect(await fallbackIn(main(page)).count()).toBe(0);
});
