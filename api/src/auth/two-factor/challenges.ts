import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { DatabaseService } from '../../database/database.service';
import { MfaChallenge, type MfaChallengePurpose } from '../../data-model/two-factor.entity';
// The sign-in challenge is a one-time token like the mailed ones: random, only its SHA-256 kept.
import { hashToken as challengeHash, newOneTimeToken as newChallengeToken } from '../../mail/sealed-token';

/** How long the step after the password lasts (docs/security.md#two-factor-sign-in). */
export const MFA_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The mfa_token of POST /login: 256 random bits handed to the client, kept as their SHA-256 in mfa_challenges with
 * the account, the purpose, an expiry 5 minutes on and the moment it was used. It is not a JWT, so the route guard
 * never takes it for a session; only the two setup routes read a 'setup' one (jwt-auth.guard.ts).
 */
@Injectable()
export class MfaChallenges {
  constructor(private readonly db: DatabaseService) {}

  async issue(userId: number, purpose: MfaChallengePurpose): Promise<string> {
    const token = newChallengeToken();
    const now = Date.now();
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(MfaChallenge);
      // The account's expired ones go: they can no longer be used anyway.
      await repository.delete({ user_id: userId, expires_at: LessThan(new Date(now)) });
      await repository.insert({
        id_hash: challengeHash(token),
        user_id: userId,
        purpose,
        expires_at: new Date(now + MFA_CHALLENGE_LIFETIME_MS),
        used_at: null,
      });
    });
    return token;
  }

  /** The live challenge of that token and purpose: not used, not expired. */
  find(token: string, purpose: MfaChallengePurpose): Promise<MfaChallenge | null> {
    return this.db.dataSource.getRepository(MfaChallenge).findOne({
      where: { id_hash: challengeHash(token), purpose, used_at: IsNull(), expires_at: MoreThan(new Date()) },
    });
  }

  /** The account a token names, live or not: the key the throttler counts wrong codes on. */
  async userOf(token: string): Promise<number | null> {
    const row = await this.db.dataSource
      .getRepository(MfaChallenge)
      .findOne({ where: { id_hash: challengeHash(token) }, select: { user_id: true } });
    return row?.user_id ?? null;
  }

  /** Marks the challenge used, once: false when another call used it first. */
  async consume(manager: EntityManager, challenge: MfaChallenge): Promise<boolean> {
    const result = await manager
      .getRepository(MfaChallenge)
      .update(
        { id_hash: challenge.id_hash, used_at: IsNull(), expires_at: MoreThan(new Date()) },
        { used_at: new Date() },
      );
    return result.affected === 1;
  }
}
