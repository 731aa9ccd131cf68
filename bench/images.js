#!/usr/bin/env node
'use strict';
/*
 * Image budgets (docs/performance.md), measured in chromium on a phone-sized viewport (412 x 823, DPR 2.625) on the demo data:
 * home, /animals and /animals-details/{id}. For each page: image bytes on the cold load (above the fold), and after
 * scrolling to the bottom (lazy images too); and for every <img>: explicit width/height, loading attribute, srcset,
 * whether it starts below the fold, what it fetched. Checks: card thumbnails are WebP of at most 30 KB with
 * srcset/sizes, below-the-fold images are lazy, the detail page shows the medium variant.
 *
 *   node bench/images.js            (starts the site itself)
 */
const { launchBrowser } = require('./lib/browser');
const { startSite } = require('./lib/site');
// The front-end routes (compiled @petfoster/contracts: bench/run.js builds it first).
const { paths } = require('@petfoster/contracts');

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const THUMBNAIL_MAX_BYTES = 30 * 1024;

async function measurePage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const images = new Map();
  let phase = 'initial';
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.set(response.url(), {
      url: new URL(response.url()).pathname,
      status: response.status(),
      type: response.headers()['content-type'] || '',
      bytes: body.length,
      phase,
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const elements = await page.$$eval('img', (nodes) =>
    nodes.map((img) => ({
      alt: img.getAttribute('alt'),
      src: img.getAttribute('src'),
      current: img.currentSrc ? new URL(img.currentSrc).pathname : null,
      width_attr: img.getAttribute('width'),
      height_attr: img.getAttribute('height'),
      loading: img.getAttribute('loading') || 'auto',
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      below_fold: img.getBoundingClientRect().top >= window.innerHeight,
      rendered_width: Math.round(img.getBoundingClientRect().width),
      natural_width: img.naturalWidth,
    })),
  );
  const initialBytes = [...images.values()].reduce((total, image) => total + image.bytes, 0);
  phase = 'after-scroll';
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  const fetched = [...images.values()];
  const total = fetched.reduce((sum, image) => sum + image.bytes, 0);
  return {
    url: new URL(url).pathname,
    initial_image_kb: kb(initialBytes),
    initial_images: fetched.filter((image) => image.phase === 'initial').length,
    after_scroll_image_kb: kb(total),
    after_scroll_images: fetched.length,
    largest_image_kb: kb(Math.max(0, ...fetched.map((image) => image.bytes))),
    fetched,
    elements,
  };
}

function checks(pages) {
  const cardImages = [...pages.home.fetched, ...pages.animals.fetched].filter(
    (image) => /\/uploads\/[\w-]+\.webp$/.test(image.url) && !/-\d+\.webp$/.test(image.url),
  );
  const allElements = Object.values(pages).flatMap((page) => page.elements);
  const cardElements = [...pages.home.elements, ...pages.animals.elements].filter((element) => element.srcset);
  const detailMain = pages.detail.elements.find((element) => element.srcset && /-800\.webp/.test(element.srcset));
  return {
    card_thumbnails_webp: cardImages.length > 0 && cardImages.every((image) => /image\/webp/.test(image.type)),
    card_thumbnail_max_kb: kb(Math.max(0, ...cardImages.map((image) => image.bytes))),
    card_thumbnails_within_30kb: cardImages.every((image) => image.bytes <= THUMBNAIL_MAX_BYTES),
    cards_with_srcset_and_sizes: cardElements.length > 0 && cardElements.every((element) => element.sizes),
    explicit_dimensions: allElements.every((element) => element.width_attr && element.height_attr),
    below_fold_lazy: allElements.filter((element) => element.below_fold).every((element) => element.loading === 'lazy'),
    detail_uses_medium_variant: Boolean(detailMain && detailMain.current && /-800\.webp$/.test(detailMain.current)),
    detail_image_kb: detailMain
      ? kb((pages.detail.fetched.find((image) => image.url === detailMain.current) || { bytes: 0 }).bytes)
      : null,
  };
}

async function runImages({ site: given, log = (line) => console.error(line) } = {}) {
  const site = given || (await startSite({ log }));
  const browser = await launchBrowser();
  try {
    const first = await (await fetch(`${site.url}/api/animals?limit=1`)).json();
    const detailPath = paths.animalDetails(first[0].id);
    const pages = {};
    for (const [name, path] of [
      ['home', paths.home],
      ['animals', paths.animals],
      ['detail', detailPath],
    ]) {
      log(`[images] ${path}`);
      pages[name] = await measurePage(browser, `${site.url}${path}`);
    }
    return { served_by: site.via, viewport: '412x823 @2.625x (mobile)', pages, checks: checks(pages) };
  } finally {
    await browser.close();
    if (!given) await site.stop();
  }
}

module.exports = { runImages };

if (require.main === module) {
  runImages().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
