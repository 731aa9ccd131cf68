import { Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@petfoster/contracts';
import { normalizeEmail } from '../auth/auth.service';
import { User } from '../data-model/user.entity';
import { PasswordService } from '../auth/password.service';
import { fieldError } from '../common/field-errors';
import { DatabaseService } from '../database/database.service';
import { OutboxService } from '../mail/outbox.service';
import { AccountTokens } from './account-tokens';
import { BackgroundTasks } from './background-tasks';
import type { PasswordResetConfirmInput } from '@petfoster/contracts/schemas';

/**
 * 'Mot de passe oublié' (docs/mail.md). Asking answers 202 with the same body at once whether or not the address has an
 * account: the lookup, the token and the mail are written after the answer has left (BackgroundTasks), so neither the
 * body nor the time tells anything. The token lives 30 minutes, is usable once, and its use ends every session.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly db: DatabaseService,
    private readonly passwords: PasswordService,
    private readonly tokens: AccountTokens,
    private readonly outbox: OutboxService,
    private readonly background: BackgroundTasks,
  ) {}

  request(email: string): { message: string } {
    const address = normalizeEmail(email);
    this.background.run('Demande de réinitialisation', () => this.issue(address));
    return { message: API_MESSAGES.passwordResetRequested };
  }

  /** The token and its mail in one transaction: a reset link exists only if its mail is on its way. */
  private async issue(email: string): Promise<void> {
    await this.db.write(async (manager) => {
      const user = await manager.getRepository(User).findOne({ where: { email }, select: { id: true } });
      if (!user) return;
      const token = await this.tokens.issue(manager, user.id, 'password_reset');
      await this.outbox.enqueue(manager, {
        kind: 'password_reset',
        userId: user.id,
        data: { sealedToken: this.outbox.seal(token) },
      });
    });
  }

  /**
   * Sets the new password; every session and every other link mailed before (an e-mail change) stop working; no new
   * session is opened.
   */
  async confirm(token: string, input: Pick<PasswordResetConfirmInput, 'password'>): Promise<void> {
    // A cheap look first: a wrong token costs no argon2 hash (tens of milliseconds of CPU, a flood's lever).
    if (!(await this.tokens.isUsable(this.db.dataSource.manager, token, 'password_reset')))
      throw fieldError('token', 'reset_link_invalid');
    // Hashed before the transaction: argon2 must not hold the write queue.
    const hash = await this.passwords.hash(input.password);
    const done = await this.db.write(async (manager) => {
      const row = await this.tokens.consume(manager, token, 'password_reset');
      if (!row) return false;
      await manager.getRepository(User).update({ id: row.user_id }, { password_hash: hash });
      await manager.getRepository(User).increment({ id: row.user_id }, 'token_version', 1);
      await this.tokens.credentialsChanged(manager, row.user_id);
      await this.outbox.enqueue(manager, { kind: 'password_changed', userId: row.user_id, data: {} });
      return true;
    });
    if (!done) throw fieldError('token', 'reset_link_invalid');
  }
}
