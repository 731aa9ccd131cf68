const api = require('../support/api');
const { launchBrowser, openPage, visible, main } = require('../support/browser');

const PAYLOAD = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">Gentil <3 & "doux"';
// The API removes the markup and keeps the rest as typed (README "Design notes"), which the pages escape.
const KEPT = 'Gentil <3 & "doux"';

let browser;
let association;
let family;
let animal;

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation();
  family = await api.registerFamily({ lastname: 'Xavier' });
  animal = await api.createAnimal(association, { name: `Scripto${api.uniqueSuffix()}`, description: PAYLOAD });
  await api.createRequest(family, animal, PAYLOAD);
});
afterAll(async () => {
  await browser?.close();
});

/** Nothing from the payload ran and no element was made from it. */
async function expectInert(page) {
  // Let every image load or fail, so an injected <img src=x> would have fired its onerror by now. Not 'networkidle':
  // a signed-in page holds its event stream open (docs/architecture.md#event-stream), so the network never idles.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  // The server-rendered page's data block (docs/decisions/first-view.md) holds the text, escaped, in the one script the browser never
  // runs; any other script element with the payload's code would be an injection.
  const injectedScripts = await page
    .locator('script:not([type="application/json"]#pf-first-view)')
    .evaluateAll((scripts) => scripts.filter((s) => s.textContent.includes('__xss')).length);
  expect(injectedScripts).toBe(0);
  expect(await page.locator('script[type="application/json"]').count()).toBeLessThanOrEqual(1);
}

test("the animal page's server HTML carries the payload as text only", async () => {
  const response = await fetch(`${api.baseUrl()}/animals-details/${animal.id}`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('data-first-view');
  // Neither the markup nor the data block gives the payload a tag of its own.
  expect(html).not.toContain('<script>window.__xss');
  expect(html).not.toContain('<img src=x');
  expect(html.match(/<script\b/g)).toHaveLength(html.match(/<script\b[^>]*\bsrc=/g).length + 1);
});

test('a description holding <script> and <img onerror> is shown as text on the animal page and runs nothing', async () => {
  const stored = await api.call('GET', `/api/animals/${animal.id}`, { expected: 200 });
  const { context, page } = await openPage(browser);
  try {
    await page.goto(`/animals-details/${animal.id}`);
    await visible(page.getByRole('heading', { level: 1, name: animal.name }));
    // What the API kept is displayed literally: its '<' and '&' are text, not markup.
    expect(stored.body.description).toBe(KEPT);
    await visible(main(page).getByText(KEPT, { exact: true }));
    await expectInert(page);
  } finally {
    await context.close();
  }
});

test('a motivation holding the same markup is shown as text to the association and runs nothing', async () => {
  const { context, page } = await openPage(browser, { session: association });
  try {
    await page.goto(`/association/dashboard/${association.associationId}/requests-management`);
    const card = main(page).getByRole('article', { name: `Demande pour ${animal.name}` });
    await card.getByRole('button', { name: 'Voir la demande' }).click();
    const details = page.getByRole('dialog', { name: 'Détail de la demande' });
    await visible(details.getByText(KEPT, { exact: true }));
    await expectInert(page);
  } finally {
    await context.close();
  }
});
