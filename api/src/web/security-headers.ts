import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The security headers of every response (docs/security.md#second-pass), from deploy/security-headers.json: the nginx gateway's
 * security-headers.conf is generated from the same file (scripts/lib/deploy-files.js), so `npm start` and the
 * gateway send the same set. Read at run time from the repository (api/src/web and api/dist/web are at the same
 * depth); the API image copies the file to the same place.
 */
const SOURCE = path.resolve(__dirname, '../../../deploy/security-headers.json');

export function loadSecurityHeaders(file = SOURCE): Record<string, string> {
  if (!existsSync(file)) throw new Error(`${file} is missing: the security headers cannot be sent`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The pages opened from a mail link with a token (docs/mail.md): no Referer at all leaves them. */
export interface TokenLinkPages {
  paths: string[];
  'Referrer-Policy': string;
}
const TOKEN_LINK_SOURCE = path.resolve(__dirname, '../../../deploy/token-link-pages.json');

export function loadTokenLinkPages(file = TOKEN_LINK_SOURCE): TokenLinkPages {
  if (!existsSync(file)) throw new Error(`${file} is missing: the token pages' Referrer-Policy cannot be sent`);
  return JSON.parse(readFileSync(file, 'utf8')) as TokenLinkPages;
}

export function securityHeadersMiddleware(
  headers: Record<string, string> = loadSecurityHeaders(),
  tokenPages: TokenLinkPages = loadTokenLinkPages(),
) {
  const entries = Object.entries(headers);
  const tokenPaths = new Set(tokenPages.paths);
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    if (tokenPaths.has(req.path)) res.setHeader('Referrer-Policy', tokenPages['Referrer-Policy']);
    next();
  };
}
