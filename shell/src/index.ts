import { prefetchRouteData } from './app/prefetch-route-data';

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
// On a server-rendered page this runs once its main image is painted (first-view/start.ts).
void start();
