import type { NextFunction, Request, Response } from 'express';
import type { PageStatus } from '../web/page-status.service';
import type { FirstViewService } from './first-view.service';

/** Paths that can never be a page: the API, images, built files (anything with an extension). */
const NOT_A_PAGE = /^\/(api|login|logout|uploads|mfe)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Answers the public pages with their first view (docs/decisions/first-view.md). When it cannot be rendered: the next middleware serves
 * the plain index.html (`npm start`). Where this process serves no front end (behind the gateway, which sends it the
 * first-view pages and the association profiles), the deployed plain index.html with the page's status (404 for an
 * association or an animal that does not exist, README "Unknown paths"), or a 503 that makes nginx serve the shell's
 * own index.html when that file cannot be read here.
 */
export function firstViewMiddleware(
  firstView: FirstViewService,
  servesFrontEnds: boolean,
  pageStatus: (pathname: string) => Promise<PageStatus>,
) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(req.path)) return next();
    // Serving the front ends, every other page is index.html. Behind the gateway only the pages nginx sends reach
    // this point, and must get an answer nginx can fall back from even when the renderer's builds are missing.
    // An animal's or an association's page is answered here too, for its sharing tags (docs/product.md#animal-gallery).
    const shared = firstView.isSharedPage(req.path);
    if (servesFrontEnds && !shared && !firstView.isFirstViewPage(req.path)) return next();
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const answer = async () => {
      const page = (await firstView.render(req.path, search)) ?? (await plain());
      if (!page || !shared || page.status !== 200) return page;
      return { status: page.status, html: await firstView.withSharingTags(req.path, page.html) };
    };
    const plain = async () => {
      if (servesFrontEnds && !shared) return null;
      const [status, html] = await Promise.all([pageStatus(req.path), firstView.plainShell()]);
      return html === null ? null : { status, html };
    };
    answer().then(
      (page) => {
        if (page) {
          // The HTML carries the data it shows: always asked again, never stored by a shared cache.
          res.status(page.status).setHeader('Cache-Control', 'no-cache');
          res.type('html').send(page.html);
        } else if (servesFrontEnds) next();
        else res.status(503).setHeader('Retry-After', '1').type('text/plain').send('First view unavailable');
      },
      (error: unknown) => next(error),
    );
  };
}

/** The pages the gateway sends to the API instances (deploy/nginx/first-view-locations.conf, same pattern). */
const GATEWAY_PAGES = /^\/(animals\/?|animals-details\/[^/.]+\/?|associationprofile\/[^/.]+\/?)?$/;

/**
 * With FIRST_VIEW=false on an instance that serves no front end (behind the gateway): the pages nginx still sends here
 * answer 503, on which nginx serves the shell's own index.html (first-view-proxy.conf), instead of the API's JSON 404.
 */
export function withoutFirstViewMiddleware() {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !GATEWAY_PAGES.test(req.path)) return next();
    res.status(503).setHeader('Retry-After', '1').type('text/plain').send('First view disabled');
  };
}
