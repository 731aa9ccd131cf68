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
