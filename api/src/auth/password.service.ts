import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService {
  private dummyHash: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check so that response times do not reveal which emails exist. */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('DummyPassword0');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
