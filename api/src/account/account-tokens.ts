import { Injectable } from '@nestjs/common';
import { RETENTION } from '@petfoster/contracts';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { hashToken, newOneTimeToken } from '../mail/sealed-token';
import { AccountToken, type AccountTokenPurpose } from '../data-model/account-token.entity';

/** How long a link sent by mail works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  // The mail work (docs/mail.md): 30 minutes for a password reset.
  password_reset: RETENTION.passwordResetLinkMinutes * 60 * 1000,
  // The new address may be read later in the day (another device, another mailbox).
  email_change: RETENTION.emailChangeLinkHours * 60 * 60 * 1000,
};

/**
 * One-time tokens (password reset, e-mail change): 256 random bits, stored as their SHA-256 only, valid for a
 * limited time, usable once. A new token of a purpose replaces the user's earlier ones of that purpose, and a change
 * of the account's credentials ends every one of them (credentialsChanged).
 */
@Injectable()
export class AccountTokens {
  /** Creates a token for the user; the clear token is returned to be mailed, never stored. */
  async issue(
    manager: EntityManager,
    userId: number,
    purpose: AccountTokenPurpose,
    newEmail: string | null = null,
  ): Promise<string> {
    const now = new Date();
    const repository = manager.getRepository(AccountToken);
    await repository.update({ user_id: userId, purpose, used_at: IsNull() }, { used_at: now });
    const token = newOneTimeToken();
    await repository.insert({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      new_email: newEmail,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      used_at: null,
      created_at: now,
    });
    return token;
  }

  /**
   * The password or the address of the account changed: every unused token of the user stops working, whatever its
   * purpose (present or added later). A link was mailed to whoever held the account before the change: a reset link
   * in an old mailbox, or an e-mail change asked from a session the new password is meant to shut out, must not
   * outlive it. Called in the transaction of the change, after the token that made it (if any) was consumed.
   */
  async credentialsChanged(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(AccountToken).update({ user_id: userId, used_at: IsNull() }, { used_at: new Date() });
  }

  /** Whether a token could be used now (a read, outside any transaction); consume() decides for good. */
  async isUsable(manager: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<boolean> {
    return manager.getRepository(AccountToken).exists({
      where: { token_hash: hashToken(token), purpose, used_at: IsNull(), expires_at: MoreThan(new Date()) },
    });
  }

  /**
   * Uses a token: the still-valid row it names, marked used in the same statement that checks it is unused, so two
   * concurrent uses cannot both succeed. Null for an unknown, expired or used token.
   */
  async consume(manager: EntityManager, token: string, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    const repository = manager.getRepository(AccountToken);
    const now = new Date();
    const row = await repository.findOne({
      where: { token_hash: hashToken(token), purpose, used_at: IsNull(), expires_at: MoreThan(now) },
    });
    if (!row) return null;
    const claimed = await repository.update({ id: row.id, used_at: IsNull() }, { used_at: now });
    return claimed.affected === 1 ? row : null;
  }
}
