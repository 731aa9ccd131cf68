import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUrl,
  recoveryCodeHash,
  totpCode,
} from './totp';
import { SecretBox } from './secret-box';

// RFC 6238 appendix B: the SHA-1 seed '12345678901234567890', in base32; the RFC's 8-digit codes end with these 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP with a fixed clock', () => {
  test.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s (RFC 6238 test vectors)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  test('the code of the step before or after is accepted, two steps away is not', () => {
    const now = 1111111111_000;
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, null)).toBe(Math.floor(now / 30_000) - 1);
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, null)).toBe(Math.floor(now / 30_000) + 1);
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now, null)).toBeNull();
  });

  test('a step already used, or an earlier one, is refused', () => {
    const now = 1111111111_000;
    const step = Math.floor(now / 30_000);
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now), now, step)).toBeNull();
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, now), now, step - 1)).toBe(step);
  });

  test('a new secret is 160 bits of base32, named in an otpauth link with the app parameters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'ines@example.org'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('issuer')).toBe('PetFoster');
  });
});

describe('recovery codes', () => {
  test('10 distinct codes of 10 characters without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  test('the hash ignores case, spaces and dashes, and depends on the key', () => {
    const key = Buffer.alloc(32, 1);
    expect(recoveryCodeHash(key, 'ABCDE-FGHJK')).toBe(recoveryCodeHash(key, 'abcde fghjk'));
    expect(normalizeRecoveryCode(' Ab-Cd ')).toBe('abcd');
    expect(recoveryCodeHash(Buffer.alloc(32, 2), 'abcde-fghjk')).not.toBe(recoveryCodeHash(key, 'abcde-fghjk'));
  });
});

describe('secret encryption at rest', () => {
  test('sealed secrets open with the same key only, and never show the secret', () => {
    const box = new SecretBox('a-long-configured-secret-for-the-test-only');
    const sealed = box.seal(RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(box.seal(RFC_SECRET)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(RFC_SECRET);
    expect(new SecretBox('another-secret-of-another-installation').open(sealed)).toBeNull();
    expect(box.open('v1.garbage')).toBeNull();
  });
});
