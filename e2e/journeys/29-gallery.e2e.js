/*
 * The animal's gallery (docs/product.md#animal-gallery), on the page a visitor opens: on a phone (a touch screen, no
 * mouse) the photos are swiped, and the page says 'Photo x sur y' and shows the photo the strip snapped to; on a
 * desktop the arrows and the left/right keys move it. While the page loads only the cover is asked of the network
 * (the others would share the phone's bandwidth with it, the page's largest image): a photo is fetched when the
 * visitor comes near it.
 */
const api = require('../support/api');
const { makePng } = require('../support/images');
const { launchBrowser, openPage, eventually, visible, main } = require('../support/browser');

const PHONE = { width: 360, height: 800 };
const COLOURS = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a'];
const suffix = api.uniqueSuffix();

let browser;
let animal;
/** The photos as GET /api/animals/{id} gives them, cover first. */
let photos;

const dataUrl = (buffer) => `data:image/png;base64,${buffer.toString('base64')}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const association = await api.registerAssociation({ name_association: `Les Griffes ${suffix}` });
  const images = await Promise.all(COLOURS.map((color) => makePng({ width: 800, height: 600, color })));
  animal = await api.createAnimal(association, {
    name: `Figue${suffix.replace(/[^a-z]/g, '')}`,
    url_image: dataUrl(images[0]),
  });
  await api.addAnimalPhotos(association, animal, images.slice(1).map(dataUrl));
  ({
    body: { photos },
  } = await api.call('GET', `/api/animals/${animal.id}`, { expected: 200 }));
  expect(photos).toHaveLength(COLOURS.length);
});
afterAll(async () => {
  await browser?.close();
});

/** Every photo file (original or 800 px variant) of photo `index` the page asked for. */
const filesOf = (index) => [photos[index].url, photos[index].medium_url].filter(Boolean);

/** Records the /uploads/ paths the page requests. */
function recordImages(page) {
  const requested = new Set();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/uploads/')) requested.add(pathname);
  });
  return { asked: (index) => filesOf(index).some((file) => requested.has(file)) };
}

const gallery = (page) => main(page).getByRole('region', { name: 'Photos', exact: true });

/**
 * The slide the strip shows (the one whose left edge is the strip's), its number from 1, and whether its photo is
 * drawn (an <img> that has loaded).
 */
function shown(page) {
  return gallery(page)
    .locator('ul')
    .first()
    .evaluate((strip) => {
      const left = strip.getBoundingClientRect().left;
      const slides = [...strip.children];
      const index = slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2);
      const image = slides[index]?.querySelector('img');
      return {
        number: index + 1,
        label: slides[index]?.getAttribute('aria-label'),
        drawn: Boolean(image && image.complete && image.naturalWidth > 0),
      };
    });
}

/** The cover is on screen and painted: the page's first view is over. */
async function coverPainted(page) {
  await visible(gallery(page).getByRole('img', { name: animal.name }));
  await eventually(async () => expect(await shown(page)).toEqual({ number: 1, label: 'Photo 1 sur 4', drawn: true }));
}

test('on a phone the visitor swipes from photo to photo; each photo is fetched only when approached', async () => {
  const { context, page, problems } = await openPage(browser, { viewport: PHONE, touch: true });
  try {
    const images = recordImages(page);
    await page.goto(`/animals-details/${animal.id}`);
    await visible(page.getByRole('heading', { level: 1, name: animal.name }));
    await coverPainted(page);
    await visible(gallery(page).getByText('Photo 1 sur 4', { exact: true }));
    expect([0, 1, 2, 3].map(images.asked)).toEqual([true, false, false, false]);

    // A finger swipes the strip leftward, as on a phone: real touch events, the browser scrolls and snaps.
    const box = await gallery(page).locator('ul').first().boundingBox();
    const touch = await context.newCDPSession(page);
    const swipe = async () => {
      const y = Math.round(box.y + box.height / 2);
      const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.2];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: Math.round(from), y }] });
      for (let step = 1; step <= 10; step++)
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: Math.round(from + ((to - from) * step) / 10), y }],
        });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe();
    await visible(gallery(page).getByText('Photo 2 sur 4', { exact: true }));
    await eventually(async () => expect(await shown(page)).toEqual({ number: 2, label: 'Photo 2 sur 4', drawn: true }));
    // The next one is on its way; the last is still not asked for.
    await eventually(async () => expect(images.asked(2)).toBe(true));
    expect(images.asked(3)).toBe(false);

    await swipe();
    await visible(gallery(page).getByText('Photo 3 sur 4', { exact: true }));
    await eventually(async () => expect(await shown(page)).toEqual({ number: 3, label: 'Photo 3 sur 4', drawn: true }));

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('on a desktop the visitor moves with the arrows and the left and right keys', async () => {
  const { context, page, problems } = await openPage(browser);
  try {
    const images = recordImages(page);
    await page.goto(`/animals-details/${animal.id}`);
    await coverPainted(page);
    expect([1, 2, 3].map(images.asked)).toEqual([false, false, false]);
    const previous = gallery(page).getByRole('button', { name: 'Photo précédente', exact: true });
    const next = gallery(page).getByRole('button', { name: 'Photo suivante', exact: true });
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await visible(gallery(page).getByText('Photo 2 sur 4', { exact: true }));
    await eventually(async () => expect(await shown(page)).toEqual({ number: 2, label: 'Photo 2 sur 4', drawn: true }));
    expect(await previous.isDisabled()).toBe(false);

    // The keys work once the gallery has the focus (it is in the tab order).
    await gallery(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await visible(gallery(page).getByText('Photo 4 sur 4', { exact: true }));
    await eventually(async () => expect(await shown(page)).toEqual({ number: 4, label: 'Photo 4 sur 4', drawn: true }));
    expect(await next.isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await visible(gallery(page).getByText('Photo 3 sur 4', { exact: true }));
    await eventually(async () => expect(await shown(page)).toEqual({ number: 3, label: 'Photo 3 sur 4', drawn: true }));
    // The counter is announced politely to a screen reader; the other slides are hidden from it.
    expect(await gallery(page).getByText('Photo 3 sur 4', { exact: true }).getAttribute('aria-live')).toBe('polite');
    expect(await gallery(page).getByRole('listitem', { name: 'Photo 3 sur 4' }).getAttribute('aria-hidden')).toBe(null);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
