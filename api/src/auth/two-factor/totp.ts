import { createHmac, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 defines it and every authenticator app reads it: SHA-1, 6 digits, 30-second steps
 * (docs/decisions/two-factor.md). The clock is a parameter, so that tests fix it.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after is accepted too: the phone's clock and ours may differ by a few seconds. */
const WINDOW = 1;
const ISSUER = 'PetFoster';
/** What a code of the app looks like; anything else typed at sign-in is taken for a recovery code. */
export const TOTP_DIGITS_PATTERN = /^\d{6}$/;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 20 random bytes (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// link an app reads from the QR code; the label names the account by its e-mail. */
export const otpauthUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The code of `secret` at `now` (ms): what the app shows. */
export const totpCode = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

/**
 * The time step `code` belongs to at `now`, or null when it is not the code of a step within the window. A step at
 * or before `lastStep` (a code already used) is refused: a code overheard cannot be replayed.
 */
export function acceptedStep(secret: string, code: string, now: number, lastStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as 'xxxxx-xxxxx' (about 50 bits each). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** As typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

/** Keyed hash of a recovery code: a stolen table is of no use without the server's key. */
export const recoveryCodeHash = (key: Buffer, code: string): string =>
  createHmac('sha256', key).update(normalizeRecoveryCode(code)).digest('hex');
