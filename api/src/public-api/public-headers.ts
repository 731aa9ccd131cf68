import { PUBLIC_API_BASE } from '@petfoster/contracts';
import type { NextFunction, Request, Response } from 'express';

export const PUBLIC_API_PATH = PUBLIC_API_BASE;

/**
 * The public API is read by other sites' pages (the widget, an association's own code): any origin may read its
 * answers, errors and 429 included, so the header is set before the guards run. Only these routes: the rest of the
 * API stays same-origin (CORS_ORIGINS). Simple GETs need no preflight; one sent anyway is answered here. Mounted by
 * app.factory.ts ahead of everything, as a plain middleware: not a route of the app (api/test/contract).
 */
export function publicApiHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'X-Total-Count, ETag, Retry-After');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'If-None-Match');
    res.setHeader('Access-Control-Max-Age', '86400');
    res.status(204).end();
    return;
  }
  next();
}
