import { Injectable } from '@nestjs/common';
import { API_MESSAGES, type Account, type ConsentEntry, type MailScope } from '@petfoster/contracts';
import { Not } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { AuthService, normalizeEmail } from '../auth/auth.service';
import { User } from '../data-model/user.entity';
import { consentHistory } from '../consents/consent-log';
import { AssociationMember } from '../data-model/association-member.entity';
import { PasswordService } from '../auth/password.service';
import { fieldError, fieldErrors } from '../common/field-errors';
import { requireAccess } from '../access/require-access';
import { notFound } from '../common/permissions';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { OutboxService } from '../mail/outbox.service';
import { AccountTokens } from './account-tokens';
import type { PasswordChangeInput } from '@petfoster/contracts/schemas';
import { apiError } from '../common/api-error';

/**
 * 'Mon compte' for both roles (docs/mail.md): password, e-mail and names of the token's own user. Every method starts with
 * the one access check (requireAccess): the account is the token's user, never an id from the body or the path. The
 * password and e-mail changes ask for the current password, so a session left open is not enough to take an
 * account over.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly db: DatabaseService,
    private readonly passwords: PasswordService,
    private readonly tokens: AccountTokens,
    private readonly outbox: OutboxService,
    private readonly auth: AuthService,
  ) {}

  async read(user: AuthUser): Promise<Account> {
    const { userId } = requireAccess(user, 'account.read');
    const row = await this.db.dataSource.getRepository(User).findOne({
      where: { id: userId },
      select: {
        id: true,
        role: true,
        email: true,
        lastname: true,
        firstname: true,
        notifications_enabled: true,
        totp_enabled_at: true,
      },
    });
    if (!row) throw notFound();
    const account: Account = {
      userId: row.id,
      role: row.role,
      email: row.email,
      lastname: row.lastname,
      firstname: row.firstname,
      notifications_enabled: Boolean(row.notifications_enabled),
      two_factor_enabled: Boolean(row.totp_enabled_at),
    };
    // An association member's choice of request mails (docs/mail.md#request-mails).
    const member = await this.db.dataSource
      .getRepository(AssociationMember)
      .findOne({ where: { user_id: userId }, select: { user_id: true, mail_scope: true } });
    if (member) account.mail_scope = member.mail_scope;
    return account;
  }

  /** The caller's consent log (docs/security.md#consent-log): every change of its mail choices, oldest first. */
  async consents(user: AuthUser): Promise<{ consents: ConsentEntry[] }> {
    const { userId } = requireAccess(user, 'account.consents');
    return { consents: await consentHistory(this.db.dataSource.manager, userId) };
  }

  /**
   * 'Recevoir les e-mails uniquement pour les demandes que je suis' (docs/mail.md#request-mails): the calling member's
   * own choice, whatever its role in the team.
   */
  async changeMailScope(user: AuthUser, mailScope: MailScope): Promise<Account> {
    const { userId } = requireAccess(user, 'account.changeMailScope');
    await this.db.write((manager) =>
      manager.getRepository(AssociationMember).update({ user_id: userId }, { mail_scope: mailScope }),
    );
    return this.read(user);
  }

  /** New password; every other session ends (token version), this one continues with the token returned. */
  async changePassword(user: AuthUser, input: PasswordChangeInput): Promise<{ token: string }> {
    const { userId } = requireAccess(user, 'account.changePassword');
    await this.checkCurrentPassword(userId, input.currentPassword);
    const hash = await this.passwords.hash(input.password);
    await this.db.write(async (manager) => {
      await manager.getRepository(User).update({ id: userId }, { password_hash: hash });
      await manager.getRepository(User).increment({ id: userId }, 'token_version', 1);
      await this.tokens.credentialsChanged(manager, userId);
      await this.outbox.enqueue(manager, { kind: 'password_changed', userId, data: {} });
    });
    const token = await this.auth.issueToken(userId);
    if (!token) throw apiError('unauthenticated');
    return { token };
  }

  /**
   * Asks to move the account to another address: nothing changes until the link mailed to the new address is
   * followed (confirmEmailChange); the old address is told at once, in case the request is not its owner's.
   */
  async requestEmailChange(user: AuthUser, input: { currentPassword: string; email: string }) {
    const { userId } = requireAccess(user, 'account.changeEmail');
    const current = await this.checkCurrentPassword(userId, input.currentPassword);
    const email = normalizeEmail(input.email);
    if (email === current.email) throw fieldErrors({ email: API_MESSAGES.emailUnchanged });
    await this.db.write(async (manager) => {
      // Said now rather than after the click: registration already tells whether an address is taken.
      if (await manager.getRepository(User).exists({ where: { email } })) throw apiError('email_taken');
      const token = await this.tokens.issue(manager, userId, 'email_change', email);
      await this.outbox.enqueue(manager, {
        kind: 'email_change_confirm',
        userId,
        to: email,
        data: { sealedToken: this.outbox.seal(token) },
      });
      await this.outbox.enqueue(manager, { kind: 'email_change_notice', userId, data: {} });
    });
    return { message: API_MESSAGES.emailChangeRequested };
  }

  /**
   * The link of the confirmation mail (public: it may be opened where nobody is logged in). The address is what logs
   * in and receives reset links, so its change is a change of credentials: every session ends (token version), every
   * other link mailed before stops working (a reset link in the old mailbox), and the old address is told.
   */
  async confirmEmailChange(token: string): Promise<void> {
    let applied: boolean;
    try {
      applied = await this.db.write(async (manager) => {
        const row = await this.tokens.consume(manager, token, 'email_change');
        if (!row?.new_email) return false;
        const users = manager.getRepository(User);
        // Taken since the request: the transaction rolls back, so the link still works once the address is free.
        if (await users.exists({ where: { email: row.new_email, id: Not(row.user_id) } }))
          throw apiError('email_taken');
        const old = await users.findOne({ where: { id: row.user_id }, select: { id: true, email: true } });
        if (!old) return false;
        await users.update({ id: row.user_id }, { email: row.new_email });
        await users.increment({ id: row.user_id }, 'token_version', 1);
        await this.tokens.credentialsChanged(manager, row.user_id);
        await this.outbox.enqueue(manager, { kind: 'email_changed', userId: row.user_id, to: old.email, data: {} });
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError('email_taken');
      throw error;
    }
    if (!applied) throw fieldError('token', 'email_change_link_invalid');
  }

  async changeNames(user: AuthUser, input: { lastname: string; firstname: string }): Promise<Account> {
    const { userId } = requireAccess(user, 'account.changeNames');
    await this.db.write((manager) =>
      manager.getRepository(User).update({ id: userId }, { lastname: input.lastname, firstname: input.firstname }),
    );
    return this.read(user);
  }

  /** The current password, as typed; a wrong one is a 400 on its field (a 401 would end the session on the page). */
  private async checkCurrentPassword(userId: number, password: string): Promise<Pick<User, 'id' | 'email'>> {
    const row = await this.db.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.id', 'u.email'])
      .addSelect('u.password_hash')
      .where('u.id = :userId', { userId })
      .getOne();
    if (!row) throw notFound();
    if (!(await this.passwords.verify(row.password_hash, password)))
      throw fieldErrors({ currentPassword: API_MESSAGES.currentPasswordWrong });
    return { id: row.id, email: row.email };
  }
}
