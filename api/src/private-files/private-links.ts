import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The token of a private document's address (docs/product.md#private-documents): it names the document, the account
 * it was given to and that account's token version, until when it works, and is signed with a key derived from
 * JWT_SECRET. It proves nothing more than who asked for the address: the service checks that account's right to the
 * document again on every request, and a logout (a new token version) ends its links.
 */

export interface LinkHolder {
  userId: number;
  tokenVersion: number;
}

const PATTERN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,13})\.([\w-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('petfoster private document links').digest();

function signature(secret: string, subject: string, payload: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${subject}|${payload}`).digest('base64url');
}

/** `subject` names the document ('expense-receipt:12'); the link works until `now + lifetimeMs`. */
export function signLink(secret: string, subject: string, holder: LinkHolder, now: Date, lifetimeMs: number): string {
  const payload = `${holder.userId}.${holder.tokenVersion}.${now.getTime() + lifetimeMs}`;
  return `${payload}.${signature(secret, subject, payload)}`;
}

/** The account a valid, unexpired token of `subject` was given to; null for anything else. */
export function verifyLink(secret: string, subject: string, token: string | undefined, now: Date): LinkHolder | null {
  const match = PATTERN.exec(token ?? '');
  if (!match) return null;
  const [, userId, tokenVersion, expires, given] = match;
  const expected = Buffer.from(signature(secret, subject, `${userId}.${tokenVersion}.${expires}`));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  if (Number(expires) <= now.getTime()) return null;
  return { userId: Number(userId), tokenVersion: Number(tokenVersion) };
}
