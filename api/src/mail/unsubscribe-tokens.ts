import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of notification mails: `<userId>.<HMAC-SHA256(userId)>` keyed with the JWT secret (with its
 * own label, so it can never pass for anything else). Nothing is stored, and it does not expire: a link in an old mail
 * still works. It can only turn notifications off, so it carries no session and needs no login.
 */
const mac = (userId: number, secret: string) =>
  createHmac('sha256', secret).update(`petfoster:unsubscribe:${userId}`).digest('base64url');

export function unsubscribeToken(userId: number, secret: string): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The user the token was made for, or null when it was not made with this secret. */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(userId, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) && userId > 0 ? userId : null;
}

/**
 * The one-click unsubscribe of one saved search's alerts (docs/mail.md#saved-search-alerts): `s<searchId>.<HMAC>`,
 * under its own label so that it never passes for the account's link, nor the account's for it. It turns that
 * search's alerts off, nothing else.
 */
const searchMac = (searchId: number, secret: string) =>
  createHmac('sha256', secret).update(`petfoster:saved-search-unsubscribe:${searchId}`).digest('base64url');

export function savedSearchUnsubscribeToken(searchId: number, secret: string): string {
  return `s${searchId}.${searchMac(searchId, secret)}`;
}

/** The search the token was made for, or null. */
export function verifySavedSearchUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^s(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const searchId = Number(match[1]);
  const expected = Buffer.from(searchMac(searchId, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) && searchId > 0 ? searchId : null;
}
