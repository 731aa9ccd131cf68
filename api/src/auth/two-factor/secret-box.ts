import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of the TOTP secrets (docs/security.md#two-factor-sign-in): AES-256-GCM with a key derived by HKDF
 * from JWT_SECRET (its own derivation, so neither key reveals the other). A database dump alone gives no secret.
 * Stored as 'v1.<iv>.<tag>.<ciphertext>' in base64url.
 */
export class SecretBox {
  private readonly key: Buffer;
  /** The key of the recovery codes' HMAC, derived apart from the encryption key. */
  readonly hashKey: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'petfoster', 'totp-secret-encryption', 32));
    this.hashKey = Buffer.from(hkdfSync('sha256', secret, 'petfoster', 'recovery-code-hash', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Null when the value was not sealed with this key (the configured secret changed). */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
