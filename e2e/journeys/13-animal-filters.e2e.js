/*
 * Matching (docs/matching.md): a family filters /animals on a phone. The 'Filtres' drawer sets the criteria, the list and its count
 * follow, the state lives in the URL: a reload keeps it, Back undoes a step, and the same URL opened by someone
 * else shows the same list. A filter that matches nothing offers to clear the filters.
 */
const api = require('../support/api');
const { launchBrowser, openPage, eventually, visible, hidden, main, waitForPath } = require('../support/browser');

const PHONE = { width: 360, height: 800 };

let browser;
let big;
let small;

beforeAll(async () => {
  browser = await launchBrowser();
  // Ajaccio: postal code 20000, département 2A (never '20'); the only association there in this run.
  const association = await api.registerAssociation({ city: 'Ajaccio', zip_code: '20000' });
  const common = { species_id: 1, gender: 'mâle', breed: 'Griffon' };
  big = await api.createAnimal(association, {
    ...common,
    name: `Corsaire${api.uniqueSuffix()}`,
    size: 'grand',
    good_with_children: true,
    good_with_cats: true,
  });
  small = await api.createAnimal(association, {
    ...common,
    name: `Minot${api.uniqueSuffix()}`,
    size: 'petit',
    good_with_children: false,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** What the API counts for the same query (X-Total-Count), which the page must show. */
async function totalFor(search) {
  const response = await fetch(`${api.baseUrl()}/api/animals${search}&limit=1`);
  expect(response.status).toBe(200);
  return Number(response.headers.get('x-total-count'));
}

const countText = (total) => `${total} ${total > 1 ? 'animaux' : 'animal'}`;

test('filters in the drawer on a phone, kept by the URL across reload, Back and sharing', async () => {
  const { page, context, problems } = await openPage(browser, { viewport: PHONE });
  try {
    await page.goto('/animals');
    await visible(main(page).getByRole('heading', { name: 'Liste des animaux' }));
    const panel = page.getByRole('region', { name: 'Filtres' });

    // On a phone the panel is a drawer: closed until 'Filtres' opens it.
    await main(page).getByRole('button', { name: 'Filtres', exact: true }).click();
    await visible(panel.getByRole('heading', { name: 'Filtres' }));
    await panel.getByLabel('Taille').selectOption('grand');
    await waitForPath(page, '/animals', '?size=grand');
    await panel.getByRole('checkbox', { name: 'les enfants' }).check();
    await panel.getByLabel('Département').fill('2a');
    await panel.getByRole('button', { name: 'Voir les résultats' }).click();
    await hidden(panel.getByRole('heading', { name: 'Filtres' }));

    const search = '?size=grand&good_with=children&department=2A';
    await waitForPath(page, '/animals', search);
    const total = await totalFor(search);
    expect(total).toBe(1);
    await visible(main(page).getByText(countText(total), { exact: true }));
    await visible(main(page).getByText(big.name));
    expect(await main(page).getByText(small.name).count()).toBe(0);
    await visible(main(page).getByRole('button', { name: 'Filtres (3)' }));

    // A reload keeps the filters, the count and the list.
    await page.reload();
    await visible(main(page).getByText(big.name));
    await visible(main(page).getByText(countText(total), { exact: true }));
    expect(await main(page).getByText(small.name).count()).toBe(0);

    // Back undoes the last steps, one criterion at a time.
    await page.goBack();
    await eventually(() => expect(new URL(page.url()).search).toBe('?size=grand&good_with=children'));
    await page.goBack();
    await waitForPath(page, '/animals', '?size=grand');
    await page.goForward();
    await page.goForward();
    await waitForPath(page, '/animals', search);

    // The shared URL shows the same list to someone else, on another screen.
    const other = await openPage(browser);
    try {
      await other.page.goto(`/animals${search}`);
      await visible(main(other.page).getByText(big.name));
      await visible(main(other.page).getByText(countText(total), { exact: true }));
      expect(await main(other.page).getByText(small.name).count()).toBe(0);
      expect(other.problems).toEqual([]);
    } finally {
      await other.context.close();
    }

    // Nothing matches in Mayotte: the empty state clears every filter.
    await page.goto('/animals?size=grand&department=976');
    await visible(main(page).getByText('Aucun animal ne correspond à votre recherche pour le moment.'));
    await visible(main(page).getByText('0 animal', { exact: true }));
    await main(page).getByRole('button', { name: 'Effacer les filtres' }).click();
    await waitForPath(page, '/animals', '');
    await visible(
      main(page)
        .getByText(small.name)
        .or(main(page).getByRole('button', { name: 'Voir plus' })),
    );
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
