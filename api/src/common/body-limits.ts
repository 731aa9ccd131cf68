import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { MAX_IMAGE_BODY_BYTES } from '@petfoster/contracts';
import { tableErrorBody } from './all-exceptions.filter';

/*
 * Request bodies are read with a limit per route (docs/security.md#second-pass): a few KB where only a few fields travel, 15 MB
 * only where an image may (a 10 MB image as a base64 data URL). A body over its route's limit is refused with 413
 * as soon as its declared length is known, before it is read; a body read in chunks stops being read at the limit.
 * JSON deeper than MAX_DEPTH is refused before it is parsed, so no request can keep the event loop busy parsing.
 */
// The image limit is the contracts' own, which the front ends check before sending (they shrink photos first).
export const BODY_LIMITS = { decision: '1kb', login: '4kb', form: '32kb', image: MAX_IMAGE_BODY_BYTES } as const;
type LimitName = keyof typeof BODY_LIMITS;

/** The routes whose body may carry an image; every other route gets at most `form`. */
const ROUTE_LIMITS: Array<[method: string, path: RegExp, limit: LimitName]> = [
  ['POST', /^\/login$/, 'login'],
  ['POST', /^\/logout$/, 'decision'],
  ['PUT', /^\/api\/associations\/requests-mods$/, 'decision'],
  ['POST', /^\/api\/(families|associations|animals)$/, 'image'],
  ['PUT', /^\/api\/(families|associations|animals)\/\d+$/, 'image'],
  // News with its photos (docs/product.md#placement-news).
  ['POST', /^\/api\/placements\/\d+\/news$/, 'image'],
  // A message with its photos (docs/product.md#conversations), a photo of an animal's gallery (#animal-gallery).
  ['POST', /^\/api\/requests\/\d+\/messages$/, 'image'],
  ['POST', /^\/api\/animals\/\d+\/photos$/, 'image'],
  // An expense with its receipt, a photo or a PDF of 5 MB at most (docs/product.md#expenses).
  ['POST', /^\/api\/placements\/\d+\/expenses$/, 'image'],
  // An association's verification documents, PDFs or photos (docs/product.md#verified-associations).
  ['POST', /^\/api\/associations\/\d+\/verification$/, 'image'],
];

/** No request body of the API nests deeper than this (the deepest is an object holding strings). */
export const MAX_DEPTH = 8;

class TooDeep extends Error {
  readonly type = 'entity.too.deep';
}

/** Depth of brackets outside strings, counted on the raw bytes: linear, and stops at the first excess. */
function refuseDeepNesting(_req: unknown, _res: unknown, buffer: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i++) {
    const byte = buffer[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > MAX_DEPTH) throw new TooDeep();
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
}

function limitFor(req: Request): LimitName {
  const pathname = req.path;
  for (const [method, pattern, limit] of ROUTE_LIMITS)
    if (req.method === method && pattern.test(pathname)) return limit;
  return 'form';
}

/** The JSON and form body parsers, each route with its limit. */
export function bodyParsers(): RequestHandler {
  const parserOf = (limit: string | number): RequestHandler => express.json({ limit, verify: refuseDeepNesting });
  const json: Record<LimitName, RequestHandler> = {
    decision: parserOf(BODY_LIMITS.decision),
    login: parserOf(BODY_LIMITS.login),
    form: parserOf(BODY_LIMITS.form),
    image: parserOf(BODY_LIMITS.image),
  };
  const urlencoded = express.urlencoded({ extended: false, limit: BODY_LIMITS.form });
  return (req, res, next) =>
    json[limitFor(req)](req, res, (error?: unknown) => (error ? next(error) : urlencoded(req, res, next)));
}

/**
 * The one mapping of body-parser errors to the API's error shape: they happen before Nest's router, so Nest's
 * exception filter never sees them.
 */
export function bodyParserErrors(
  error: { type?: string; status?: number },
  _req: Request,
  res: Response,
  next: NextFunction,
) {
  if (error?.type === 'entity.too.large') return res.status(413).json(tableErrorBody('payload_too_large'));
  if (error?.type === 'entity.too.deep' || error?.type === 'entity.verify.failed') {
    return res.status(400).json(tableErrorBody('invalid_json'));
  }
  if (error?.type === 'entity.parse.failed' || error?.status === 400)
    return res.status(400).json(tableErrorBody('invalid_json'));
  if (error?.status === 415) return res.status(415).json(tableErrorBody('unsupported_media_type'));
  return next(error);
}
