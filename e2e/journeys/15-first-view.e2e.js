/*
 * The first view (docs/decisions/first-view.md): the public pages paint before any JavaScript runs. /, /animals and /animals-details/{id} come as HTML
 * that already shows the animals (server-rendered first view, with its data block); the browser then takes over
 * without a visible change, and the first view is never drawn with front-end code other than the deployed one.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { baseUrl, call, registerFamily } = require('../support/api');
const { launchBrowser, openPage, eventually, visible, waitForPath, header, main } = require('../support/browser');

const NOT_FOUND = "Oups, la page demandée n'existe pas...";
const ROOT = path.resolve(__dirname, '..', '..');
const CATALOG_MANIFEST = path.join(ROOT, 'mfe-catalog', 'dist', 'mf-manifest.json');

/** The text of HTML as a reader sees it: tags dropped, the entities React writes decoded. */
function htmlText(html) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The page as fetched by a client that runs no JavaScript at all. */
async function fetchPage(pathAndQuery) {
  const response = await fetch(`${baseUrl()}${pathAndQuery}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

const imageTagOf = (html, name) =>
  (html.match(/<img [^>]*>/g) || []).find((tag) => tag.includes(`alt="${name.replace(/'/g, '&#x27;')}"`));

/** An animal with its photo shows an <img> with its srcset and dimensions; one without shows the species drawing. */
function expectCard(html, animal) {
  expect(htmlText(html)).toContain(animal.name);
  if (!animal.url_thumbnail && !animal.url_image) return;
  const tag = imageTagOf(html, animal.name);
  expect(tag).toBeDefined();
  expect(tag).toMatch(/ srcSet="[^"]+ \d+w/);
  expect(tag).toMatch(/ width="\d+"/);
  expect(tag).toMatch(/ height="\d+"/);
}

async function listOf(query) {
  const { body } = await call('GET', `/api/animals?${query}`, { expected: 200 });
  return body;
}

describe('HTML without JavaScript', () => {
  test('the home page holds the first cats and dogs, their images and the data it was drawn with', async () => {
    const { status, html } = await fetchPage('/');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root" data-first-view>');
    expect(htmlText(html)).toContain('Offrez un foyer temporaire à un animal');
    const shown = [...(await listOf('species=Chat&limit=3')), ...(await listOf('species=Chien&limit=3'))];
    expect(shown.length).toBeGreaterThan(0);
    for (const animal of shown) expectCard(html, animal);
    expect(html).toMatch(/<script type="application\/json" id="pf-first-view">\{"entries":\[/);
    // The header as a visitor sees it, and the footer.
    expect(htmlText(html)).toContain('Liste des animaux');
    expect(html).toMatch(/<footer/);
  });

  test('/animals with its query holds that filtered list and its count', async () => {
    const { status, html } = await fetchPage('/animals?species=Chien');
    expect(status).toBe(200);
    const dogs = await listOf('species=Chien&limit=12&offset=0');
    for (const animal of dogs) expectCard(html, animal);
    const cats = await listOf('species=Chat&limit=100');
    for (const cat of cats) expect(htmlText(html)).not.toContain(`${cat.name} `);
    const total = (await fetch(`${baseUrl()}/api/animals?species=Chien&limit=1`)).headers.get('x-total-count');
    expect(htmlText(html)).toContain(`${total} ${Number(total) > 1 ? 'animaux' : 'animal'}`);
    expect(html).toContain('<title>Liste des animaux · PetFoster</title>');
  });

  test("an animal's page holds its name, description and photo; an unknown id is the 404 page", async () => {
    const [animal] = await listOf('limit=1');
    const { body: details } = await call('GET', `/api/animals/${animal.id}`, { expected: 200 });
    const { status, html } = await fetchPage(`/animals-details/${animal.id}`);
    expect(status).toBe(200);
    const text = htmlText(html);
    expect(text).toContain(details.name);
    expect(text).toContain(details.description);
    if (details.url_image) expect(html).toMatch(new RegExp(`<img [^>]*alt="${details.name}"`));

    const missing = await fetchPage('/animals-details/987654321');
    expect(missing.status).toBe(404);
    expect(htmlText(missing.html)).toContain(NOT_FOUND);
    expect(missing.html).toContain('<title>Page introuvable · PetFoster</title>');
  });

  test('other pages stay client-rendered', async () => {
    const { status, html } = await fetchPage('/associations');
    expect(status).toBe(200);
    expect(html).not.toContain('data-first-view');
  });
});

describe('in Chromium', () => {
  let browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens a page recording console errors and layout shifts from the very first paint. */
  async function openMeasured(options) {
    const opened = await openPage(browser, options);
    const errors = [];
    opened.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await opened.context.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    return { ...opened, errors };
  }

  /** The client has taken over: the server's marker is gone from #root. */
  const takenOver = (page) =>
    eventually(async () => expect(await page.locator('#root[data-first-view]').count()).toBe(0));

  for (const url of ['/', '/animals', '/animals-details/1']) {
    test(`${url}: the client takes over with no console error and no layout shift`, async () => {
      const { context, page, errors, problems } = await openMeasured();
      try {
        await page.goto(url);
        await takenOver(page);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
        expect(errors).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('a page that arrives in two parts is painted whole: nothing is drawn before the rest of #root', async () => {
    // A network that delivers the document in two packets, the second one mid-header, a moment later.
    const DELAY_MS = 400;
    const proxy = http.createServer(async (request, response) => {
      const upstream = await fetch(`${baseUrl()}${request.url}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      if (!type.startsWith('text/html')) return response.end(body);
      const html = body.toString();
      const split = html.indexOf('</ul>') + '</ul>'.length;
      response.write(html.slice(0, split));
      setTimeout(() => response.end(html.slice(split)), DELAY_MS);
    });
    await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${proxy.address().port}` });
    try {
      await context.addInitScript(() => {
        window.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto('/');
      await takenOver(page);
      await page.waitForLoadState('networkidle');
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      );
      expect(firstPaint).toBeGreaterThanOrEqual(DELAY_MS);
      expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    } finally {
      await context.close();
      proxy.close();
    }
  });

  test("the application's scripts are fetched once the page's main image has arrived: only the starter before", async () => {
    const withPhoto = (await listOf('limit=100')).find((animal) => animal.url_image);
    expect(withPhoto).toBeDefined();
    const { context, page } = await openMeasured();
    try {
      // Network events in the order the browser reports them.
      const events = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') events.push({ script: new URL(request.url()).pathname });
      });
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'image') events.push({ image: new URL(request.url()).pathname });
      });
      await page.goto(`/animals-details/${withPhoto.id}`);
      await takenOver(page);
      const lead = new URL(await page.locator('#root img[fetchpriority="high"]').evaluate((image) => image.currentSrc))
        .pathname;
      const leadArrived = events.findIndex((event) => event.image === lead);
      expect(leadArrived).toBeGreaterThanOrEqual(0);
      const scripts = events.map((event, index) => ({ ...event, index })).filter((event) => event.script);
      expect(scripts[0].script).toMatch(/^\/first-view-start\.[0-9a-f]+\.js$/);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts.slice(1)) expect(script.index).toBeGreaterThan(leadArrived);
    } finally {
      await context.close();
    }
  });

  test('a visitor who presses a key before the main image has arrived starts the application at once', async () => {
    const withPhoto = (await listOf('limit=100')).find((animal) => animal.url_image);
    const { context, page } = await openMeasured({ waitForApp: false });
    try {
      // The photo never arrives (a stalled connection): only the visitor's key can start the application early.
      await page.route('**/uploads/**', () => undefined);
      const starter = page.waitForResponse((response) => /\/first-view-start\.[0-9a-f]+\.js$/.test(response.url()));
      await page.goto(`/animals-details/${withPhoto.id}`, { waitUntil: 'domcontentloaded' });
      await starter;
      const entry = page.waitForRequest((request) => /\/main\.[0-9a-f]+\.js$/.test(request.url()), { timeout: 2000 });
      await page.keyboard.press('Tab');
      await entry;
      await takenOver(page);
    } finally {
      await context.close();
    }
  });

  test('after start-up the page is interactive: filter, Voir plus, login', async () => {
    const { context, page, problems } = await openMeasured();
    try {
      await page.goto('/animals');
      await takenOver(page);
      const cards = main(page).locator('a[href^="/animals-details/"]');
      const first = await cards.count();
      const more = main(page).getByRole('button', { name: 'Voir plus' });
      if (await more.count()) {
        await more.click();
        await eventually(async () => expect(await cards.count()).toBeGreaterThan(first));
      }
      await page.getByLabel('Espèce').selectOption('Chat');
      await waitForPath(page, '/animals', '?species=Chat');
      const cats = await listOf('species=Chat&limit=12&offset=0');
      await visible(
        main(page)
          .getByRole('link', { name: new RegExp(cats[0].name) })
          .first(),
      );

      await header(page).getByRole('button', { name: 'Se connecter' }).click();
      await visible(page.getByRole('dialog'));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a signed-in family never sees the visitor menu: it is hidden in the first view', async () => {
    const family = await registerFamily();
    const { context, page } = await openMeasured({ session: family, waitForApp: false });
    try {
      // Before the client takes over, the visitor part of the header is drawn hidden (its place kept).
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/');
      const visitorMenu = page.locator('#root[data-first-view] [data-session-dependent]').first();
      expect(await visitorMenu.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
      await page.unroute('**/*.js');
      await page.goto('/');
      await takenOver(page);
      await visible(header(page).getByRole('link', { name: 'Mes demandes' }));
      expect(await header(page).getByRole('button', { name: 'Se connecter' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('with JavaScript disabled the first view is readable and its links lead to server-rendered pages', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await visible(page.getByRole('heading', { level: 1, name: 'Offrez un foyer temporaire à un animal' }));
      const [cat] = await listOf('species=Chat&limit=1');
      await page.getByRole('region', { name: 'Nos chats' }).locator('a[href^="/animals-details/"]').first().click();
      await waitForPath(page, `/animals-details/${cat.id}`);
      await visible(page.getByRole('heading', { level: 1, name: cat.name }));
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Voir tous nos chiens' }).click();
      await waitForPath(page, '/animals', '?species=Chien');
      await visible(page.getByRole('heading', { level: 1, name: 'Liste des animaux' }));
      const [dog] = await listOf('species=Chien&limit=1');
      await visible(page.getByRole('main').getByText(dog.name, { exact: true }).first());
    } finally {
      await context.close();
    }
  });
});

describe('independent deployment', () => {
  test('a catalog deployed without the renderer its build had: the plain client-rendered page, never a mismatched first view', async () => {
    const original = fs.readFileSync(CATALOG_MANIFEST);
    // What a redeploy of mfe-catalog alone looks like to the renderer: another manifest than its build's.
    fs.writeFileSync(CATALOG_MANIFEST, Buffer.concat([original, Buffer.from('\n')]));
    try {
      await eventually(async () => {
        const { status, html } = await fetchPage('/');
        expect(status).toBe(200);
        expect(html).not.toContain('data-first-view');
        expect(html).toContain('<div id="root">');
      }, 5000);
      const browser = await launchBrowser();
      try {
        const { page, problems } = await openPage(browser);
        await page.goto('/');
        const [cat] = await listOf('species=Chat&limit=1');
        await visible(page.getByRole('region', { name: 'Nos chats' }).getByRole('link').first());
        expect(await page.getByRole('region', { name: 'Nos chats' }).textContent()).toContain(cat.name);
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
    } finally {
      fs.writeFileSync(CATALOG_MANIFEST, original);
    }
    await eventually(async () => expect((await fetchPage('/')).html).toContain('data-first-view'), 5000);
  });
});
