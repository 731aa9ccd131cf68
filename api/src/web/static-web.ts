import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { frontEnds, SHELL_APP } from './app-registry';
import type { PageStatus } from './page-status.service';

/**
 * Built front ends served by the all-in-one process (ARCHITECTURE 4): shell at /, remotes at /mfe/<name>/ from
 * <webRoot>/<dir>/dist, names and folders from the registry of apps (app-registry.ts).
 */
function remoteFolders(): Array<[name: string, folder: string]> {
  return frontEnds()
    .filter(({ name }) => name !== SHELL_APP)
    .map(({ name, dir }) => [name, dir]);
}

/** widget.js: the associations' sites load it under a fixed name (docs/public-api.md#widget), a new one reaches them at once. */
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'widget.js']);
const API_PATH = /^\/(api|login|logout|uploads)(\/|$)/;
/** A path that names a file (a stale chunk, a typo): never a page, a plain 404 when there is no such file. */
const FILE_PATH = /\.[a-z0-9]+$/i;

function setCacheHeaders(res: ServerResponse, served: string): void {
  // The policy of a compressed copy is its original's.
  const file = served.replace(/\.(br|gz)$/, '');
  const name = path.basename(file);
  if (NO_CACHE_FILES.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (/\.[0-9a-f]{6,}\./i.test(name) || /\/(static|assets)\//.test(file))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * Returns the middlewares to mount, or an empty list when no front end has been built. `pageStatus` says whether a
 * path the shell answers is one of its pages (200) or draws its 404 screen (404): README, "Unknown paths".
 */
export function webMiddlewares(
  webRoot: string | null,
  pageStatus: (pathname: string) => Promise<PageStatus>,
): Array<(req: Request, res: Response, next: NextFunction) => void> {
  if (!webRoot) return [];
  const middlewares: Array<(req: Request, res: Response, next: NextFunction) => void> = [];
  const staticOptions = { index: false, fallthrough: true, setHeaders: setCacheHeaders, redirect: false } as const;
  // The build writes a .br and a .gz copy of every text asset (docs/decisions/first-view.md): sent as they are, with Content-Encoding
  // and Vary, to the clients that accept them; the raw file to the others.
  const staticFiles = (root: string) =>
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: staticOptions,
    });
  for (const [name, folder] of remoteFolders()) {
    const dist = path.join(webRoot, folder, 'dist');
    if (!existsSync(dist)) continue;
    const serve = staticFiles(dist);
    const prefix = `/mfe/${name}/`;
    middlewares.push((req, res, next) => {
      if (!req.path.startsWith(prefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      const url = req.url;
      req.url = url.slice(prefix.length - 1);
      // A missing remote file is a plain 404: answering index.html would break Module Federation loudly.
      serve(req, res, () => {
        req.url = url;
        res.status(404).type('text/plain').send('Not found');
      });
    });
  }
  const shell = path.join(webRoot, 'shell', 'dist');
  const index = path.join(shell, 'index.html');
  if (existsSync(shell)) {
    const serve = staticFiles(shell);
    middlewares.push((req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
      if (req.path.startsWith('/mfe/')) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      // Client-side routes get index.html, compressed like any other file, with the status of the page: the shell
      // draws its 404 screen for a path that is none of its pages, and the answer says 404 too.
      serve(req, res, () => {
        if (FILE_PATH.test(req.path)) {
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        if (!existsSync(index)) return next();
        pageStatus(req.path).then((status) => {
          const url = req.url;
          req.url = '/index.html';
          res.status(status);
          serve(req, res, () => {
            req.url = url;
            next();
          });
        }, next);
      });
    });
  }
  return middlewares;
}
