/*
 * The widget (docs/public-api.md#widget): an association's own site, on another origin, pastes the snippet and its
 * visitors see the association's available animals as a list of cards drawn in a shadow root, each a link to the
 * animal's page on PetFoster. The site's styles do not reach the cards, and the widget's do not reach the site.
 */
const http = require('node:http');
const api = require('../support/api');
const { makePng } = require('../support/images');
const { launchBrowser, openPage, eventually, visible } = require('../support/browser');

let browser;
let site;
let association;
let named;
let housedName;

/** The association's own site: a page of its own, with styles of its own, on a port of its own. */
function startSite(snippet) {
  const page = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Refuge des Lilas</title>
<style>li { color: rgb(255, 0, 0); font-family: serif; } a { color: rgb(0, 128, 0); } img { border: 9px solid red; }</style>
</head><body>
<h1>Refuge des Lilas</h1>
<ul id="own"><li><a href="/contact">Nous contacter</a></li></ul>
<h2>Nos animaux</h2>
${snippet}
</body></html>`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  browser = await launchBrowser();
  association = await api.registerAssociation();
  const photo = `data:image/png;base64,${(await makePng()).toString('base64')}`;
  named = [`Réglisse${api.uniqueSuffix()}`, `Caramel${api.uniqueSuffix()}`];
  await api.createAnimal(association, { name: named[0], url_image: photo });
  await api.createAnimal(association, { name: named[1] });
  // Housed: the widget shows the animals still looking for a family only.
  housedName = `Pistache${api.uniqueSuffix()}`;
  const housed = await api.createAnimal(association, { name: housedName });
  const family = await api.registerFamily();
  const request = await api.createRequest(family, housed);
  await api.decideRequest(association, request.id, 'Approuvée');

  const widget = await fetch(`${api.baseUrl()}/widget.js`);
  if (widget.status !== 200) throw new Error('widget.js is not served: rebuild the shell (npm run build -w shell)');
  const snippet = `<script src="${api.baseUrl()}/widget.js" data-association="${association.associationId}" async></script>`;
  site = await startSite(snippet);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (site ? site.close(resolve) : resolve()));
});

test("an association's site on another origin shows its available animals, each linking to its page", async () => {
  const { page, context, problems } = await openPage(browser, { waitForApp: false });
  try {
    const siteUrl = `http://127.0.0.1:${site.address().port}/`;
    expect(new URL(siteUrl).origin).not.toBe(new URL(api.baseUrl()).origin);
    await page.goto(siteUrl);

    // Playwright's locators see into open shadow roots, as assistive technologies do.
    const list = page.getByRole('list', { name: `Animaux de ${association.payload.name_association}` });
    await visible(list);
    const cards = list.getByRole('listitem');
    await eventually(async () => expect(await cards.count()).toBe(2));
    const first = list.getByRole('link', { name: new RegExp(named[0]) });
    await visible(first);
    await visible(list.getByRole('img', { name: `Photo de ${named[0]}` }));
    await visible(list.getByRole('link', { name: new RegExp(named[1]) }));
    expect(await list.getByText(housedName).count()).toBe(0);

    // Drawn in a shadow root: none of the site's rules apply to the cards.
    const host = page.locator('[data-petfoster-widget]');
    expect(await host.evaluate((element) => element.shadowRoot !== null)).toBe(true);
    const cardStyle = await cards.first().evaluate((item) => getComputedStyle(item).color);
    expect(cardStyle).not.toBe('rgb(255, 0, 0)');
    const imageBorder = await list
      .getByRole('img')
      .first()
      .evaluate((image) => getComputedStyle(image).borderTopWidth);
    expect(imageBorder).toBe('0px');
    // ...and the widget's rules stay inside: the site's own list keeps its look.
    const ownItem = page.locator('#own li');
    expect(await ownItem.evaluate((item) => getComputedStyle(item).color)).toBe('rgb(255, 0, 0)');
    expect(await page.locator('#own a').evaluate((link) => getComputedStyle(link).color)).toBe('rgb(0, 128, 0)');

    // Reachable by keyboard: after the site's own link, the first card, which leads to the animal's page.
    await page.locator('#own a').focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const inner = document.activeElement?.shadowRoot?.activeElement;
      return inner ? inner.textContent : null;
    });
    expect(focused).toContain(named[0]);
    const href = await first.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${api.baseUrl()}/animals-details/\\d+$`));
    await first.click();
    await page.waitForURL((url) => url.href === href);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
