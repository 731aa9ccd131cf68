import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A one-time token (password reset, e-mail confirmation) has to wait in the outbox row until its mail leaves. The
 * account_tokens table holds only its SHA-256; the outbox row holds it encrypted (AES-256-GCM, key derived from the
 * JWT secret), so a copy of the database alone opens no account. The payload is emptied once the mail is sent.
 */
const keyOf = (secret: string) => createHash('sha256').update(`petfoster:mail-token:${secret}`).digest();

export function sealToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function openToken(sealed: string, secret: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A new one-time token: 256 random bits, base64url (43 characters). */
export const newOneTimeToken = () => randomBytes(32).toString('base64url');

/** How a one-time token is stored and looked up. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
