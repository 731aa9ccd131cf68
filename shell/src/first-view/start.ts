/**
 * The only script a server-rendered page (docs/decisions/first-view.md) asks for at first: it starts the application once the page's
 * main image (the card or photo with fetchpriority="high", its largest paint) has been painted. Until then nothing
 * else competes with that image for the network or the main thread: the page is readable and its links work
 * without JavaScript, and the application's scripts (main.js, then the start-up chunks it would fetch anyway) load
 * right after. Built on its own, without the federation runtime (packages/platform/build/first-view-builds.js): it must stay tiny.
 *
 * The server writes, on this script's tag (shell/src/server/first-view-document.ts):
 *   data-main     the application's entry script
 *   data-preload  the start-up scripts to fetch alongside it, space-separated
 */
const LEAD_IMAGE_WAIT_MS = 3000;

function startApplication(tag: HTMLScriptElement): void {
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  const main = document.createElement('script');
  main.src = tag.dataset.main ?? '';
  document.head.append(main);
}

/**
 * Calls `then` once the image has been painted (or could not be), or at the visitor's first tap or key, at the latest
 * after LEAD_IMAGE_WAIT_MS.
 */
function afterPaintOf(image: HTMLImageElement, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  // Where the browser reports it (Chromium), the largest paint of this very image.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === image))
        once();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // Not reported here: the load below decides.
  }
  // Elsewhere (or when a larger element was painted first): loaded, decoded, then two frames.
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(once));
  if (image.complete) painted();
  else {
    image.addEventListener('load', () => void image.decode().then(painted, painted), { once: true });
    image.addEventListener('error', once, { once: true });
  }
  // A visitor who already reaches for a button or a filter wants the application now.
  for (const type of ['pointerdown', 'keydown'])
    document.addEventListener(type, once, { once: true, capture: true, passive: true });
  setTimeout(once, LEAD_IMAGE_WAIT_MS);
}

const tag = document.currentScript as HTMLScriptElement | null;
if (tag) {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (image) afterPaintOf(image, () => startApplication(tag));
  else startApplication(tag);
}
