import { Injectable } from '@nestjs/common';
import { pageRoutes, paths, routePatternSource } from '@petfoster/contracts';
import { AnimalsService } from '../animals/animals.service';
import { AssociationsService } from '../associations/associations.service';

/** The HTTP status of a page served with the shell: 200, or 404 when the shell will draw its 404 screen. */
export type PageStatus = 200 | 404;

const PAGES = pageRoutes.map((route) => new RegExp(routePatternSource(route)));
/** An id the pages accept (mfe-catalog's parseRouteId: digits, above 0), short enough for the database's INT. */
const ROUTE_ID = /^\d{1,9}$/;
const idRoute = (route: string) => new RegExp(routePatternSource(route).replace('[^/]+', '([^/]+)'));

/**
 * Which paths are pages (README, "Unknown paths"): the shell's routes (pageRoutes of @petfoster/contracts) answer
 * 200, anything else 404. The public pages of one animal or one association are 404 too when it does not exist: one
 * primary-key lookup, which is what the page itself would ask. Other pages with an id (dashboards, a family's
 * profile) depend on who asks, or would tell who exists: the shell decides those in the browser.
 */
@Injectable()
export class PageStatusService {
  private readonly checked: Array<[RegExp, (id: number) => Promise<boolean>]>;

  constructor(animals: AnimalsService, associations: AssociationsService) {
    this.checked = [
      [idRoute(paths.animalDetails(':id')), (id) => animals.exists(id)],
      [idRoute(paths.associationProfile(':id')), (id) => associations.exists(id)],
    ];
  }

  async status(pathname: string): Promise<PageStatus> {
    if (!PAGES.some((page) => page.test(pathname))) return 404;
    for (const [pattern, exists] of this.checked) {
      const id = pattern.exec(pathname)?.[1];
      if (id === undefined) continue;
      return ROUTE_ID.test(id) && Number(id) > 0 && (await exists(Number(id))) ? 200 : 404;
    }
    return 200;
  }
}
