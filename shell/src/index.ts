import { prefetchRouteData } from './app/prefetch-route-data';
import { FIRST_VIEW_DATA_ID } from '@petfoster/platform/src/first-view/first-view-data';

/** Longest wait for the first view's main image before the application starts anyway. */
const LEAD_IMAGE_WAIT_MS = 3000;

/**
 * A server-rendered page (issue 18) is readable before any script runs: the application starts once the page's main
 * image (the card or photo with fetchpriority="high", its largest paint) has arrived and been painted, so that the
 * start-up's script work never holds that paint back. Any other page starts at once.
 */
function afterLeadImage(start: () => void): void {
  const image = document.getElementById(FIRST_VIEW_DATA_ID)
    ? document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')
    : null;
  if (!image || image.complete) return start();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    // Two frames: the image is painted before the scripts take the main thread.
    requestAnimationFrame(() => requestAnimationFrame(start));
  };
  image.addEventListener('load', go, { once: true });
  image.addEventListener('error', go, { once: true });
  setTimeout(go, LEAD_IMAGE_WAIT_MS);
}

/** Resolves in a later task, so that what follows does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up's module evaluation in three tasks instead of one: react-dom, then the platform (session, cache,
 * API client, UI), then the shell's own code; each long task of the start-up counts as blocking time.
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('@petfoster/platform');
  await nextTask();
  await import('./bootstrap');
}

prefetchRouteData();
afterLeadImage(() => void start());
